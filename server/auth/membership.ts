// A signed-in person's place in their company's team: the role every operation is checked against.
import { eq } from 'drizzle-orm';
import { teamMembers } from '../db/schema/all-tables.ts';
import type { Role } from '../../src/rules/roles.ts';
import type { Executor } from '../db/prepared.ts';

export interface Membership {
  memberId: string;
  role: Role;
}

/** The team row of a user; undefined once the member has been removed. */
export async function findMembership(db: Executor, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({ memberId: teamMembers.id, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row;
}
