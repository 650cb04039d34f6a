import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Team Management (SPEC §2): the company's members and their roles. */
export const teamScreen = portalScreenDescriptor({
  name: "team",
  path: "/team",
  operation: "listTeamMembers",
  sidebar: true,
  machine: () => import("./team-screen.machine.ts").then((module) => module.teamScreenMachine),
  actors: () => import("./team-screen.actors.ts").then((module) => module.teamScreenImplementations),
});
