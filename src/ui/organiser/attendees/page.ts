import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

/** The Attendees screen's view, downloaded with the screen. */
export const attendeesPage: ConsolePage = {
  screen: "attendees",
  view: retryableLazy(() => import("./attendees-screen.tsx")),
};
