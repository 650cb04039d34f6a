// The printable badge, called as the handlers call it, against a real database (PGlite) and without
// HTTP: a company gets only its own registrations' badges, a guest link only the tickets registered
// through it, and a registration without a live ticket has no badge. The PDF's text and the answers
// on the wire stay in server/handlers/badges.test.ts and guest-registration.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exhibitorCategories, passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { createGuestLink } from '../referral/guest-links.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { BADGE_MESSAGES, guestBadge, registrationBadge } from './ticket-badge.ts';

const testDb = useAuthTestDb('pglite');

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** A pass of the owner's company on a category of its own name. */
async function passOf(owner: AuthContext, name: string): Promise<string> {
  const [category] = await testDb.db.insert(exhibitorCategories).values({ eventId: owner.eventId, categoryName: name }).returning();
  const [pass] = await testDb.db.insert(passes).values({ exhibitorId: owner.exhibitorId, categoryId: category!.id, numberOfPasses: 5 }).returning();
  return pass!.id;
}

/** A registration on the pass, with a ticket `ticketCode` unless null. */
async function registered(owner: AuthContext, passId: string, ticketCode: string | null, inviteId: string | null = null): Promise<string> {
  const [row] = await testDb.db
    .insert(referralRegistrations)
    .values({ exhibitorId: owner.exhibitorId, passId, inviteId, firstName: 'Priya', lastName: 'Menon', answers: {} })
    .returning({ id: referralRegistrations.id });
  if (ticketCode !== null) {
    await testDb.db.insert(tickets).values({ eventId: owner.eventId, registrationId: row!.id, exhibitorId: owner.exhibitorId, ticketCode, guestName: 'Priya Menon', ticketType: 'Gold' });
  }
  return row!.id;
}

describe('ticket badges', () => {
  it("gives a company its own registration's badge, and answers 404 to another company", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Badge One');
    const stranger = await ownerOfNewCompany(testDb, 'Badge Two');
    const id = await registered(owner, await passOf(owner, 'Badge One Gold'), 'BADGE-ONE-1');
    const badge = await registrationBadge(testDb.db, owner.exhibitorId, id);
    expect(badge.ticketCode).toBe('BADGE-ONE-1');
    expect(isPdf(badge.pdf)).toBe(true);
    await expect(registrationBadge(testDb.db, stranger.exhibitorId, id)).rejects.toMatchObject({ status: 404, message: 'Registration not found' });
  });

  it('has no badge for a registration without a ticket, nor for a cancelled one', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Badge Three');
    const passId = await passOf(owner, 'Badge Three Gold');
    const unticketed = await registered(owner, passId, null);
    await expect(registrationBadge(testDb.db, owner.exhibitorId, unticketed)).rejects.toMatchObject({ status: 404, message: BADGE_MESSAGES.noTicket });
    const cancelled = await registered(owner, passId, 'BADGE-THREE-1');
    await testDb.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.registrationId, cancelled));
    await expect(registrationBadge(testDb.db, owner.exhibitorId, cancelled)).rejects.toMatchObject({ status: 409, message: BADGE_MESSAGES.cancelled });
  });

  it('gives a guest link only the badges of tickets registered through it', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Badge Four');
    const passId = await passOf(owner, 'Badge Four Gold');
    const { row: link } = await createGuestLink(testDb.db, passId, owner.eventId, owner.userId);
    const { row: otherLink } = await createGuestLink(testDb.db, passId, owner.eventId, owner.userId);
    await registered(owner, passId, 'BADGE-FOUR-1', link.id);
    await registered(owner, passId, 'BADGE-FOUR-2');
    expect((await guestBadge(testDb.db, link.id, 'BADGE-FOUR-1')).ticketCode).toBe('BADGE-FOUR-1');
    await expect(guestBadge(testDb.db, otherLink.id, 'BADGE-FOUR-1')).rejects.toMatchObject({ status: 404, message: BADGE_MESSAGES.ticketNotFound });
    await expect(guestBadge(testDb.db, link.id, 'BADGE-FOUR-2')).rejects.toMatchObject({ status: 404, message: BADGE_MESSAGES.ticketNotFound });
  });
});
