import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The event's exhibitors: add and invite the owner, edit, allocate passes, see the team, remove. */
export const exhibitorsScreen = consoleScreenDescriptor({
  name: "exhibitors",
  path: "/exhibitors",
  title: "Exhibitors",
  operation: "listOrganiserExhibitors",
  machine: () => import("./exhibitors-screen.machine.ts").then((module) => module.exhibitorsScreenMachine),
  actors: () => import("./exhibitors-screen.actors.ts").then((module) => module.exhibitorsScreenImplementations),
});
