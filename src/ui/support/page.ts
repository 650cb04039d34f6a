import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Support's view (linked from the footer, not the sidebar). */
export const supportPage: ScreenPage<"support"> = {
  screen: "support",
  view: retryableLazy(() => import("./support-page.tsx")),
};
