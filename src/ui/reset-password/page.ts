import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Reset Password's view signed in (not in the sidebar). */
export const resetPasswordPage: ScreenPage<"resetPassword"> = {
  screen: "resetPassword",
  view: retryableLazy(() => import("./reset-password-page.tsx")),
};
