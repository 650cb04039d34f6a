import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

/** The Support inbox's view, downloaded with the screen. */
export const supportInboxPage: ConsolePage = {
  screen: "support-inbox",
  view: retryableLazy(() => import("./support-inbox-screen.tsx")),
};
