import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Company Profile's view and its sidebar entry. */
export const profilePage: ScreenPage<"profile"> = {
  screen: "profile",
  view: retryableLazy(() => import("./profile-page.tsx")),
  nav: { label: "Company Profile", icon: "building" },
};
