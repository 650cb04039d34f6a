import { confirmedActionMachine, type ActionOutput } from "../../data/confirmed-action-machine.ts";

/**
 * An attendee row's Cancel ticket: asks first (the console cannot restore a ticket), then cancels it.
 * The server's sentence is the toast; a success tells the screen, which reads the list again, where
 * the attendee stays, as Cancelled.
 */

export interface CancelledAttendee {
  readonly _id: string;
  readonly name: string;
}

/** The confirmation's question. */
export const cancelQuestion = (attendee: CancelledAttendee): string =>
  `Cancel the ticket of ${attendee.name}? They stay in the list as Cancelled, and their badge no longer prints or lets them in.`;

export const attendeeCancelMachine = confirmedActionMachine<CancelledAttendee, "cancel", ActionOutput>({
  id: "attendeeCancel",
  confirmingDescription: "A cancelled ticket cannot be restored from the console: the organiser confirms.",
  asksFirst: "always",
  done: ({ subject }) => `${subject.name}'s ticket was cancelled.`,
  failed: { cancel: "The ticket could not be cancelled. Please try again." },
});
