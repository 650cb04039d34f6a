import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Integrations' view and its sidebar entry. */
export const integrationsPage: ScreenPage<"integrations"> = {
  screen: "integrations",
  view: retryableLazy(() => import("./integrations-page.tsx")),
  nav: { label: "Integrations", icon: "webhook" },
};
