import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The console's home: how every exhibitor of the event is doing, and the hall's leads by hour. */
export const overviewScreen = consoleScreenDescriptor({
  name: "overview",
  path: "/",
  title: "Overview",
  operation: "getOrganiserOverview",
  machine: () => import("./overview-screen.machine.ts").then((module) => module.overviewScreenMachine),
  actors: () => import("./overview-screen.actors.ts").then((module) => module.overviewScreenImplementations),
});
