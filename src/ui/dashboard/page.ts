import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";
import type { QuickActionDialogs } from "./quick-action-dialogs.tsx";

/**
 * The dashboard's view and its sidebar entry. The dialogs its quick actions open are other features'
 * views, which the frame gives (`dialogs`, each downloaded when it first opens).
 */
export const dashboardPage = (dialogs: QuickActionDialogs): ScreenPage<"dashboard"> => ({
  screen: "dashboard",
  view: retryableLazy(() => import("./dashboard-page.tsx").then((module) => ({ default: module.dashboardView(dialogs) }))),
  nav: { label: "Dashboard", icon: "dashboard" },
});
