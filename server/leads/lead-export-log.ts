// Who exported the company's leads, when, in which format and how many: the "new since my last
// export" filter reads it, and each export writes it with its activity entry.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { leadExports } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';

/** When the caller last exported the company's leads, if ever. */
export async function latestExportAt(db: Database, auth: Pick<AuthContext, 'userId' | 'exhibitorId'>): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: leadExports.exportedAt })
    .from(leadExports)
    .where(and(eq(leadExports.userId, auth.userId), eq(leadExports.exhibitorId, auth.exhibitorId)))
    .orderBy(desc(leadExports.exportedAt))
    .limit(1);
  return row?.at;
}

const leadWord = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);

/**
 * Records a finished export of `count` leads in `format` (csv, xlsx, ...) that started at
 * `startedAt`. One transaction: the export and its activity entry exist together or not at all.
 */
export function recordLeadExport(db: Database, auth: AuthContext, format: string, count: number, startedAt: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.insert(leadExports).values({ exhibitorId: auth.exhibitorId, userId: auth.userId, format, rowCount: count, exportedAt: startedAt });
    await recordActivity(tx, auth, { category: 'export', action: 'lead.export', summary: `Exported ${leadWord(count)} (${format})` });
  });
}
