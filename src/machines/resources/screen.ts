import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/**
 * Resources & FAQ (SPEC §2). Its list's x-roles are `[public, owner, admin, staff]`: `canCall` keeps a
 * lead scanner out although a caller without a token may read it.
 */
export const resourcesScreen = portalScreenDescriptor({
  name: "resources",
  path: "/resources",
  operation: "listDownloads",
  sidebar: true,
  machine: () => import("./resources-screen.machine.ts").then((module) => module.resourcesScreenMachine),
  actors: () => import("./resources-screen.actors.ts").then((module) => module.resourcesScreenImplementations),
});
