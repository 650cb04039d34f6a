import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { DEMO_EXHIBITOR, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, leads, teamMembers } from '../db/schema/all-tables.ts';
import { dbKinds, expectRefusedUnchanged, signInExhibitor, snapshot, unknownId, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// Leads under the team's roles: who captured and who owns each lead, a scanner's view of only the
// leads they own, the bulk, export and import operations, and the activity entry every change
// leaves. Handing leads on: lead-owners.test.ts.

const SECOND_SCANNER = { fullName: 'Ravi Kumar', authenticationId: '9811188899' };

describe.each(dbKinds)('leads under roles on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;
  let secondScanner: SignedInExhibitor;

  const leadState = () => snapshot(api.db, leads);
  const leadsAndActivity = async () => ({ leads: await leadState(), activity: await snapshot(api.db, activityLog) });

  /** The company's activity entries of one action, oldest first. */
  const activity = async (action: string) =>
    api.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.exhibitorId, api.acme.exhibitorId), eq(activityLog.action, action)))
      .orderBy(asc(activityLog.createdAt));

  const addLead = async (who: SignedInExhibitor, fullName: string): Promise<string> => {
    const answer = await who.call('POST', '/api/leads', { person: { fullName } });
    expect(answer.status).toBe(201);
    return answer.body.data._id as string;
  };

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    // A second lead scanner of the same company.
    await api.db.insert(teamMembers).values({ exhibitorId: api.acme.exhibitorId, companyName: DEMO_EXHIBITOR.name, role: 'scanner', ...SECOND_SCANNER });
    secondScanner = await signInExhibitor(api.url, SECOND_SCANNER.authenticationId);
  });

  it('records who captured a lead, who owns it (the capturer), and the activity entry with their name', async () => {
    const created = await scanner.call('POST', '/api/leads', { person: { fullName: 'Captured Once' } });
    expect(created.status).toBe(201);
    const person = { userId: scanner.user._id, name: DEMO_TEAM[2].fullName };
    expect(created.body.data).toMatchObject({ capturedBy: person, owner: person });
    const listed = await api.acme.call('GET', '/api/leads');
    const mine = listed.body.data.find((lead: { _id: string }) => lead._id === created.body.data._id);
    expect(mine).toMatchObject({ capturedBy: person, owner: person });
    // The seeded leads are their capturers' (the owner's, the staff member's) but one, which nobody owns.
    const seeded = listed.body.data.filter((lead: { _id: string }) => lead._id !== created.body.data._id);
    expect(seeded.filter((lead: { owner: unknown }) => lead.owner === null)).toHaveLength(1);
    for (const lead of seeded) expect(lead.capturedBy).toEqual(lead.owner);
    const [entry] = (await activity('lead.create')).filter((row) => row.subjectId === created.body.data._id);
    expect(entry).toMatchObject({ category: 'leads', summary: 'Added lead Captured Once', actorName: DEMO_TEAM[2].fullName });
  });

  it('shows each scanner only the leads they own, and refuses another scanner’s lead as missing', async () => {
    const first = await addLead(scanner, 'First scanner lead');
    const second = await addLead(secondScanner, 'Second scanner lead');
    const ids = async (who: SignedInExhibitor) => (await who.call('GET', '/api/leads')).body.data.map((lead: { _id: string }) => lead._id);
    const firstSees = await ids(scanner);
    const secondSees = await ids(secondScanner);
    expect(firstSees).toContain(first);
    expect(firstSees).not.toContain(second);
    expect(secondSees).toEqual([second]);
    // The owner and staff see both.
    expect(await ids(api.acme)).toEqual(expect.arrayContaining([first, second]));
    expect(await ids(staff)).toEqual(expect.arrayContaining([first, second]));

    // Another scanner's lead, or a seeded one, answers as a missing row and changes nothing.
    const seeded = (await api.acme.call('GET', '/api/leads')).body.data.find((lead: { owner: unknown }) => lead.owner === null)._id;
    for (const id of [second, seeded]) {
      await expectRefusedUnchanged(leadsAndActivity, () => scanner.call('PUT', `/api/leads/${id}`, { status: 'stolen' }), 404, 'Lead not found');
    }
    // Their own lead they may edit.
    const edited = await scanner.call('PUT', `/api/leads/${first}`, { status: 'contacted', priority: 'high' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'contacted', priority: 'high' });
    const [entry] = (await activity('lead.update')).filter((row) => row.subjectId === first);
    expect(entry?.summary).toBe('Changed priority, status of lead First scanner lead');
  });

  it('refuses staff the export, bulk delete, import and delete with the refusal message, changing nothing', async () => {
    const id = await addLead(api.acme, 'Kept lead');
    const message = 'Only the company owner or an admin can do this.';
    await expectRefusedUnchanged(leadsAndActivity, () => staff.call('GET', '/api/leads/export'), 403, message);
    await expectRefusedUnchanged(leadsAndActivity, () => staff.call('POST', '/api/leads/bulk-delete', { ids: [id] }), 403, message);
    await expectRefusedUnchanged(leadsAndActivity, () => staff.call('POST', '/api/leads/import', { leads: [{ person: { fullName: 'Sneaked in' } }] }), 403, message);
    await expectRefusedUnchanged(leadsAndActivity, () => staff.call('DELETE', `/api/leads/${id}`), 403, message);
    // A scanner may not even change priorities in bulk.
    await expectRefusedUnchanged(
      leadsAndActivity,
      () => scanner.call('POST', '/api/leads/bulk-priority', { ids: [id], priority: 'low' }),
      403,
      'Your role does not allow this. Ask the company owner or an admin.',
    );
  });

  it('bulk-deletes the company’s leads, names the ids it did not find, and logs "Deleted N leads"', async () => {
    const ids = [await addLead(api.acme, 'Bulk one'), await addLead(api.acme, 'Bulk two')];
    const borealisLead = (await api.borealis.call('GET', '/api/leads')).body.data[0]._id as string;
    const answer = await api.acme.call('POST', '/api/leads/bulk-delete', { ids: [ids[0], unknownId, borealisLead, ids[1], ids[0]] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: '2 leads deleted', data: { changed: 2, notFoundIds: [unknownId, borealisLead] } });
    const remaining = (await api.acme.call('GET', '/api/leads')).body.data.map((lead: { _id: string }) => lead._id);
    expect(remaining).not.toContain(ids[0]);
    expect(remaining).not.toContain(ids[1]);
    expect((await api.borealis.call('GET', '/api/leads')).body.data.map((lead: { _id: string }) => lead._id)).toContain(borealisLead);
    expect((await activity('lead.bulk-delete')).map((row) => row.summary)).toEqual(['Deleted 2 leads']);
    // No lead of the company at all (unknown or another company's): 404, nothing changes, nothing is logged.
    for (const who of [api.acme, staff]) {
      const path = who === staff ? '/api/leads/bulk-priority' : '/api/leads/bulk-delete';
      const body = who === staff ? { ids: [unknownId, borealisLead], priority: 'low' } : { ids: [unknownId, borealisLead] };
      await expectRefusedUnchanged(leadsAndActivity, () => who.call('POST', path, body), 404, 'None of these leads were found');
    }
  });

  it('lets staff set one priority on several leads, naming the ids it did not find', async () => {
    const ids = [await addLead(scanner, 'Priority one'), await addLead(api.acme, 'Priority two')];
    const answer = await staff.call('POST', '/api/leads/bulk-priority', { ids: [...ids, unknownId], priority: 'low' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: '2 leads updated', data: { changed: 2, notFoundIds: [unknownId] } });
    const listed = (await api.acme.call('GET', '/api/leads')).body.data.filter((lead: { _id: string }) => ids.includes(lead._id));
    expect(listed.map((lead: { priority: string }) => lead.priority)).toEqual(['low', 'low']);
    const [entry] = await activity('lead.bulk-priority');
    expect(entry).toMatchObject({ category: 'leads', summary: 'Set priority Low on 2 leads', actorName: DEMO_TEAM[1].fullName });
  });

  it('exports every lead of the company for the owner and logs the export', async () => {
    const listed = await api.acme.call('GET', '/api/leads');
    const exported = await api.acme.call('GET', '/api/leads/export');
    expect(exported.status).toBe(200);
    expect(exported.body.data).toEqual(listed.body.data);
    const entries = await activity('lead.export');
    expect(entries.at(-1)).toMatchObject({ category: 'export', summary: `Exported ${listed.body.data.length} leads` });
  });

  it('imports rows in one transaction, refusing the whole file with per-row pointers', async () => {
    const good = { priority: 'high', status: 'new', person: { fullName: 'Imported Ann', emailId: 'ann@example.com' } };
    const refused = await expectRefusedUnchanged(
      leadsAndActivity,
      () => api.acme.call('POST', '/api/leads/import', { leads: [good, good, good, { person: { fullName: '   ' } }, { status: ' ', person: { fullName: 'B' } }] }),
      400,
      '2 of 5 leads could not be imported; nothing was imported',
    );
    expect(refused.body.errors).toEqual([
      { path: '/leads/3/person/fullName', message: 'must not be blank' },
      { path: '/leads/4/status', message: 'must not be blank' },
    ]);
    // The contract's own checks point into the row too.
    const badEmail = await api.acme.call('POST', '/api/leads/import', { leads: [good, { person: { fullName: 'C', emailId: 'not-an-email' } }] });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0].path).toBe('/leads/1/person/emailId');

    const before = (await api.acme.call('GET', '/api/leads')).body.data.length;
    const imported = await api.acme.call('POST', '/api/leads/import', {
      leads: [good, { person: { fullName: 'Imported Bo' } }, { person: { fullName: 'Imported Cy' }, remarks: 'From the sheet' }],
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ success: true, message: '3 leads imported', data: { imported: 3, merged: 0, skipped: 0 } });
    const after = (await api.acme.call('GET', '/api/leads')).body.data;
    expect(after).toHaveLength(before + 3);
    const ann = after.find((lead: { user: { fullName: string } }) => lead.user.fullName === 'Imported Ann');
    const asha = { userId: api.acme.user._id, name: 'Asha Rao' };
    expect(ann).toMatchObject({ priority: 'high', source: 'manual', user: { emailId: 'ann@example.com' }, capturedBy: asha, owner: asha });
    expect((await activity('lead.import')).map((row) => [row.category, row.summary])).toEqual([['import', 'Imported 3 leads']]);
  });

  it('logs a single delete with the lead’s name', async () => {
    const id = await addLead(api.acme, 'Short lived');
    expect((await api.acme.call('DELETE', `/api/leads/${id}`)).status).toBe(200);
    const [entry] = (await activity('lead.delete')).filter((row) => row.subjectId === id);
    expect(entry?.summary).toBe('Deleted lead Short lived');
  });
});
