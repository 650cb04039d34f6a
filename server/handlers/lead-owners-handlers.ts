// Handing leads on (POST /leads/{id}/owner, POST /leads/bulk-owner). Owners and admins give any lead
// of the company to any member with an account (server/leads/lead-owner.ts); booth staff may only
// take a lead nobody owns, for themselves. A `userId` that names no such member answers 400 and
// changes nothing. Each hand-over is an activity entry (who handed which lead to whom), written in
// the hand-over's transaction, and `lead.owner_changed` for the webhooks once it has committed.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { leads } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { readLead } from '../leads/lead-answer.ts';
import { capitalised, distinctIds, noLeadOfTheCompany } from '../leads/lead-request.ts';
import { bulkOwnedMessage, nowOwnedMessage, OWNER_MESSAGES, ownerAccount, recordHandOvers, unknownMember } from '../leads/lead-owner.ts';
import { callerAndRowId, notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { ownedRow } from './owned-rows.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadOwnerHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async assignLeadOwner(request) {
      const auth = callerAndRowId(request, 'Lead');
      const userId = request.body.userId.toLowerCase();
      const outcome = await db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ id: leads.id, fullName: leads.fullName, ownerId: leads.ownerId })
          .from(leads)
          .where(ownedRow(leads, auth.id, auth.exhibitorId))
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
      if (outcome.changed) leadEvents.emit(auth.exhibitorId, 'lead.owner_changed', [outcome.lead._id]);
      return { success: true, message: nowOwnedMessage(outcome.lead.user.fullName, outcome.to), data: outcome.lead };
    },

    async bulkAssignLeadOwner(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const userId = request.body.userId.toLowerCase();
      const outcome = await db.transaction(async (tx) => {
        const to = await ownerAccount(tx, auth.exhibitorId, userId);
        if (!to) throw unknownMember();
        const named = and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, ids))!;
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
      if (outcome.handed.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.owner_changed', outcome.handed);
      return {
        success: true,
        message: capitalised(bulkOwnedMessage(outcome.found.size, outcome.to)),
        data: { changed: outcome.found.size, notFoundIds: ids.filter((id) => !outcome.found.has(id)) },
      };
    },
  };
}
