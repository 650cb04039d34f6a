// Who follows a lead up (leads.owner_id): a member of the company's team with an account, that is
// a team_members row of the company with a user_id. An invitee who never signed in has no account
// and cannot own a lead; a removed member has neither row nor account. Hand-overs are written to the
// activity log as who handed which lead to whom.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { activityLog, teamMembers, users } from '../db/schema/all-tables.ts';
import { capturerName } from './lead-reads.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { ApiError } from '../http/api-error.ts';
import { leadName } from './lead-request.ts';

/** A member who can own leads: their account and the name lead answers show for it. */
export interface OwnerAccount {
  userId: string;
  name: string;
}

export const OWNER_MESSAGES = {
  unknownMember: 'Choose a member of your team who has signed in: this person is not on the team, was removed, or has not accepted the invitation yet.',
  staffTakesOnly: 'Booth staff can only take a lead nobody owns, for themselves. Ask the company owner or an admin to hand this lead on.',
} as const;

/** The 400 for a `userId` that names no member who can own leads; nothing has changed when it is thrown. */
export const unknownMember = (): ApiError => new ApiError(400, OWNER_MESSAGES.unknownMember, [{ path: '/userId', message: OWNER_MESSAGES.unknownMember }]);

/**
 * The company's member with the account `userId`, or null. The member's row is share-locked until
 * the transaction ends, so a removal of that member (which locks the row to delete it, and hands
 * their leads on first) waits for this hand-over, or this one finds the member gone.
 */
export async function ownerAccount(tx: Executor, exhibitorId: string, userId: string): Promise<OwnerAccount | null> {
  const [member] = await tx
    .select({ userId: users.id, name: capturerName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.exhibitorId, exhibitorId), eq(teamMembers.userId, userId), isNotNull(teamMembers.userId)))
    .limit(1)
    .for('share', { of: teamMembers });
  return member ? { userId: member.userId, name: member.name.trim() || 'a team member' } : null;
}

/** "Asha Rao handed Vikram Mehta to Ravi Kumar"; "Meera Iyer took Vikram Mehta" when the caller takes it. */
export function handOverSummary(actor: Pick<AuthContext, 'name' | 'userId'>, leadFullName: string, to: OwnerAccount): string {
  const lead = leadName(leadFullName);
  return to.userId === actor.userId ? `${actor.name} took ${lead}` : `${actor.name} handed ${lead} to ${to.name}`;
}

/** Rows per INSERT of activity entries: well under PostgreSQL's 65,535 parameters per statement. */
const ENTRY_CHUNK = 1000;

/** One activity entry per lead handed over (action `lead.owner`), in the hand-over's transaction. */
export async function recordHandOvers(
  tx: Executor,
  actor: Pick<AuthContext, 'exhibitorId' | 'userId' | 'name'>,
  handed: ReadonlyArray<{ id: string; fullName: string }>,
  to: OwnerAccount,
): Promise<void> {
  const rows = handed.map((lead) => ({
    exhibitorId: actor.exhibitorId,
    actorUserId: actor.userId,
    actorName: actor.name,
    category: 'leads' as const,
    action: 'lead.owner',
    summary: handOverSummary(actor, lead.fullName, to),
    subjectId: lead.id,
  }));
  for (let start = 0; start < rows.length; start += ENTRY_CHUNK) await tx.insert(activityLog).values(rows.slice(start, start + ENTRY_CHUNK));
}

/** "Vikram Mehta is now Ravi Kumar's lead." */
export const nowOwnedMessage = (leadFullName: string, to: OwnerAccount): string => `${leadName(leadFullName)} is now ${to.name}'s lead.`;

/** "1 lead is now Ravi Kumar's", "3 leads are now Ravi Kumar's". */
export const bulkOwnedMessage = (count: number, to: OwnerAccount): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'lead is' : 'leads are'} now ${to.name}'s`;
