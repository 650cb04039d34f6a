import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_EXHIBITOR, DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, leads, teamMembers } from '../db/schema/all-tables.ts';
import { OWNER_MESSAGES } from '../leads/lead-owner.ts';
import { refusalMessage } from '../../src/rules/roles.ts';
import { dbKinds, expectRefusedUnchanged, signInExhibitor, snapshot, unknownId, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// Handing leads on: owners and admins give any lead to any member who has an account, one lead or
// many; booth staff only take a lead nobody owns; a removed or unknown member is refused and nothing
// changes; a lead scanner then sees and edits exactly the leads they own. Removing a member hands
// their leads to the company's owner.

const LEAVER = { fullName: 'Ravi Kumar', authenticationId: '9811188800' };

describe.each(dbKinds)('lead owners on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const state = async () => ({ leads: await snapshot(api.db, leads), activity: await snapshot(api.db, activityLog) });
  const addLead = async (who: SignedInExhibitor, fullName: string): Promise<string> => {
    const answer = await who.call('POST', '/api/leads', { person: { fullName } });
    expect(answer.status).toBe(201);
    return answer.body.data._id as string;
  };
  const ownerOf = async (id: string) => (await api.db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]?.ownerId;
  const handOvers = async (subjectId: string) =>
    (await api.db.select().from(activityLog).where(and(eq(activityLog.action, 'lead.owner'), eq(activityLog.subjectId, subjectId))).orderBy(asc(activityLog.createdAt))).map(
      (entry) => entry.summary,
    );
  const assign = (who: SignedInExhibitor, id: string, userId: string) => who.call('POST', `/api/leads/${id}/owner`, { userId });
  const sees = async (who: SignedInExhibitor) => (await who.call('GET', '/api/leads')).body.data.map((lead: { _id: string }) => lead._id);

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
  });

  it('the owner hands a lead to a member: the answer, the log’s who-what-whom, and the lead in the scanner’s hands', async () => {
    const id = await addLead(api.acme, 'Vikram Mehta');
    expect(await ownerOf(id)).toBe(api.acme.user._id);
    const handed = await assign(api.acme, id, scanner.user._id);
    expect(handed.status).toBe(200);
    expect(handed.body.message).toBe(`Vikram Mehta is now ${DEMO_TEAM[2].fullName}'s lead.`);
    expect(handed.body.data.owner).toEqual({ userId: scanner.user._id, name: DEMO_TEAM[2].fullName });
    // The capturer stays who captured it.
    expect(handed.body.data.capturedBy.userId).toBe(api.acme.user._id);
    expect(await handOvers(id)).toEqual([`Asha Rao handed Vikram Mehta to ${DEMO_TEAM[2].fullName}`]);

    // The scanner now sees and edits it; handed on again, it is as missing to them as any other.
    expect(await sees(scanner)).toContain(id);
    expect((await scanner.call('PUT', `/api/leads/${id}`, { status: 'contacted' })).status).toBe(200);
    expect((await assign(api.acme, id, staff.user._id)).status).toBe(200);
    expect(await sees(scanner)).not.toContain(id);
    expect((await scanner.call('PUT', `/api/leads/${id}`, { status: 'mine' })).status).toBe(404);
    // Handing a lead to its own owner again changes nothing and logs nothing.
    const before = await state();
    expect((await assign(api.acme, id, staff.user._id)).status).toBe(200);
    expect(await state()).toEqual(before);
  });

  it('refuses a member who is unknown, of another company, removed or never signed in, and changes nothing', async () => {
    const id = await addLead(api.acme, 'Refused Hand-over');
    const [invitee] = await api.db
      .insert(teamMembers)
      .values({ exhibitorId: api.acme.exhibitorId, companyName: DEMO_EXHIBITOR.name, fullName: 'Never Signed In', authenticationId: '9811188801' })
      .returning();
    expect(invitee!.userId).toBeNull();
    for (const userId of [unknownId, api.borealis.user._id, invitee!.id]) {
      const answer = await expectRefusedUnchanged(state, () => assign(api.acme, id, userId), 400, OWNER_MESSAGES.unknownMember);
      expect(answer.body.errors).toEqual([{ path: '/userId', message: OWNER_MESSAGES.unknownMember }]);
      await expectRefusedUnchanged(state, () => api.acme.call('POST', '/api/leads/bulk-owner', { ids: [id], userId }), 400, OWNER_MESSAGES.unknownMember);
    }
    // Another company's lead is as missing as an unknown one.
    await expectRefusedUnchanged(state, () => assign(api.borealis, id, api.borealis.user._id), 404, 'Lead not found');
    await expectRefusedUnchanged(state, () => api.borealis.call('POST', '/api/leads/bulk-owner', { ids: [id], userId: api.borealis.user._id }), 404);
  });

  it('booth staff take a lead nobody owns, for themselves only; a scanner may not assign at all', async () => {
    const unowned = await addLead(api.acme, 'Nobody’s Lead');
    await api.db.update(leads).set({ ownerId: null }).where(eq(leads.id, unowned));
    const owned = await addLead(api.acme, 'Asha’s Lead');
    await expectRefusedUnchanged(state, () => assign(staff, unowned, scanner.user._id), 403, OWNER_MESSAGES.staffTakesOnly);
    await expectRefusedUnchanged(state, () => assign(staff, owned, staff.user._id), 403, OWNER_MESSAGES.staffTakesOnly);
    await expectRefusedUnchanged(state, () => assign(scanner, unowned, scanner.user._id), 403, refusalMessage(['owner', 'admin', 'staff']));
    await expectRefusedUnchanged(state, () => staff.call('POST', '/api/leads/bulk-owner', { ids: [unowned], userId: staff.user._id }), 403, refusalMessage(['owner', 'admin']));

    const taken = await assign(staff, unowned, staff.user._id);
    expect(taken.status).toBe(200);
    expect(taken.body.data.owner.userId).toBe(staff.user._id);
    expect(await handOvers(unowned)).toEqual([`${DEMO_TEAM[1].fullName} took Nobody’s Lead`]);
  });

  it('hands many leads at once, one log entry each; unknown ids come back, and none of the company’s is a 404', async () => {
    const ids = [await addLead(api.acme, 'Bulk One'), await addLead(api.acme, 'Bulk Two'), await addLead(staff, 'Bulk Three')];
    const answer = await api.acme.call('POST', '/api/leads/bulk-owner', { ids: [...ids, unknownId], userId: scanner.user._id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: `3 leads are now ${DEMO_TEAM[2].fullName}'s`, data: { changed: 3, notFoundIds: [unknownId] } });
    const rows = await api.db.select({ ownerId: leads.ownerId }).from(leads).where(inArray(leads.id, ids));
    expect(rows.map((row) => row.ownerId)).toEqual(ids.map(() => scanner.user._id));
    for (const [index, id] of ids.entries()) expect(await handOvers(id)).toEqual([`Asha Rao handed Bulk ${['One', 'Two', 'Three'][index]} to ${DEMO_TEAM[2].fullName}`]);
    await expectRefusedUnchanged(state, () => api.acme.call('POST', '/api/leads/bulk-owner', { ids: [unknownId], userId: scanner.user._id }), 404, 'None of these leads were found');
  });

  it('removing a member hands their leads to the company’s owner, and the log says how many went to whom', async () => {
    const [row] = await api.db.insert(teamMembers).values({ exhibitorId: api.acme.exhibitorId, companyName: DEMO_EXHIBITOR.name, role: 'staff', ...LEAVER }).returning();
    const leaver = await signInExhibitor(api.url, LEAVER.authenticationId);
    const theirs = [await addLead(leaver, 'Leaver One'), await addLead(leaver, 'Leaver Two')];
    const removed = await api.acme.call('DELETE', `/api/team-members/${row!.id}`);
    expect(removed.status).toBe(200);
    for (const id of theirs) expect(await ownerOf(id)).toBe(api.acme.user._id);
    const [entry] = await api.db.select().from(activityLog).where(and(eq(activityLog.action, 'lead.owner'), eq(activityLog.subjectId, row!.id)));
    expect(entry).toMatchObject({ category: 'leads', actorName: 'Asha Rao', summary: `Asha Rao removed ${LEAVER.fullName}: handed ${LEAVER.fullName}'s 2 leads to Asha Rao` });
    // The lead answers show the owner; nothing is left pointing at the removed account.
    const listed = (await api.acme.call('GET', '/api/leads')).body.data.filter((lead: { _id: string }) => theirs.includes(lead._id));
    expect(listed.map((lead: { owner: { userId: string } }) => lead.owner.userId)).toEqual([api.acme.user._id, api.acme.user._id]);
  });
});
