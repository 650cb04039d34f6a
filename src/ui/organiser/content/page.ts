import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

/** The Content screen's view, downloaded with the screen. */
export const contentPage: ConsolePage = {
  screen: "content",
  view: retryableLazy(() => import("./content-screen.tsx")),
};
