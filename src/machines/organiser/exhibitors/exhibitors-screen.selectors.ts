import type { SnapshotFrom } from "xstate";
import type { exhibitorsScreenMachine } from "./exhibitors-screen.machine.ts";
import { EXHIBITORS_MESSAGES } from "./exhibitors-screen.types.ts";
import { matchesSearch, type OrganiserExhibitor } from "./exhibitors-form.ts";

type ExhibitorsScreenSnapshot = SnapshotFrom<typeof exhibitorsScreenMachine>;

/** The rows the search leaves. */
export const shownExhibitors = (snapshot: ExhibitorsScreenSnapshot): ReadonlyArray<OrganiserExhibitor> =>
  snapshot.context.exhibitors.filter((row) => matchesSearch(row, snapshot.context.search));

/** The empty list's words, or null when there are rows (or nothing read yet). */
export const exhibitorsEmptyMessage = (snapshot: ExhibitorsScreenSnapshot): string | null => {
  if (!snapshot.matches("ready")) return null;
  if (snapshot.context.exhibitors.length === 0) return EXHIBITORS_MESSAGES.empty;
  return shownExhibitors(snapshot).length === 0 ? EXHIBITORS_MESSAGES.noMatch : null;
};

/** The exhibitor the open dialog is about. */
export const selectedExhibitor = (snapshot: ExhibitorsScreenSnapshot): OrganiserExhibitor | null =>
  snapshot.context.exhibitors.find((row) => row._id === snapshot.context.selected) ?? null;
