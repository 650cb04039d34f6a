import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Activity (issue 12): the log of what the company's members did. */
export const activityScreen = portalScreenDescriptor({
  name: "activity",
  path: "/activity",
  operation: "listActivity",
  sidebar: true,
  machine: () => import("./activity-screen.machine.ts").then((module) => module.activityScreenMachine),
  actors: () => import("./activity-screen.actors.ts").then((module) => module.activityScreenImplementations),
});
