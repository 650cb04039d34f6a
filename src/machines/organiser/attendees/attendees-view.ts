import type { SnapshotFrom } from "xstate";
import { ATTENDEE_TEXTS, type AttendeesScreenContext, type attendeesScreenMachine } from "./attendees-screen.machine.ts";

// What the Attendees view reads from the screen machine's snapshot, written once beside it so the
// model test checks the same words the view shows.

type AttendeesSnapshot = SnapshotFrom<typeof attendeesScreenMachine>;

/** True while the first page is read (a later read keeps the page shown). */
export const attendeesFirstLoad = (snapshot: AttendeesSnapshot): boolean => snapshot.matches("loading") && snapshot.context.page === null;

/** The empty list's words, or null when there are rows (or nothing read yet). */
export const attendeesEmptyMessage = (snapshot: AttendeesSnapshot): string | null => {
  const { page, query } = snapshot.context;
  if (!snapshot.matches("ready") || page === null || page.attendees.length > 0) return null;
  return query.search === "" ? ATTENDEE_TEXTS.empty : ATTENDEE_TEXTS.noMatch;
};

/** "1–50 of 120": the rows shown and the total under the search. */
export const attendeesRange = (context: AttendeesScreenContext): string | null => {
  if (context.page === null || context.page.total === 0) return null;
  return `${context.query.offset + 1}–${context.query.offset + context.page.attendees.length} of ${context.page.total}`;
};

/** The button printing every badge: all of them, or those the search finds. */
export const printAllLabel = (context: AttendeesScreenContext): string => (context.query.search === "" ? "Print all badges" : "Print these badges");

/** True for the attendee whose badge is being printed (its button reads "Printing..."). */
export const isPrinting = (snapshot: AttendeesSnapshot, id: string | "all"): boolean => {
  const printing = snapshot.context.printing;
  if (printing === null) return false;
  return id === "all" ? printing.kind === "all" : printing.kind === "one" && printing.id === id;
};
