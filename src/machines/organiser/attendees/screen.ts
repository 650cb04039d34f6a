import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The attendees the organiser imported: the CSV import, search, and their printable badges. */
export const attendeesScreen = consoleScreenDescriptor({
  name: "attendees",
  path: "/attendees",
  title: "Attendees",
  operation: "listOrganiserAttendees",
  machine: () => import("./attendees-screen.machine.ts").then((module) => module.attendeesScreenMachine),
  actors: () => import("./attendees-screen.actors.ts").then((module) => module.attendeesScreenImplementations),
});
