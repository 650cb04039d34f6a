import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Support (SPEC §2): the event's contacts and a request to the organiser; linked from the footer, not the sidebar. */
export const supportScreen = portalScreenDescriptor({
  name: "support",
  path: "/support",
  operation: "createSupportRequest",
  sidebar: false,
  machine: () => import("./support-screen.machine.ts").then((module) => module.supportScreenMachine),
  actors: () => import("./support-screen.actors.ts").then((module) => module.supportScreenImplementations),
});
