import { retryableLazy } from "../../components/retryable-lazy.ts";

/** The Registrations screen's view, downloaded with the screen. */
export const registrationsPage = {
  screen: "registrations",
  view: retryableLazy(() => import("./registrations-screen.tsx")),
} as const;
