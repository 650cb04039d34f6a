import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../auth/accounts.ts';
import { useAuthTestDb, type TestDbKind } from '../testing/sign-in-database.ts';
import { exhibitors, leads } from '../db/schema/all-tables.ts';
import { readLead } from './lead-answer.ts';
import { applyQualification } from './qualification.ts';

// What scanBadge relies on: applyQualification in the caller's transaction, readLead afterwards.
describe.each<TestDbKind>(['pglite', 'postgres'])('applyQualification and readLead on %s', (kind) => {
  const t = useAuthTestDb(kind);

  async function setUp(mobile: string) {
    const user = await createAccount(t.db, { eventId: t.eventId, firstName: 'Scan', lastName: 'Member', phone: { phoneCode: '91', mobile } });
    await t.db
      .update(exhibitors)
      .set({ leadQuestions: [{ name: 'budget', type: 'select', label: 'Budget', options: [{ value: 'Low', label: 'Low' }] }] })
      .where(eq(exhibitors.id, user.exhibitorId));
    const [lead] = await t.db.insert(leads).values({ exhibitorId: user.exhibitorId, fullName: 'Badge Person', source: 'booth_scan' }).returning({ id: leads.id });
    return { user, leadId: lead!.id };
  }

  it('applies the qualification and appends a note by the member, in one transaction', async () => {
    const { user, leadId } = await setUp('9000000031');
    const changed = await t.db.transaction((tx) =>
      applyQualification(tx, { leadId, userId: user.id, exhibitorId: user.exhibitorId }, { priority: 'high', rating: 5, tags: ['Hot'], answers: { budget: 'Low' }, appendNote: 'Wants a quote' }),
    );
    expect(changed).toEqual(['priority', 'rating', 'tags', 'answers', 'note']);
    const lead = await readLead(t.db, leadId);
    expect(lead).toMatchObject({ priority: 'high', rating: 5, tags: ['Hot'], answers: { budget: 'Low' }, notes: [{ text: 'Wants a quote', author: { userId: user.id, name: 'Scan Member' } }] });
  });

  it('refuses bad answers with pointers under /qualification (a scan body), and a lead of another company as not found', async () => {
    const { user, leadId } = await setUp('9000000032');
    const other = await setUp('9000000033');
    await expect(
      t.db.transaction((tx) => applyQualification(tx, { leadId, userId: user.id, exhibitorId: user.exhibitorId }, { answers: { budget: 'High' } })),
    ).rejects.toMatchObject({ status: 400, errors: [{ path: '/qualification/answers/budget' }] });
    await expect(
      t.db.transaction((tx) => applyQualification(tx, { leadId: other.leadId, userId: user.id, exhibitorId: user.exhibitorId }, { rating: 1 })),
    ).rejects.toMatchObject({ status: 404 });
    expect((await readLead(t.db, other.leadId)).rating).toBeNull();
  });
});
