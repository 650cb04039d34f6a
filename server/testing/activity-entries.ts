// What a company's activity log says of one kind of change: the domain tests check a change wrote
// its entry, in the words people read, or wrote none.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { activityLog } from '../db/schema/all-tables.ts';

/** The summaries of the company's entries with `action`, oldest first. */
export async function activitySummaries(db: Database, exhibitorId: string, action: string): Promise<string[]> {
  const rows = await db
    .select({ summary: activityLog.summary })
    .from(activityLog)
    .where(and(eq(activityLog.exhibitorId, exhibitorId), eq(activityLog.action, action)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
  return rows.map((row) => row.summary);
}
