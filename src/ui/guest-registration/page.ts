import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** A pass's public registration page opened signed in: outside the shell, as a guest sees it. */
export const guestRegistrationPage: ScreenPage<"guestRegistration"> = {
  screen: "guestRegistration",
  view: retryableLazy(() => import("./guest-registration-page.tsx")),
};
