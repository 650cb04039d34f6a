import { randomBase32 } from '../codes/random-code.ts';

// Support ticket ids: `SUP-` and 8 base32 characters (40 random bits).
export const SUPPORT_TICKET_PATTERN = /^SUP-[A-Z2-7]{8}$/;

export function newSupportTicketId(): string {
  return `SUP-${randomBase32(8)}`;
}
