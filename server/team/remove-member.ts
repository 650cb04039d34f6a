// Removing a member from the team: their row and the account they sign in with (its sessions
// cascade). The leads they followed up are handed to the company's owner first, in the same
// transaction, so no lead is left without anyone to call back (the owner hands them on from there);
// the activity log names how many went to whom.
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { activityLog, leads, teamMembers, users } from '../db/schema/all-tables.ts';
import type { TeamMemberRow } from './team-member-mapper.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { LeadEvents } from '../context/lead-events.ts';
import { capturerName } from '../leads/lead-reads.ts';
import { leadCount } from '../leads/lead-request.ts';

/** The leads a removal handed on, for the webhooks once it has committed. */
export interface HandedLeads {
  exhibitorId: string;
  leadIds: string[];
}

/** Who removes the member: the actor of the activity entries. */
type Remover = Pick<AuthContext, 'exhibitorId' | 'userId' | 'name'>;

/** The company owner's account and name, unless it is one of `leaving`. */
async function companyOwner(tx: Transaction, exhibitorId: string, leaving: readonly string[]) {
  const [owner] = await tx
    .select({ userId: users.id, name: capturerName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.exhibitorId, exhibitorId), eq(teamMembers.role, 'owner'), ...leaving.map((id) => ne(users.id, id))))
    .limit(1);
  return owner ?? null;
}

/** Gives the leads `accounts` own to the company's owner; none when the company has no owner with an account. */
async function handLeadsToOwner(tx: Transaction, current: TeamMemberRow, accounts: readonly string[], by: Remover): Promise<string[]> {
  if (accounts.length === 0) return [];
  const owner = await companyOwner(tx, current.exhibitorId, accounts);
  const theirs = and(eq(leads.exhibitorId, current.exhibitorId), inArray(leads.ownerId, [...accounts]))!;
  // Without an owner to take them, the leads are left unowned (the account's removal clears
  // owner_id), which is what "nobody follows it up" means; the log still says so.
  const handed = await tx
    .update(leads)
    .set({ ownerId: owner?.userId ?? null })
    .where(theirs)
    .returning({ id: leads.id });
  if (handed.length === 0) return [];
  const to = owner ? `to ${owner.name.trim() || 'the company owner'}` : 'to nobody (the company has no owner who has signed in)';
  await tx.insert(activityLog).values({
    exhibitorId: by.exhibitorId,
    actorUserId: by.userId,
    actorName: by.name,
    category: 'leads',
    action: 'lead.owner',
    summary: `${by.name} removed ${current.fullName}: handed ${current.fullName}'s ${leadCount(handed.length)} ${to}`,
    subjectId: current.id,
  });
  return handed.map((lead) => lead.id);
}

/**
 * Deletes a member and the account they sign in with, handing their leads to the company's owner
 * first. The caller holds the member's row locked (a hand-over to the member waits for it, or finds
 * the member gone).
 */
export async function removeMember(tx: Transaction, current: TeamMemberRow, eventId: string, by: Remover): Promise<HandedLeads> {
  // The person's account goes too, or they could still sign in.
  const linked = [];
  if (current.userId) linked.push(eq(users.id, current.userId));
  if (current.authenticationId) {
    linked.push(and(eq(users.phoneCode, current.phoneCode), eq(users.mobile, current.authenticationId)));
  }
  const accountsOf = and(eq(users.eventId, eventId), eq(users.exhibitorId, current.exhibitorId), or(...linked));
  const accounts = linked.length === 0 ? [] : (await tx.select({ id: users.id }).from(users).where(accountsOf)).map((account) => account.id);
  const leadIds = await handLeadsToOwner(tx, current, accounts, by);
  await tx.delete(teamMembers).where(eq(teamMembers.id, current.id));
  if (accounts.length > 0) await tx.delete(users).where(inArray(users.id, accounts));
  return { exhibitorId: current.exhibitorId, leadIds };
}

/** Reports the hand-over to the webhooks; call it once the removal has committed. */
export function announceHandOver(leadEvents: LeadEvents, handed: HandedLeads): void {
  if (handed.leadIds.length > 0) leadEvents.emit(handed.exhibitorId, 'lead.owner_changed', handed.leadIds);
}
