// Table contents for tests: every row of a table, to prove a refused request changed nothing, and
// row counts under a condition.
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connect.ts';

async function rowsOf(db: Database, table: PgTable): Promise<unknown[]> {
  const idColumn = (table as unknown as Record<string, unknown>).id;
  const query = db.select().from(table as never);
  const rows = idColumn ? await query.orderBy(asc(idColumn as never)) : await query;
  return JSON.parse(JSON.stringify(rows)) as unknown[];
}

/** Every row of a table (or of each table of a list) in a stable order, as plain JSON values, for before/after comparisons. */
export async function snapshot(db: Database, table: PgTable): Promise<unknown[]>;
export async function snapshot(db: Database, tables: readonly PgTable[]): Promise<unknown[][]>;
export async function snapshot(db: Database, tables: PgTable | readonly PgTable[]): Promise<unknown[] | unknown[][]> {
  // Array.isArray does not narrow a readonly array, hence the casts.
  if (!Array.isArray(tables)) return rowsOf(db, tables as PgTable);
  const all: unknown[][] = [];
  for (const table of tables as readonly PgTable[]) all.push(await rowsOf(db, table));
  return all;
}

/** Counts the rows of a table matching a raw SQL condition (tests only; never user input). */
export async function countRows(db: Database, table: PgTable, where = 'true'): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${table} where ${sql.raw(where)}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
