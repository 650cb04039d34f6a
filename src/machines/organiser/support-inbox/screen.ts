import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** Every exhibitor's support requests of the event: the conversation, answer, close, reopen. */
export const supportInboxScreen = consoleScreenDescriptor({
  name: "support-inbox",
  path: "/support",
  title: "Support inbox",
  operation: "listOrganiserSupportRequests",
  machine: () => import("./support-inbox-screen.machine.ts").then((module) => module.supportInboxScreenMachine),
  actors: () => import("./support-inbox-screen.actors.ts").then((module) => module.supportInboxScreenImplementations),
});
