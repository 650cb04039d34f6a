import { describe, expect, it } from 'vitest';
import { SUPPORT_TICKET_PATTERN, newSupportTicketId } from './ticket-id.ts';

describe('newSupportTicketId', () => {
  it('makes SUP- ids of 8 base32 characters that do not repeat', () => {
    const ids = Array.from({ length: 2000 }, newSupportTicketId);
    for (const id of ids) expect(id).toMatch(SUPPORT_TICKET_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // Every base32 character shows up across 16,000 draws: the encoding covers the whole alphabet.
    expect(new Set(ids.join('').replace(/SUP-/g, '')).size).toBe(32);
  });
});
