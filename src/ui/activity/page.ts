import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** The activity log's view and its sidebar entry. */
export const activityPage: ScreenPage<"activity"> = {
  screen: "activity",
  view: retryableLazy(() => import("./activity-page.tsx")),
  nav: { label: "Activity", icon: "activity" },
};
