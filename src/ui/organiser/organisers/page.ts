import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

export const organisersPage: ConsolePage = {
  screen: "organisers",
  view: retryableLazy(() => import("./organisers-screen.tsx")),
};
