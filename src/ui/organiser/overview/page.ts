import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

export const overviewPage: ConsolePage = {
  screen: "overview",
  view: retryableLazy(() => import("./overview-screen.tsx")),
};
