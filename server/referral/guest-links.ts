// Public registration links of a pass (/exhibitor/register/<token>). The token is 32 random bytes;
// only its SHA-256 is stored, so the table cannot be turned back into working links. A link works
// until it is revoked or its pass's event ends.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, exhibitorCategories, exhibitors, passes, passInvites } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';

export const GUEST_LINK_MESSAGES = {
  invalid: 'This registration link is not valid.',
  revoked: 'This registration link was revoked.',
  expired: 'This registration link has expired.',
} as const;

type InviteRow = typeof passInvites.$inferSelect;

export const hashGuestToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address a guest opens; the browser serves the screen at this path. */
export const guestLinkUrl = (origin: string, token: string): string => `${origin}/exhibitor/register/${token}`;

export function toApiGuestLink(row: InviteRow) {
  return {
    _id: row.id,
    passId: row.passId,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new link for an owned pass (the caller checked ownership), ending when the event does. */
export async function createGuestLink(db: Database, passId: string, eventId: string, createdBy: string | null) {
  const [event] = await db.select({ endDate: events.endDate }).from(events).where(eq(events.id, eventId));
  const token = newGuestToken();
  const [row] = await db
    .insert(passInvites)
    .values({ passId, tokenHash: hashGuestToken(token), createdBy, expiresAt: event?.endDate ?? null })
    .returning();
  return { token, row: row! };
}

export async function listGuestLinks(db: Database, passId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(passInvites)
    .where(and(eq(passInvites.passId, passId), isNull(passInvites.revokedAt)))
    .orderBy(desc(passInvites.createdAt), desc(passInvites.id));
}

/** Revokes an exhibitor's link; false when no such link of theirs exists. */
export async function revokeGuestLink(db: Database, exhibitorId: string, linkId: string): Promise<boolean> {
  const [owned] = await db
    .select({ id: passInvites.id, revokedAt: passInvites.revokedAt })
    .from(passInvites)
    .innerJoin(passes, eq(passes.id, passInvites.passId))
    .where(and(eq(passInvites.id, linkId), eq(passes.exhibitorId, exhibitorId)));
  if (!owned) return false;
  if (!owned.revokedAt) await db.update(passInvites).set({ revokedAt: new Date() }).where(eq(passInvites.id, linkId));
  return true;
}

/** Everything a working link registers for, or the 404/410 a guest reads. */
export async function openGuestLink(db: Database, token: string, now = new Date()) {
  const [found] = await db
    .select({ invite: passInvites, pass: passes, category: exhibitorCategories, exhibitor: exhibitors, event: events })
    .from(passInvites)
    .innerJoin(passes, eq(passes.id, passInvites.passId))
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .innerJoin(exhibitors, eq(exhibitors.id, passes.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitorCategories.eventId))
    .where(eq(passInvites.tokenHash, hashGuestToken(token)));
  if (!found) throw new ApiError(404, GUEST_LINK_MESSAGES.invalid);
  if (found.invite.revokedAt) throw new ApiError(410, GUEST_LINK_MESSAGES.revoked);
  if (found.invite.expiresAt && found.invite.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, GUEST_LINK_MESSAGES.expired);
  return found;
}

export type OpenGuestLink = Awaited<ReturnType<typeof openGuestLink>>;
