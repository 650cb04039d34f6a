import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/all-tables.ts';
import { createAccount } from './accounts.ts';
import { findActiveSession, generateSessionToken, hashSessionToken, issueSession, revokeSession } from './tokens.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';

describe('session tokens', () => {
  const t = useAuthTestDb();
  let owner: { userId: string; exhibitorId: string; eventId: string };
  beforeAll(async () => {
    const user = await createAccount(t.db, { eventId: t.eventId, firstName: 'Asha', lastName: 'Rao', phone: { phoneCode: '91', mobile: '9000000001' } });
    owner = { userId: user.id, exhibitorId: user.exhibitorId, eventId: t.eventId };
  });

  it('are 32 random bytes in base64url', () => {
    const token = generateSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateSessionToken()).not.toBe(token);
  });

  it('are stored only as their SHA-256 and expire after the configured days', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const issued = await issueSession(t.db, owner, 30, now);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, issued.sessionId));
    expect(row!.tokenHash).toBe(hashSessionToken(issued.token));
    expect(row!.tokenHash).not.toContain(issued.token);
    expect(row!.expiresAt.toISOString()).toBe('2030-01-31T00:00:00.000Z');
  });

  it('resolve to their owner until expiry', async () => {
    const now = new Date();
    const issued = await issueSession(t.db, owner, 1, now);
    expect(await findActiveSession(t.db, issued.token, now)).toMatchObject({ sessionId: issued.sessionId, ...owner, role: 'owner', name: 'Asha Rao' });
    expect(await findActiveSession(t.db, issued.token, new Date(now.getTime() + 86_400_000))).toBeUndefined();
    expect(await findActiveSession(t.db, `${issued.token}x`, now)).toBeUndefined();
  });

  it('stop working once revoked, without touching other sessions', async () => {
    const a = await issueSession(t.db, owner, 30);
    const b = await issueSession(t.db, owner, 30);
    await revokeSession(t.db, a.sessionId);
    expect(await findActiveSession(t.db, a.token)).toBeUndefined();
    expect(await findActiveSession(t.db, b.token)).toBeDefined();
  });
});
