import { retryableLazy } from "../../components/retryable-lazy.ts";
import type { ConsolePage } from "../console-page.ts";

export const eventSettingsPage: ConsolePage = {
  screen: "event-settings",
  view: retryableLazy(() => import("./event-settings-screen.tsx")),
};
