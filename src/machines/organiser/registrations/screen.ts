import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The queue of the event's referral and guest registrations: approve or reject, one or many. */
export const registrationsScreen = consoleScreenDescriptor({
  name: "registrations",
  path: "/registrations",
  title: "Registrations",
  operation: "listOrganiserRegistrations",
  machine: () => import("./registrations-screen.machine.ts").then((module) => module.registrationsScreenMachine),
  actors: () => import("./registrations-screen.actors.ts").then((module) => module.registrationsScreenImplementations),
});
