import type { SnapshotFrom } from "xstate";
import type { attendeesScreenMachine } from "./attendees-screen.machine.ts";
import type { AttendeesScreenContext } from "./attendees-screen.types.ts";

// What the Attendees view reads from the screen machine's snapshot, written once beside it so the
// model test checks the same words the view shows.

type AttendeesSnapshot = SnapshotFrom<typeof attendeesScreenMachine>;

/** The button printing every badge: all of them, or those the search finds. */
export const printAllLabel = (context: AttendeesScreenContext): string => (context.listed.search === "" ? "Print all badges" : "Print these badges");

/** True for the attendee whose badge is being printed (its button reads "Printing..."). */
export const isPrinting = (snapshot: AttendeesSnapshot, id: string | "all"): boolean => {
  const printing = snapshot.context.printing;
  if (printing === null) return false;
  return id === "all" ? printing.kind === "all" : printing.kind === "one" && printing.id === id;
};
