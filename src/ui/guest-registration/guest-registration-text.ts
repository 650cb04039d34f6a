import { formatEventDates } from "../../format/date-time.ts";
import type { GuestPage, GuestTicket } from "../../machines/guest-registration/guest-registration.machine.ts";
import { DISPLAY_ONLY_TYPES, type FormField } from "../../rules/form-rules.ts";
import { needsNameText, unsupportedText } from "../forms/form-display-field.tsx";
import { ANSWERABLE_TYPES } from "../forms/form-field-input.tsx";

/**
 * "Mar 14 – 16, 2026 · Hall 3": the event's days as the venue sees them, in the portal's one date
 * format (src/format/date-time.ts), and its place; what is unknown is left out.
 */
export const eventWhenWhere = (event: GuestPage["event"]): string => {
  const when = event.startDate === null && event.endDate === null ? "" : formatEventDates(event.startDate, event.endDate, event.timezone);
  return [when, event.venue?.trim() ?? ""].filter((part) => part !== "").join(" · ");
};

/** A field the guest page draws: an answerable type with a name, or a display-only part. */
export const drawnForGuests = (field: FormField): boolean =>
  DISPLAY_ONLY_TYPES.has(field.type) || (ANSWERABLE_TYPES.has(field.type) && Boolean(field.name));

/**
 * What the page leaves out for guests, worded as the referral dialog words it (SPEC §5): shown only
 * to a team member trying the link out, never to a guest.
 */
export const leftOutNotes = (fields: ReadonlyArray<FormField>): string[] =>
  fields
    .filter((field) => !drawnForGuests(field))
    .map((field) => (ANSWERABLE_TYPES.has(field.type) ? needsNameText(field.type) : unsupportedText(field.type, field.name ?? "")));

export const remainingText = (pass: GuestPage["pass"]): string => `${pass.categoryName} · Remaining ${pass.remainingPasses}`;

/** What the ticket's page says of its e-mail (the registration answer's `ticketEmail`): the badge is the ticket when none comes. */
export const TICKET_EMAIL_TEXTS: Readonly<Record<GuestTicket["ticketEmail"], string>> = {
  queued: "Your ticket and badge were also sent to your e-mail.",
  none: "Download your badge: it is your ticket.",
  failed: "Your ticket could not be e-mailed. Download your badge now: it is your ticket.",
};
