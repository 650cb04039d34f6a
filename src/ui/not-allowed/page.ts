import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** The not-allowed screen's view, inside the shell at the address of a screen the role may not open. */
export const notAllowedPage: ScreenPage<"notAllowed"> = {
  screen: "notAllowed",
  view: retryableLazy(() => import("./not-allowed-page.tsx")),
};
