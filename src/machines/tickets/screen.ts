import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Tickets & Passes (SPEC §2): the company's passes, referral registrations and guest links. */
export const ticketsScreen = portalScreenDescriptor({
  name: "tickets",
  path: "/tickets",
  operation: "listPasses",
  sidebar: true,
  machine: () => import("./tickets-screen.machine.ts").then((module) => module.ticketsScreenMachine),
  actors: () => import("./tickets-screen.actors.ts").then((module) => module.ticketsScreenImplementations),
});
