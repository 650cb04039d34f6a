import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';
import { createAccount, ensureUser, findAccountByMobile, isUniqueViolation } from './accounts.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';

describe('accounts', () => {
  const t = useAuthTestDb();

  it('registration creates the exhibitor with an empty profile, the user and the parent member together', async () => {
    const user = await createAccount(t.db, { eventId: t.eventId, firstName: 'Asha', lastName: 'Rao', phone: { phoneCode: '91', mobile: '9100000001' } });
    const [exhibitor] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, user.exhibitorId));
    expect(exhibitor).toMatchObject({ name: 'Asha Rao', industry: null, website: null, logo: null, eventId: t.eventId });
    const members = await t.db.select().from(teamMembers).where(eq(teamMembers.exhibitorId, user.exhibitorId));
    expect(members).toEqual([
      expect.objectContaining({ userId: user.id, fullName: 'Asha Rao', phoneCode: '91', authenticationId: '9100000001', isParentExhibitor: true }),
    ]);
  });

  it('registration is all or nothing', async () => {
    const before = (await t.db.select().from(exhibitors)).length;
    const error = await createAccount(t.db, { eventId: t.eventId, firstName: 'Dup', lastName: 'Licate', phone: { phoneCode: '91', mobile: '9100000001' } }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((await t.db.select().from(exhibitors)).length).toBe(before);
  });

  it('finds users by number only within their event', async () => {
    const [other] = await t.db.insert(events).values({ domain: 'other.example.test' }).returning();
    expect(await findAccountByMobile(t.db, t.eventId, { phoneCode: '91', mobile: '9100000001' })).toMatchObject({ kind: 'user' });
    expect(await findAccountByMobile(t.db, other!.id, { phoneCode: '91', mobile: '9100000001' })).toBeUndefined();
    expect(await findAccountByMobile(t.db, t.eventId, { phoneCode: '1', mobile: '9100000001' })).toBeUndefined();
  });

  it('a team member added by hand signs in to the same exhibitor, with a user created once', async () => {
    const owner = await createAccount(t.db, { eventId: t.eventId, firstName: 'Ravi', lastName: 'Iyer', phone: { phoneCode: '91', mobile: '9100000002' } });
    const [member] = await t.db
      .insert(teamMembers)
      .values({ exhibitorId: owner.exhibitorId, fullName: 'Meera  K Das', phoneCode: '+91', authenticationId: '91000 00003' })
      .returning();
    const phone = { phoneCode: '91', mobile: '9100000003' };
    const account = await findAccountByMobile(t.db, t.eventId, phone);
    expect(account).toEqual({ kind: 'member', memberId: member!.id, exhibitorId: owner.exhibitorId, fullName: 'Meera  K Das', emailId: null });
    const [a, b] = await Promise.all([ensureUser(t.db, t.eventId, phone, account!), ensureUser(t.db, t.eventId, phone, account!)]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ exhibitorId: owner.exhibitorId, firstName: 'Meera', lastName: 'K Das', phoneCode: '91', mobile: '9100000003' });
    const [linked] = await t.db.select().from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(linked!.userId).toBe(a.id);
    expect((await t.db.select().from(users).where(eq(users.mobile, '9100000003'))).length).toBe(1);
    expect(await findAccountByMobile(t.db, t.eventId, phone)).toMatchObject({ kind: 'user', user: { id: a.id } });
  });

  it('a member without a number never matches an empty number', async () => {
    const owner = await createAccount(t.db, { eventId: t.eventId, firstName: 'No', lastName: 'Phone', email: 'nophone@example.test' });
    await t.db.insert(teamMembers).values({ exhibitorId: owner.exhibitorId, fullName: 'Nobody' });
    expect(await findAccountByMobile(t.db, t.eventId, { phoneCode: '91', mobile: '' })).toBeUndefined();
  });
});
