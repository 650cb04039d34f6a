import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Team Management's view and its sidebar entry. */
export const teamPage: ScreenPage<"team"> = {
  screen: "team",
  view: retryableLazy(() => import("./team-page.tsx")),
  nav: { label: "Team Management", icon: "users" },
};
