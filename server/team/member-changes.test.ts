// The team's rules called as the handlers call them, against a real database (PGlite) and without
// HTTP: who may touch which row, what a removal and a transfer of ownership write. The role matrix
// and the answers' status codes stay in server/handlers/team*.test.ts and tests/roles.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, teamMembers } from '../db/schema/all-tables.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { addMember, deleteMember, revokeInvite, transferOwnership } from './member-changes.ts';
import { assertMayAssignRole, assertMayTouchRow, TEAM_MESSAGES } from './rules.ts';

const testDb = useAuthTestDb('pglite');
let mobile = 9_300_000_000;

describe('team rules', () => {
  it("keep the owner's row the owner's, the owner role unassignable and one's own role unchanged", () => {
    const admin = { memberId: 'admin-row', role: 'admin' as const };
    expect(() => assertMayTouchRow(admin, { id: 'owner-row', role: 'owner' })).toThrow(TEAM_MESSAGES.ownerRowIsOwners);
    expect(() => assertMayTouchRow(admin, { id: 'scanner-row', role: 'scanner' })).not.toThrow();
    expect(() => assertMayAssignRole(admin, 'owner')).toThrow(TEAM_MESSAGES.ownerNotAssignable);
    expect(() => assertMayAssignRole(admin, 'scanner', { id: 'admin-row', role: 'admin' })).toThrow(TEAM_MESSAGES.ownRole);
    expect(() => assertMayAssignRole(admin, 'admin', { id: 'scanner-row', role: 'scanner' })).not.toThrow();
  });
});

describe('team changes', () => {
  it('adds a member with its activity entry, and revokes the invitation of one who has not joined', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Team One');
    const added = await addMember(testDb.db, owner, { fullName: 'Ravi Nair', authenticationId: String(mobile++), phoneCode: '91' }, 'scanner');
    expect(added).toMatchObject({ fullName: 'Ravi Nair', role: 'scanner', isParentExhibitor: false, exhibitorId: owner.exhibitorId });
    await revokeInvite(testDb.db, { ...owner, id: added.id });
    expect(await testDb.db.select().from(teamMembers).where(eq(teamMembers.id, added.id))).toEqual([]);
    const actions = await testDb.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.exhibitorId, owner.exhibitorId));
    expect(actions.map((entry) => entry.action).filter((action) => action.startsWith('team.')).sort()).toEqual(['team.create', 'team.revoke']);
  });

  it('never removes the owner, and gives ownership only to an admin who has joined', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Team Two');
    await expect(deleteMember(testDb.db, { ...owner, id: owner.memberId })).rejects.toMatchObject({ status: 409, message: 'The account owner cannot be removed.' });
    const admin = await addMember(testDb.db, owner, { fullName: 'Isha Gill', authenticationId: String(mobile++), phoneCode: '91' }, 'admin');
    await expect(transferOwnership(testDb.db, { ...owner, id: admin.id })).rejects.toMatchObject({ status: 409, message: TEAM_MESSAGES.transferTarget });
    await testDb.db.update(teamMembers).set({ joinedAt: new Date() }).where(eq(teamMembers.id, admin.id));
    const promoted = await transferOwnership(testDb.db, { ...owner, id: admin.id });
    expect(promoted).toMatchObject({ id: admin.id, role: 'owner', isParentExhibitor: true });
    const [former] = await testDb.db.select().from(teamMembers).where(eq(teamMembers.id, owner.memberId));
    expect(former).toMatchObject({ role: 'admin', isParentExhibitor: false });
  });

  it("answers 404 for another company's member", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Team Three');
    const stranger = await ownerOfNewCompany(testDb, 'Team Four');
    await expect(deleteMember(testDb.db, { ...stranger, id: owner.memberId })).rejects.toMatchObject({ status: 404, message: 'Team member not found' });
  });
});
