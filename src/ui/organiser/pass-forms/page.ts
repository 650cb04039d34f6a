import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

export const passFormsPage: ConsolePage = {
  screen: "pass-forms",
  view: retryableLazy(() => import("./pass-forms-screen.tsx")),
};
