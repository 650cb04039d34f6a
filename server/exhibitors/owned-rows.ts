// The reads and writes every exhibitor-owned table answers the same way. Each statement carries the
// caller's exhibitor in its WHERE clause, so another exhibitor's row id matches nothing and answers
// 404 without changing anything.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.ts';
import { notFound } from '../http/exhibitor-scope.ts';

/** A table whose rows each belong to one exhibitor. */
export type OwnedTable = PgTable & { id: PgColumn; exhibitorId: PgColumn };

/** Row `id` of the caller's exhibitor, and whatever else the table asks of the caller's rows. */
export function ownedRow(table: OwnedTable, id: string, exhibitorId: string, ...more: SQL[]): SQL {
  return and(eq(table.id, id), eq(table.exhibitorId, exhibitorId), ...more)!;
}

/** The exhibitor's rows, newest first; ties broken by id so the order is stable. */
export async function newestOwnedRows<T extends OwnedTable>(
  db: Database,
  table: T,
  exhibitorId: string,
  newest: PgColumn,
  limit?: number,
): Promise<T['$inferSelect'][]> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.exhibitorId, exhibitorId))
    .orderBy(desc(newest), desc(table.id))
    .$dynamic();
  return (await (limit === undefined ? query : query.limit(limit))) as T['$inferSelect'][];
}

/**
 * Applies the changes to the one row `where` picks and answers it. An empty change set changes
 * nothing but still answers the row; no row is a 404 naming the entity.
 */
export async function changeOwnedRow<T extends OwnedTable>(
  db: Database,
  table: T,
  where: SQL,
  changes: Partial<T['$inferInsert']>,
  entity: string,
): Promise<T['$inferSelect']> {
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(table as PgTable).set(changes).where(where).returning()
      : await db.select().from(table as PgTable).where(where).limit(1);
  if (!row) throw notFound(entity);
  return row as T['$inferSelect'];
}

/** Deletes the one row `where` picks; no row is a 404 naming the entity. */
export async function deleteOwnedRow(db: Database, table: OwnedTable, where: SQL, entity: string): Promise<void> {
  const deleted = await db.delete(table).where(where).returning({ id: table.id });
  if (deleted.length === 0) throw notFound(entity);
}
