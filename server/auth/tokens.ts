// Bearer sessions: opaque 32-byte random tokens handed to the client once; the database keeps only
// their SHA-256, so a leaked table does not yield usable tokens.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../db/prepared.ts';
import { sessions, teamMembers, users } from '../db/schema/all-tables.ts';
import type { Role } from '../../src/rules/roles.ts';
import type { Executor } from '../db/prepared.ts';

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface SessionOwner {
  userId: string;
  exhibitorId: string;
  eventId: string;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function issueSession(db: Executor, owner: SessionOwner, ttlDays: number, now = new Date()): Promise<IssuedSession> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + ttlDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), ...owner, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  // A member is "Pending" until their first sign-in.
  await db
    .update(teamMembers)
    .set({ joinedAt: now })
    .where(and(eq(teamMembers.userId, owner.userId), isNull(teamMembers.joinedAt)));
  return { token, sessionId: row!.id, expiresAt };
}

export interface ActiveSession extends SessionOwner {
  sessionId: string;
  /** The caller's team membership, read on every request so a change of role counts at once. */
  memberId: string;
  role: Role;
  /** The person's name as the activity log records it. */
  name: string;
}

// Runs on every authenticated request (the bearer security handler), so it is prepared once per
// database handle and reads only the columns the request context needs. The role comes from the
// team member row, never from the token: a member removed from the team has no row and is signed
// out at once, a demoted one has the lower role on the very next request.
const activeSessionQuery = preparedStatement('find_active_session', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      exhibitorId: sessions.exhibitorId,
      eventId: sessions.eventId,
      memberId: teamMembers.id,
      role: teamMembers.role,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: teamMembers.fullName,
    })
    .from(sessions)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, sessions.userId), eq(teamMembers.exhibitorId, sessions.exhibitorId)))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The live session for a presented token, or undefined when unknown, expired or revoked. */
export async function findActiveSession(db: Executor, token: string, now = new Date()): Promise<ActiveSession | undefined> {
  // Placeholders skip the column's value mapping, so the instant goes as ISO text (both drivers
  // read it as timestamptz).
  const [row] = await activeSessionQuery(db).execute({ tokenHash: hashSessionToken(token), now: now.toISOString() });
  if (!row) return undefined;
  const { firstName, lastName, fullName, ...session } = row;
  return { ...session, name: `${firstName} ${lastName}`.trim() || fullName };
}

export async function revokeSession(db: Executor, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
