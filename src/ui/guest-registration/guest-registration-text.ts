import type { GuestPage, GuestTicket } from "../../machines/guest-registration/guest-registration.machine.ts";

/** "14 Mar 2026 – 16 Mar 2026 · Hall 3": the event's days and place, as far as they are known. */
export const eventWhenWhere = (event: GuestPage["event"]): string => {
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }) : null);
  const days = [day(event.startDate), day(event.endDate)].filter((d): d is string => d !== null);
  const when = [...new Set(days)].join(" – ");
  return [when, event.venue?.trim() ?? ""].filter((part) => part !== "").join(" · ");
};

export const remainingText = (pass: GuestPage["pass"]): string => `${pass.categoryName} · Remaining ${pass.remainingPasses}`;

/** What the ticket's page says of its e-mail (the registration answer's `ticketEmail`): the badge is the ticket when none comes. */
export const TICKET_EMAIL_TEXTS: Readonly<Record<GuestTicket["ticketEmail"], string>> = {
  queued: "Your ticket and badge were also sent to your e-mail.",
  none: "Download your badge: it is your ticket.",
  failed: "Your ticket could not be e-mailed. Download your badge now: it is your ticket.",
};
