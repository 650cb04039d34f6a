// Handing leads on, called as the handlers call it, against a real database (PGlite) and without
// HTTP: who may hand which lead to whom, what a hand-over writes and what it leaves alone. The
// status codes on the wire and the webhooks stay in server/handlers/lead-owners.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, teamMembers, users } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { Role } from '../../src/rules/roles.ts';
import { addMember } from '../team/member-changes.ts';
import { activitySummaries } from '../testing/activity-entries.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { OWNER_MESSAGES } from './lead-owner.ts';
import { handOverLead, handOverLeads } from './lead-hand-over.ts';

const testDb = useAuthTestDb('pglite');
let mobile = 9_500_000_000;

/** A member of the owner's company who has signed in (a team row with an account), as that member's caller. */
async function signedInMember(owner: AuthContext, fullName: string, role: Role): Promise<AuthContext> {
  const member = await addMember(testDb.db, owner, { fullName, authenticationId: String(mobile++), phoneCode: '91' }, role);
  const [user] = await testDb.db.insert(users).values({ eventId: owner.eventId, exhibitorId: owner.exhibitorId, firstName: fullName }).returning();
  await testDb.db.update(teamMembers).set({ userId: user!.id, joinedAt: new Date() }).where(eq(teamMembers.id, member.id));
  return { ...owner, userId: user!.id, memberId: member.id, role, name: fullName };
}

async function leadOf(owner: AuthContext, fullName: string, ownerId: string | null): Promise<string> {
  const [row] = await testDb.db.insert(leads).values({ exhibitorId: owner.exhibitorId, fullName, source: 'manual', ownerId }).returning({ id: leads.id });
  return row!.id;
}

const ownerIdOf = async (id: string) => (await testDb.db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]?.ownerId;

const handOversOf = (auth: AuthContext) => activitySummaries(testDb.db, auth.exhibitorId, 'lead.owner');

describe('lead hand-over', () => {
  it('hands a lead to a member with one log entry, and writes nothing when the member owns it already', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Hand One', 'Asha Rao');
    const ravi = await signedInMember(owner, 'Ravi Kumar', 'staff');
    const id = await leadOf(owner, 'Vikram Mehta', owner.userId);
    const handed = await handOverLead(testDb.db, { ...owner, id }, ravi.userId);
    expect(handed).toMatchObject({ changed: true, to: { userId: ravi.userId, name: 'Ravi Kumar' }, lead: { _id: id } });
    expect(await ownerIdOf(id)).toBe(ravi.userId);
    const again = await handOverLead(testDb.db, { ...owner, id }, ravi.userId);
    expect(again.changed).toBe(false);
    expect(await handOversOf(owner)).toEqual(['Asha Rao handed Vikram Mehta to Ravi Kumar']);
  });

  it('lets booth staff take only a lead nobody owns, for themselves', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Hand Two');
    const staff = await signedInMember(owner, 'Meera Iyer', 'staff');
    const owned = await leadOf(owner, 'Owned Lead', owner.userId);
    await expect(handOverLead(testDb.db, { ...staff, id: owned }, staff.userId)).rejects.toMatchObject({ status: 403, message: OWNER_MESSAGES.staffTakesOnly });
    const free = await leadOf(owner, 'Free Lead', null);
    await expect(handOverLead(testDb.db, { ...staff, id: free }, owner.userId)).rejects.toMatchObject({ status: 403, message: OWNER_MESSAGES.staffTakesOnly });
    expect(await ownerIdOf(owned)).toBe(owner.userId);
    expect(await ownerIdOf(free)).toBeNull();
    await handOverLead(testDb.db, { ...staff, id: free }, staff.userId);
    expect(await ownerIdOf(free)).toBe(staff.userId);
  });

  it("refuses a member of another company and another company's lead, and changes nothing", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Hand Three');
    const stranger = await ownerOfNewCompany(testDb, 'Hand Four');
    const id = await leadOf(owner, 'Kept Lead', owner.userId);
    await expect(handOverLead(testDb.db, { ...owner, id }, stranger.userId)).rejects.toMatchObject({ status: 400, message: OWNER_MESSAGES.unknownMember });
    await expect(handOverLead(testDb.db, { ...stranger, id }, stranger.userId)).rejects.toMatchObject({ status: 404 });
    await expect(handOverLeads(testDb.db, stranger, [id], stranger.userId)).rejects.toMatchObject({ status: 404 });
    expect(await ownerIdOf(id)).toBe(owner.userId);
    expect(await handOversOf(owner)).toEqual([]);
  });

  it("hands many leads at once: another company's ids are left out, and only the leads that change owner are handed", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Hand Five');
    const stranger = await ownerOfNewCompany(testDb, 'Hand Six');
    const admin = await signedInMember(owner, 'Isha Gill', 'admin');
    const mine = await leadOf(owner, 'First Lead', owner.userId);
    const theirsAlready = await leadOf(owner, 'Second Lead', admin.userId);
    const foreign = await leadOf(stranger, 'Foreign Lead', stranger.userId);
    const outcome = await handOverLeads(testDb.db, owner, [mine, theirsAlready, foreign], admin.userId);
    expect(outcome.found).toEqual(new Set([mine, theirsAlready]));
    expect(outcome.handed).toEqual([mine]);
    expect(await ownerIdOf(foreign)).toBe(stranger.userId);
    expect(await handOversOf(owner)).toHaveLength(1);
  });
});
