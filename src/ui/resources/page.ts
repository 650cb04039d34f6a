import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Resources & FAQ's view and its sidebar entry. */
export const resourcesPage: ScreenPage<"resources"> = {
  screen: "resources",
  view: retryableLazy(() => import("./resources-page.tsx")),
  nav: { label: "Resources & FAQ", icon: "book" },
};
