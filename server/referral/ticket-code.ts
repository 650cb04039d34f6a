import { randomBase32 } from '../codes/random-code.ts';

// Code of the ticket a referral registration issues: up to 6 letters of the category's first word
// (so staff at the desk see "GOLD-..." at a glance) and 8 base32 characters.
export function newPassTicketCode(categoryName: string): string {
  const prefix = (categoryName.trim().split(/\s+/)[0] ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);
  return `${prefix || 'PASS'}-${randomBase32(8)}`;
}
