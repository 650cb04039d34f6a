import { formatShortDateTime } from "../../format/date-time.ts";
import type { SupportTicket } from "./support-screen.machine.ts";

/**
 * A request's conversation as My requests shows it: the request's own message, then the replies,
 * oldest first. Each message names who wrote it: "You" on the signed-in member's own, the colleague's
 * name on theirs (the company's requests are shared by its team), "<name> (Organiser)" on the
 * organiser's; and when, in the portal's one date format (SPEC §9).
 */

export interface ConversationEntry {
  readonly key: string;
  readonly author: "organiser" | "exhibitor";
  /** "You", "Sam Booth" or "Event Support (Organiser)". */
  readonly who: string;
  readonly mine: boolean;
  readonly message: string;
  readonly createdAt: string;
  /** "Mar 14, 04:35 PM". */
  readonly when: string;
}

export const YOU = "You";

/** `me`: the signed-in member's account (null until known: nobody's message is "You" then). */
export const conversationOf = (ticket: SupportTicket, me: string | null, timeZone?: string): ReadonlyArray<ConversationEntry> =>
  [
    { author: "exhibitor" as const, authorName: ticket.authorName, authorUserId: ticket.authorUserId, message: ticket.message, createdAt: ticket.createdAt },
    ...ticket.replies,
  ].map((entry, index) => {
    const mine = entry.author === "exhibitor" && me !== null && entry.authorUserId === me;
    return {
      key: String(index),
      author: entry.author,
      who: mine ? YOU : entry.author === "organiser" ? `${entry.authorName} (Organiser)` : entry.authorName,
      mine,
      message: entry.message,
      createdAt: entry.createdAt,
      when: formatShortDateTime(entry.createdAt, timeZone),
    };
  });

/** When a request was sent, in the same format. */
export const requestDate = (ticket: SupportTicket, timeZone?: string): string => formatShortDateTime(ticket.createdAt, timeZone);
