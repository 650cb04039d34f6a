// An organiser's bearer sessions: the same opaque tokens as exhibitors' (only the SHA-256 kept), in
// a table of their own, so an organiser's token is never looked up as a team member's and the reverse.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { organisers, organiserSessions } from '../db/schema/all-tables.ts';
import { generateSessionToken, hashSessionToken, type IssuedSession } from '../auth/tokens.ts';
import type { Executor } from '../db/prepared.ts';
import type { OrganiserContext } from '../context/organiser-context.ts';

export async function issueOrganiserSession(
  db: Executor,
  owner: { organiserId: string; eventId: string },
  ttlDays: number,
  now = new Date(),
): Promise<IssuedSession> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + ttlDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(organiserSessions)
    .values({ tokenHash: hashSessionToken(token), ...owner, createdAt: now, expiresAt })
    .returning({ id: organiserSessions.id });
  // An invited organiser is pending until their first sign-in.
  await db.update(organisers).set({ joinedAt: now }).where(and(eq(organisers.id, owner.organiserId), isNull(organisers.joinedAt)));
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * The live session for a presented token, with the organiser's role read from their row on every
 * request: a removed organiser is signed out at once, and one whose account no longer covers the
 * session's event (moved to another event) too.
 */
export async function findActiveOrganiserSession(db: Executor, token: string, now = new Date()): Promise<OrganiserContext | undefined> {
  const [row] = await db
    .select({
      sessionId: organiserSessions.id,
      organiserId: organisers.id,
      eventId: organiserSessions.eventId,
      role: organisers.role,
      name: organisers.name,
    })
    .from(organiserSessions)
    .innerJoin(organisers, eq(organisers.id, organiserSessions.organiserId))
    .where(
      and(
        eq(organiserSessions.tokenHash, hashSessionToken(token)),
        isNull(organiserSessions.revokedAt),
        gt(organiserSessions.expiresAt, now),
        or(isNull(organisers.eventId), eq(organisers.eventId, organiserSessions.eventId)),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeOrganiserSession(db: Executor, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(organiserSessions)
    .set({ revokedAt: now })
    .where(and(eq(organiserSessions.id, sessionId), isNull(organiserSessions.revokedAt)));
}
