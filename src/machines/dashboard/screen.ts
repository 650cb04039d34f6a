import type { QuickActionActors } from "./dashboard.actors.ts";
import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";

/**
 * The dashboard (SPEC §2): the company's figures, recent leads and the passes at a glance. Its quick
 * actions run other features' dialogs and export, which the frame gives (`quickActions`, downloaded
 * beside the dashboard's own actors).
 */
export const dashboardScreen = (quickActions: () => Promise<(deps: ScreenDependencies) => QuickActionActors>) =>
  portalScreenDescriptor({
    name: "dashboard",
    path: "/dashboard",
    operation: "getDashboardAnalytics",
    sidebar: true,
    machine: () => import("./dashboard.machine.ts").then((module) => module.dashboardMachine),
    actors: () =>
      Promise.all([import("./dashboard.actors.ts"), quickActions()]).then(
        ([module, given]) =>
          (deps: ScreenDependencies) =>
            module.dashboardImplementations(deps, given(deps)),
      ),
  });
