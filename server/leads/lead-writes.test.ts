// The lead record's writes called as the handlers call them, against a real database (PGlite) and
// without HTTP: what each writes, logs and refuses. What the HTTP layer adds (status codes, the
// contract's validation, roles) stays in server/handlers/leads*.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, leads } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { createLead, deleteLead, exportLeads, updateLead } from './lead-writes.ts';

const testDb = useAuthTestDb('pglite');

const activitiesOf = (auth: AuthContext) =>
  testDb.db.select({ action: activityLog.action, summary: activityLog.summary }).from(activityLog).where(eq(activityLog.exhibitorId, auth.exhibitorId));

describe('lead writes', () => {
  it('creates a lead owned by whoever adds it, with its activity entry, and offers a repeated e-mail as a duplicate or merges it', async () => {
    const auth = await ownerOfNewCompany(testDb, 'Writes One');
    const first = await createLead(testDb.db, auth, { fullName: 'Kiran Bose', emailId: 'kiran@example.com' }, { rating: 4 }, false);
    expect(first).toMatchObject({ kind: 'created', lead: { user: { fullName: 'Kiran Bose' }, rating: 4 } });
    const [row] = await testDb.db.select().from(leads).where(eq(leads.exhibitorId, auth.exhibitorId));
    expect(row).toMatchObject({ source: 'manual', capturedBy: auth.userId, ownerId: auth.userId });

    const again = await createLead(testDb.db, auth, { fullName: 'K. Bose', emailId: 'kiran@example.com' }, {}, false);
    expect(again.kind).toBe('duplicates');
    expect(again.kind === 'duplicates' && again.duplicates.map((duplicate) => duplicate.lead._id)).toEqual([row!.id]);

    const merged = await createLead(testDb.db, auth, { fullName: 'Kiran Bose', emailId: 'kiran@example.com', companyName: 'Bose Labs' }, {}, true);
    expect(merged).toMatchObject({ kind: 'merged', lead: { _id: row!.id } });
    expect(await testDb.db.select().from(leads).where(eq(leads.exhibitorId, auth.exhibitorId))).toHaveLength(1);
    expect((await activitiesOf(auth)).map((entry) => entry.action)).toContain('lead.create');
  });

  it('logs and reports only what an update really changes', async () => {
    const auth = await ownerOfNewCompany(testDb, 'Writes Two');
    const made = await createLead(testDb.db, auth, { fullName: 'Lena Roy', status: 'New' }, {}, false);
    const id = made.kind === 'created' ? made.lead._id : '';
    const same = await updateLead(testDb.db, auth, id, { status: 'New' }, {});
    expect(same.changed).toBe(false);
    const changed = await updateLead(testDb.db, auth, id, { status: 'Contacted' }, { rating: 5 });
    expect(changed).toMatchObject({ changed: true, lead: { status: 'Contacted', rating: 5 } });
    const updates = (await activitiesOf(auth)).filter((entry) => entry.action === 'lead.update');
    expect(updates.map((entry) => entry.summary)).toEqual(['Changed status, rating of lead Lena Roy']);
  });

  it("answers 404 for another company's lead and changes nothing", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Writes Three');
    const stranger = await ownerOfNewCompany(testDb, 'Writes Four');
    const made = await createLead(testDb.db, owner, { fullName: 'Omar Ali' }, {}, false);
    const id = made.kind === 'created' ? made.lead._id : '';
    await expect(updateLead(testDb.db, stranger, id, { status: 'Lost' }, {})).rejects.toMatchObject({ status: 404, message: 'Lead not found' });
    await expect(deleteLead(testDb.db, stranger, id, true)).rejects.toMatchObject({ status: 404 });
    const [row] = await testDb.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ fullName: 'Omar Ali' });
    expect(row!.status).not.toBe('Lost');
  });

  it('deletes a lead, returning it for the webhooks only when someone listens, and logs the delete and the export', async () => {
    const auth = await ownerOfNewCompany(testDb, 'Writes Five');
    const ids = [];
    for (const fullName of ['Ana Paul', 'Ben Cruz']) {
      const made = await createLead(testDb.db, auth, { fullName }, {}, false);
      ids.push(made.kind === 'created' ? made.lead._id : '');
    }
    expect(await deleteLead(testDb.db, auth, ids[0]!, false)).toEqual([]);
    const snapshots = await deleteLead(testDb.db, auth, ids[1]!, true);
    expect(snapshots.map((lead) => lead.user.fullName)).toEqual(['Ben Cruz']);
    expect(await testDb.db.select().from(leads).where(and(eq(leads.exhibitorId, auth.exhibitorId)))).toEqual([]);
    expect(await exportLeads(testDb.db, auth)).toEqual([]);
    const actions = (await activitiesOf(auth)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'lead.delete')).toHaveLength(2);
    expect(actions).toContain('lead.export');
  });
});
