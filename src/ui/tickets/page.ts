import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Tickets & Passes' view and its sidebar entry. */
export const ticketsPage: ScreenPage<"tickets"> = {
  screen: "tickets",
  view: retryableLazy(() => import("./tickets-page.tsx")),
  nav: { label: "Tickets & Passes", icon: "ticket" },
};
