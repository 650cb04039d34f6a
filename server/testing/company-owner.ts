// A new company at the test database's event and its owner, signed in as far as the domain cares:
// for domain tests that call a record's module without HTTP.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { addExhibitor } from '../exhibitors/exhibitor-details.ts';
import { COMMAND_LINE } from '../exhibitors/exhibitor-actor.ts';
import type { AuthTestDb } from './sign-in-database.ts';

let mobile = 9_400_000_000;

export async function ownerOfNewCompany(testDb: AuthTestDb, name: string, ownerName = 'Mira Das'): Promise<AuthContext> {
  const { db, eventId } = testDb;
  const company = await addExhibitor(db, eventId, { name, boothNumber: 'T-1', owner: { fullName: ownerName, mobile: String(mobile++) } }, COMMAND_LINE);
  const [user] = await db.select().from(users).where(eq(users.exhibitorId, company.id));
  return { userId: user!.id, exhibitorId: company.id, eventId, sessionId: 'session', memberId: company.owner.memberId, role: 'owner', name: ownerName };
}
