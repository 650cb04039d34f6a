import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The event's own settings: what it is called, when and where it runs, how it looks and signs in. */
export const eventSettingsScreen = consoleScreenDescriptor({
  name: "event-settings",
  path: "/event-settings",
  title: "Event settings",
  operation: "getOrganiserEventSettings",
  machine: () => import("./event-settings-screen.machine.ts").then((module) => module.eventSettingsScreenMachine),
  actors: () => import("./event-settings-screen.actors.ts").then((module) => module.eventSettingsScreenImplementations),
});
