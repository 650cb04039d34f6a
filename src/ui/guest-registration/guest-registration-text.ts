import { formatEventDates } from "../../format/date-time.ts";
import type { GuestPage, GuestTicket } from "../../machines/guest-registration/guest-registration.machine.ts";

/**
 * "Mar 14 – 16, 2026 · Hall 3": the event's days as the venue sees them, in the portal's one date
 * format (src/format/date-time.ts), and its place; what is unknown is left out.
 */
export const eventWhenWhere = (event: GuestPage["event"]): string => {
  const when = event.startDate === null && event.endDate === null ? "" : formatEventDates(event.startDate, event.endDate, event.timezone);
  return [when, event.venue?.trim() ?? ""].filter((part) => part !== "").join(" · ");
};

// The guest form's own parts live with its fields (the organiser's preview draws them too).
export { drawnForGuests, leftOutNotes } from "../forms/guest-form-fields.tsx";

export const remainingText = (pass: GuestPage["pass"]): string => `${pass.categoryName} · Remaining ${pass.remainingPasses}`;

/** What the ticket's page says of its e-mail (the registration answer's `ticketEmail`): the badge is the ticket when none comes. */
export const TICKET_EMAIL_TEXTS: Readonly<Record<GuestTicket["ticketEmail"], string>> = {
  queued: "Your ticket and badge were also sent to your e-mail.",
  none: "Download your badge: it is your ticket.",
  failed: "Your ticket could not be e-mailed. Download your badge now: it is your ticket.",
};
