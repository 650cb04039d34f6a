import { retryableLazy } from "../../components/retryable-lazy.ts";

/** The Support inbox's view, downloaded with the screen. */
export const supportInboxPage = {
  screen: "support-inbox",
  view: retryableLazy(() => import("./support-inbox-screen.tsx")),
} as const;
