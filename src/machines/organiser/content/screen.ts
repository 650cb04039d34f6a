import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The event's resources and the organiser's FAQs, and the way to the pass categories' referral forms. */
export const contentScreen = consoleScreenDescriptor({
  name: "content",
  path: "/content",
  title: "Content",
  operation: "listOrganiserResources",
  machine: () => import("./content-screen.machine.ts").then((module) => module.contentScreenMachine),
  actors: () => import("./content-screen.actors.ts").then((module) => module.contentScreenImplementations),
});
