import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Lead Management's view and its sidebar entry. */
export const leadsPage: ScreenPage<"leads"> = {
  screen: "leads",
  view: retryableLazy(() => import("./leads-page.tsx")),
  nav: { label: "Lead Management", icon: "target" },
};
