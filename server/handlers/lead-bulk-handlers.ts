// Bulk Actions on Lead Management: delete or reprioritise many leads of the company in one
// transaction. Ids that name no lead the caller may see are answered in `notFoundIds`; none at all
// is a 404, so another company's ids answer exactly as unknown ones do. Each change is one activity
// entry, and the webhooks hear of every lead once the change has committed.
import { and, eq, inArray } from 'drizzle-orm';
import { leads } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { deletedSnapshots } from '../leads/deleted-snapshots.ts';
import { visibleTo, PRIORITY_WORDS, leadCount, capitalised, distinctIds, noLeadOfTheCompany } from '../leads/lead-request.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadBulkHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async bulkDeleteLeads(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const where = visibleTo(auth, and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, ids))!);
      const wanted = await leadEvents.wants(auth.exhibitorId, 'lead.deleted');
      const { deleted, snapshots } = await db.transaction(async (tx) => {
        const snapshots = await deletedSnapshots(tx, wanted, where);
        const rows = await tx.delete(leads).where(where).returning({ id: leads.id });
        if (rows.length === 0) throw noLeadOfTheCompany();
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.bulk-delete', summary: `Deleted ${leadCount(rows.length)}` });
        return { deleted: new Set(rows.map((row) => row.id)), snapshots };
      });
      // Only the leads this delete removed: a lead read before it and deleted by someone else meanwhile is theirs to report.
      const gone = snapshots.filter((lead) => deleted.has(lead._id));
      if (gone.length > 0) leadEvents.emit(auth.exhibitorId, 'lead.deleted', gone);
      return {
        success: true,
        message: `${capitalised(leadCount(deleted.size))} deleted`,
        data: { changed: deleted.size, notFoundIds: ids.filter((id) => !deleted.has(id)) },
      };
    },

    async bulkUpdateLeadPriority(request) {
      const auth = requireAuth(request);
      const ids = distinctIds(request.body.ids);
      const { priority } = request.body;
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(leads)
          .set({ priority })
          .where(visibleTo(auth, and(eq(leads.exhibitorId, auth.exhibitorId), inArray(leads.id, ids))!))
          .returning({ id: leads.id });
        if (rows.length === 0) throw noLeadOfTheCompany();
        await recordActivity(tx, auth, {
          category: 'leads',
          action: 'lead.bulk-priority',
          summary: `Set priority ${PRIORITY_WORDS[priority]} on ${leadCount(rows.length)}`,
        });
        return rows.map((row) => row.id);
      });
      leadEvents.emit(auth.exhibitorId, 'lead.updated', updated);
      const changed = new Set(updated);
      return {
        success: true,
        message: `${capitalised(leadCount(changed.size))} updated`,
        data: { changed: changed.size, notFoundIds: ids.filter((id) => !changed.has(id)) },
      };
    },
  };
}
