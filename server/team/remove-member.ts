import { and, eq, or } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { teamMembers, users } from '../db/schema/index.ts';
import type { TeamMemberRow } from '../handlers/mappers/team-member.ts';

/** Deletes a member and the account they sign in with (its sessions cascade). */
export async function removeMember(tx: Transaction, current: TeamMemberRow, eventId: string): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.id, current.id));
  // The person's account goes too, or they could still sign in.
  const linked = [];
  if (current.userId) linked.push(eq(users.id, current.userId));
  if (current.authenticationId) {
    linked.push(and(eq(users.phoneCode, current.phoneCode), eq(users.mobile, current.authenticationId)));
  }
  if (linked.length > 0) {
    await tx
      .delete(users)
      .where(and(eq(users.eventId, eventId), eq(users.exhibitorId, current.exhibitorId), or(...linked)));
  }
}
