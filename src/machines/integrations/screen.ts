import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Integrations (issue 32): the company's webhook endpoints; its actors use the device's clipboard. */
export const integrationsScreen = portalScreenDescriptor({
  name: "integrations",
  path: "/integrations",
  operation: "listWebhookEndpoints",
  sidebar: true,
  machine: () => import("./integrations-screen.machine.ts").then((module) => module.integrationsScreenMachine),
  actors: () => import("./integrations-screen.actors.ts").then((module) => module.integrationsScreenImplementations),
});
