import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

/** The Registrations screen's view, downloaded with the screen. */
export const registrationsPage: ConsolePage = {
  screen: "registrations",
  view: retryableLazy(() => import("./registrations-screen.tsx")),
};
