import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

export const exhibitorsPage: ConsolePage = {
  screen: "exhibitors",
  view: retryableLazy(() => import("./exhibitors-screen.tsx")),
};
