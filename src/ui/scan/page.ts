import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Scan Badges' view and its sidebar entry. */
export const scanPage: ScreenPage<"scan"> = {
  screen: "scan",
  view: retryableLazy(() => import("./scan-page.tsx")),
  nav: { label: "Scan Badges", icon: "scan" },
};
