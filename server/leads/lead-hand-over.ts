// Handing leads on: one lead, or many at once, to a member of the company with an account
// (lead-owner.ts). Owners and admins give any lead of the company to any such member; booth staff
// may only take a lead nobody owns, for themselves. Each hand-over is one transaction with its
// activity entry; the caller reports the changed leads to the webhooks once it has committed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { leads } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import type { ApiLead } from './lead-mapper.ts';
import { readLead } from './lead-answer.ts';
import { noLeadOfTheCompany } from './lead-request.ts';
import { OWNER_MESSAGES, ownerAccount, recordHandOvers, unknownMember, type OwnerAccount } from './lead-owner.ts';

export interface HandedLead {
  lead: ApiLead;
  to: OwnerAccount;
  /** False when the lead was the member's already: nothing was written. */
  changed: boolean;
}

export interface HandedLeads {
  to: OwnerAccount;
  /** The named leads of the company, whoever owned them. */
  found: Set<string>;
  /** Those that changed owner. */
  handed: string[];
}

/** Hands the caller's lead `id` to the member with the account `userId`. */
export function handOverLead(db: Database, auth: AuthContext & { id: string }, userId: string): Promise<HandedLead> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, fullName: leads.fullName, ownerId: leads.ownerId })
      .from(leads)
      .where(and(eq(leads.id, auth.id), eq(leads.exhibitorId, auth.exhibitorId)))
      .for('update');
    if (!lead) throw notFound('Lead');
    // Booth staff take unowned leads; handing a lead on is the owner's and admins' call.
    if (auth.role === 'staff' && (userId !== auth.userId || (lead.ownerId !== null && lead.ownerId !== auth.userId))) {
      throw new ApiError(403, OWNER_MESSAGES.staffTakesOnly);
    }
    const to = await ownerAccount(tx, auth.exhibitorId, userId);
    if (!to) throw unknownMember();
    if (lead.ownerId === to.userId) return { lead: await readLead(tx, lead.id), to, changed: false };
    await tx.update(leads).set({ ownerId: to.userId }).where(eq(leads.id, lead.id));
    await recordHandOvers(tx, auth, [lead], to);
    return { lead: await readLead(tx, lead.id), to, changed: true };
  });
}

/** Hands the company's leads `ids` to the member with the account `userId`; ids of no lead of the company are left out. */
export function handOverLeads(db: Database, auth: AuthContext, ids: readonly string[], userId: string): Promise<HandedLeads> {
  return db.transaction(async (tx) => {
    const to = await ownerAccount(tx, auth.exhibitorId, userId);
    if (!to) throw unknownMember();
    const named = and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, [...ids]))!;
    // Locked in id order first, so two hand-overs of overlapping leads at once queue rather than deadlock.
    const found = await tx.select({ id: leads.id }).from(leads).where(named).orderBy(leads.id).for('update');
    if (found.length === 0) throw noLeadOfTheCompany();
    const handed = await tx
      .update(leads)
      .set({ ownerId: to.userId })
      .where(and(named, sql`${leads.ownerId} is distinct from ${to.userId}`))
      .returning({ id: leads.id, fullName: leads.fullName });
    await recordHandOvers(tx, auth, handed, to);
    return { to, found: new Set(found.map((row) => row.id)), handed: handed.map((row) => row.id) };
  });
}
