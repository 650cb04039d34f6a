import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Lead Management (SPEC §2): every lead of the company, its filters, dialogs, import and export. */
export const leadsScreen = portalScreenDescriptor({
  name: "leads",
  path: "/leads",
  operation: "listLeads",
  sidebar: true,
  machine: () => import("./leads-screen.machine.ts").then((module) => module.leadsScreenMachine),
  actors: () => import("./leads-screen.actors.ts").then((module) => module.leadsScreenImplementations),
});
