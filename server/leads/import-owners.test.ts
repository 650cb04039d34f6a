// An import's Owner column on the server: the rows named get the member as owner, the rest the
// importer; an assignment that names no row, a row twice or nobody on the team refuses the file.
// Against a real database (PGlite), without HTTP.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, teamMembers, users } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { IMPORT_OWNER_MESSAGES } from './import-owners.ts';
import { importLeads } from './lead-import.ts';
import { OWNER_MESSAGES } from './lead-owner.ts';

const testDb = useAuthTestDb('pglite');

/** A staff member of the company who has signed in (an account linked to the member row). */
async function memberWithAccount(owner: AuthContext, fullName: string): Promise<string> {
  const [user] = await testDb.db
    .insert(users)
    .values({ eventId: owner.eventId, exhibitorId: owner.exhibitorId, firstName: fullName, email: `${fullName.toLowerCase().replace(' ', '.')}@example.com` })
    .returning({ id: users.id });
  await testDb.db.insert(teamMembers).values({ exhibitorId: owner.exhibitorId, userId: user!.id, fullName, role: 'staff', joinedAt: new Date() });
  return user!.id;
}

/** A row as the contract's defaults fill it in. */
const row = (fullName: string) => ({ priority: 'medium' as const, status: 'new', person: { fullName } });

const ownersOf = async (auth: AuthContext) =>
  Object.fromEntries((await testDb.db.select().from(leads).where(eq(leads.exhibitorId, auth.exhibitorId))).map((lead) => [lead.fullName, lead.ownerId]));

describe('import owners', () => {
  it('gives each row named its member, and the importer every other row', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Owners One');
    const ravi = await memberWithAccount(owner, 'Ravi Kumar');
    const rows = [row('Asha Rao'), row('Vikram Mehta')];
    const outcome = await importLeads(testDb.db, owner, rows, 'ask', [{ row: 1, userId: ravi }]);
    expect(outcome.kind).toBe('done');
    expect(await ownersOf(owner)).toEqual({ 'Asha Rao': owner.userId, 'Vikram Mehta': ravi });
  });

  it('refuses the whole file for an owner who is not on the team, a row past the last and a row named twice', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Owners Two');
    const stranger = await ownerOfNewCompany(testDb, 'Owners Three');
    const ravi = await memberWithAccount(owner, 'Ravi Menon');
    const rows = [row('Omar Ali'), row('Lena Roy')];
    const owners = [
      { row: 0, userId: stranger.userId },
      { row: 2, userId: ravi },
      { row: 1, userId: ravi },
      { row: 1, userId: ravi },
    ];
    await expect(importLeads(testDb.db, owner, rows, 'ask', owners)).rejects.toMatchObject({
      status: 400,
      errors: [
        { path: '/owners/0/userId', message: OWNER_MESSAGES.unknownMember },
        { path: '/owners/1/row', message: IMPORT_OWNER_MESSAGES.noSuchRow(2) },
        { path: '/owners/3/row', message: IMPORT_OWNER_MESSAGES.rowTwice },
      ],
    });
    expect(await ownersOf(owner)).toEqual({});
  });
});
