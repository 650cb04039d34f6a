import type { RegistrationsPage, StatusTab } from "./registrations-screen.types.ts";

/** What the registrations screen computes from its query and page, as pure functions. */

const STATUS_TABS: ReadonlyArray<StatusTab> = ["pending", "approved", "rejected", "all"];

/** The tab an address asks for (`?status=approved`); pending, the queue, by default. */
export const statusFromSearch = (search: string): StatusTab => {
  const asked = new URLSearchParams(search).get("status");
  return STATUS_TABS.find((tab) => tab === asked) ?? "pending";
};

/** The pending registrations of the page: the ones a decision can be about. */
export const pendingShown = (page: RegistrationsPage | null): ReadonlyArray<string> =>
  (page?.registrations ?? []).filter((r) => r.status === "pending").map((r) => r._id);
