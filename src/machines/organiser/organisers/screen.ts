import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The organisers of the event: who runs it with whom, and inviting another. */
export const organisersScreen = consoleScreenDescriptor({
  name: "organisers",
  path: "/organisers",
  title: "Organisers",
  operation: "listOrganisers",
  machine: () => import("./organisers-screen.machine.ts").then((module) => module.organisersScreenMachine),
  actors: () => import("./organisers-screen.actors.ts").then((module) => module.organisersScreenImplementations),
});
