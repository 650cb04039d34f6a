// Every row that belongs to one event, hashed table by table: the event's own row, every row with
// its event_id, and every row one of its companies owns (db-state.ts OWNED_TABLES). The console's
// fuzz compares another event's hashes before and after each operation: an organiser's requests
// never change a row of an event that is not theirs.
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/connect.ts";
import { AUTH_STATE_TABLES, BACKGROUND_TABLES, INSTALLATION_TABLES, OWNED_TABLES, publicTables } from "./db-state.ts";

async function query<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Tables with an event_id column. */
async function tablesWithEventId(db: Database): Promise<Set<string>> {
  const rows = await query<{ name: string }>(
    db,
    "select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'event_id'",
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Tables left out of an event's rows: the sign-in state every attempt touches (anyone may ask for a
 * code on any event's sign-in), the installation's own keys, and what background jobs write at
 * their own time (db-state.ts says which and why).
 */
const NOT_EVENT_ROWS = new Set([...AUTH_STATE_TABLES, ...INSTALLATION_TABLES, ...BACKGROUND_TABLES]);

/** Per table, the condition that picks one event's rows (`%E` stands for the event's id). */
async function eventConditions(db: Database): Promise<Map<string, string>> {
  const withEventId = await tablesWithEventId(db);
  const companies = "(select x.id::text from exhibitors x where x.event_id = '%E')";
  const conditions = new Map<string, string>([["events", "t_row.id = '%E'"]]);
  for (const table of await publicTables(db)) {
    if (NOT_EVENT_ROWS.has(table)) continue;
    const ways: string[] = [];
    if (withEventId.has(table)) ways.push("t_row.event_id = '%E'");
    const owner = OWNED_TABLES[table];
    if (owner) ways.push(`${owner} in ${companies}`);
    if (ways.length > 0) conditions.set(table, ways.map((way) => `(${way})`).join(" or "));
  }
  return conditions;
}

/** Tables whose rows the event hash cannot attribute to an event and that no list above names. */
export async function unattributedTables(db: Database): Promise<string[]> {
  const conditions = await eventConditions(db);
  return (await publicTables(db)).filter((table) => !conditions.has(table) && !NOT_EVENT_ROWS.has(table));
}

/** `table` → row count and a hash over the event's rows of it, in one query. */
export async function eventRows(db: Database, eventId: string): Promise<Record<string, string>> {
  const conditions = await eventConditions(db);
  const parts = [...conditions].map(
    ([table, where]) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(t_row::text, '|' order by t_row::text)), '') as h ` +
      `from ${table} t_row where ${where.replaceAll("%E", eventId)}`,
  );
  const rows = await query<{ t: string; h: string }>(db, parts.join(" union all "));
  return Object.fromEntries(rows.map((row) => [row.t, row.h]));
}

/** The tables whose event rows differ between two hashes. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]).sort();
}
