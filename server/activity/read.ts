// The Activity screen's read: one company's log, newest first, a keyset page at a time. The cursor
// is the id of the last entry shown; the next page starts below that entry's (time, id), so entries
// written meanwhile never shift a page and no entry is skipped or shown twice.
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { activityLog } from '../db/schema/all-tables.ts';
import type { ActivityCategory } from './record.ts';

export const ACTIVITY_PAGE_DEFAULT = 50;
export const ACTIVITY_PAGE_MAX = 200;

export interface ActivityQuery {
  exhibitorId: string;
  /** The id of the last entry of the previous page. */
  before?: string;
  limit?: number;
  actorUserId?: string;
  category?: ActivityCategory;
}

export type ActivityRow = typeof activityLog.$inferSelect;

export interface ActivityPage {
  rows: ActivityRow[];
  /** The `before` of the next page, null on the last one. */
  nextCursor: string | null;
}

/** Null when `before` names no entry of the company (another company's, or none at all). */
export async function readActivityPage(db: Executor, query: ActivityQuery): Promise<ActivityPage | null> {
  const limit = Math.min(Math.max(query.limit ?? ACTIVITY_PAGE_DEFAULT, 1), ACTIVITY_PAGE_MAX);
  const conditions: SQL[] = [eq(activityLog.exhibitorId, query.exhibitorId)];
  if (query.actorUserId) conditions.push(eq(activityLog.actorUserId, query.actorUserId));
  if (query.category) conditions.push(eq(activityLog.category, query.category));
  if (query.before) {
    const [cursor] = await db
      .select({ createdAt: activityLog.createdAt, id: activityLog.id })
      .from(activityLog)
      .where(and(eq(activityLog.id, query.before), eq(activityLog.exhibitorId, query.exhibitorId)))
      .limit(1);
    if (!cursor) return null;
    // The cursor row's own time, read back by the database: a JavaScript Date would drop the
    // microseconds PostgreSQL keeps, and entries of one millisecond would be skipped or repeated.
    conditions.push(
      sql`(${activityLog.createdAt}, ${activityLog.id}) < (select c.created_at, c.id from ${activityLog} c where c.id = ${cursor.id})`,
    );
  }
  // One more than asked says whether a next page exists without counting.
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: more ? page[page.length - 1]!.id : null };
}

export interface ActivityActorName {
  userId: string;
  name: string;
}

/**
 * Everyone who appears in the company's log, by the name of their latest entry (a renamed person
 * is listed once), sorted by name. Entries whose account is gone keep their name but cannot be
 * filtered by person, so they are not listed.
 */
export async function readActivityActors(db: Executor, exhibitorId: string): Promise<ActivityActorName[]> {
  const rows = await db
    .selectDistinctOn([activityLog.actorUserId], { userId: activityLog.actorUserId, name: activityLog.actorName })
    .from(activityLog)
    .where(and(eq(activityLog.exhibitorId, exhibitorId), isNotNull(activityLog.actorUserId)))
    .orderBy(asc(activityLog.actorUserId), desc(activityLog.createdAt), desc(activityLog.id));
  return rows
    .map((row) => ({ userId: row.userId!, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.userId.localeCompare(b.userId));
}
