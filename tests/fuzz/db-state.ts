// What the database looks like to the abuse tests: a fingerprint of every table's rows per owning
// company (so "this request changed nothing of anyone else's" is one comparison), the cross-table
// rules no request may break, and the uploaded files on disk.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/connect.ts";

/**
 * Who owns a row, per table, as an SQL expression over the row `x`. Organiser rows (event-wide
 * FAQs and resources) belong to "organiser"; an upload whose company is gone to "nobody". The row
 * alias is t_row, not x: team_members has a column named x.
 */
export const OWNED_TABLES: Readonly<Record<string, string>> = {
  exhibitors: "t_row.id::text",
  users: "t_row.exhibitor_id::text",
  team_members: "t_row.exhibitor_id::text",
  leads: "t_row.exhibitor_id::text",
  products: "t_row.exhibitor_id::text",
  passes: "t_row.exhibitor_id::text",
  referral_registrations: "t_row.exhibitor_id::text",
  ticket_allocations: "t_row.exhibitor_id::text",
  tickets: "t_row.exhibitor_id::text",
  support_requests: "t_row.exhibitor_id::text",
  activity_log: "t_row.exhibitor_id::text",
  downloads: "coalesce(t_row.exhibitor_id::text, 'organiser')",
  faqs: "coalesce(t_row.exhibitor_id::text, 'organiser')",
  uploads: "coalesce(t_row.exhibitor_id::text, 'nobody')",
  lead_notes: "(select l.exhibitor_id::text from leads l where l.id = t_row.lead_id)",
  lead_touches: "(select l.exhibitor_id::text from leads l where l.id = t_row.lead_id)",
  lead_images: "(select l.exhibitor_id::text from leads l where l.id = t_row.lead_id)",
  lead_exports: "t_row.exhibitor_id::text",
  pass_invites: "(select p.exhibitor_id::text from passes p where p.id = t_row.pass_id)",
  support_replies: "(select s.exhibitor_id::text from support_requests s where s.id = t_row.request_id)",
  webhook_endpoints: "t_row.exhibitor_id::text",
};

/** The installation's own state, made on first use by any request: the badge signing key. */
export const INSTALLATION_TABLES: readonly string[] = ["badge_signing_keys"];

/**
 * Written by the server's scheduled jobs at their own time, not by the request under test: the days
 * a follow-up reminder went out (server/reminders), and the webhook deliveries a lead change queued
 * with their attempts (server/webhooks; server/handlers/webhooks.test.ts checks them per company).
 */
export const BACKGROUND_TABLES: readonly string[] = ["reminder_sends", "webhook_deliveries", "webhook_attempts"];

/** The organiser's data: written by the admin command line and the organiser's console, never by a company's request. */
export const ORGANISER_TABLES: readonly string[] = ["events", "event_domains", "exhibitor_categories", "form_fields", "form_option_lists", "event_openid_providers", "organisers"];

/**
 * Sign-in state that every attempt, good or bad, may touch; checked by the sign-in tests instead.
 * Idempotency keys are request bookkeeping of the same kind (server/http/idempotency.test.ts).
 */
export const AUTH_STATE_TABLES: readonly string[] = ["sessions", "organiser_sessions", "otp_challenges", "rate_limit_counters", "sms_outbox", "mail_outbox", "idempotency_keys", "openid_sign_ins"];

/**
 * Columns that change by design without an owner's write: the public download counter, and what the
 * webhook worker writes on an endpoint (failures in a row and the pause they lead to). A person's
 * pause also moves the endpoint's updated_at, which the worker never does, so it is still seen.
 */
const COUNTERS = ["download_count", "consecutive_failures", "paused_at", "paused_reason"];

type Rows<T> = { rows: T[] };

async function query<T>(db: Database, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as Rows<T>;
  return result.rows;
}

/** Every table of the public schema: a new one must be classified above before the tests pass. */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  return rows.map((row) => row.name);
}

export interface Fingerprint {
  /** `table owner` → row count and a hash over the rows' content. */
  groups: Map<string, { table: string; owner: string; count: number; hash: string }>;
  /** Each resource's download counter, by id. */
  downloadCounts: Map<string, number>;
}

const groupKey = (table: string, owner: string) => `${table} ${owner}`;

/** One query: every owned and organiser table, grouped by owner, counted and hashed. */
function fingerprintQuery(): string {
  const counters = COUNTERS.map((column) => ` - '${column}'`).join("");
  const parts = [
    ...Object.entries(OWNED_TABLES).map(([table, owner]) => ({ table, owner })),
    ...ORGANISER_TABLES.map((table) => ({ table, owner: "'organiser-data'" })),
  ].map(
    ({ table, owner }) =>
      `select '${table}'::text as t, ${owner} as owner, count(*)::int as n, ` +
      `md5(string_agg(md5((to_jsonb(t_row)${counters})::text), ',' order by t_row.id)) as h from ${table} t_row group by 2`,
  );
  parts.push("select 'download_count'::text as t, id::text as owner, download_count as n, ''::text as h from downloads");
  return parts.join(" union all ");
}

/**
 * The query kept as a PL/pgSQL function, whose plan each database session makes once: planning the
 * union of every table was most of a fingerprint's time, and the abuse suites take two per request.
 */
const FINGERPRINT_FUNCTION = "abuse_suite_fingerprint";
const installed = new WeakMap<Database, Promise<void>>();

function installFingerprint(db: Database): Promise<void> {
  let done = installed.get(db);
  if (!done) {
    done = query(
      db,
      `create or replace function ${FINGERPRINT_FUNCTION}() returns table(t text, owner text, n int, h text) ` +
        `language plpgsql stable as $fingerprint$ begin return query ${fingerprintQuery()}; end $fingerprint$`,
    ).then(() => undefined);
    // A failed install is tried again by the next fingerprint, as the contract's loader does.
    done.catch(() => installed.delete(db));
    installed.set(db, done);
  }
  return done;
}

/** Every owned and organiser table's rows per owner, and each resource's download counter. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  await installFingerprint(db);
  const rows = await query<{ t: string; owner: string; n: number; h: string }>(db, `select * from ${FINGERPRINT_FUNCTION}()`);
  const groups = new Map<string, { table: string; owner: string; count: number; hash: string }>();
  const downloadCounts = new Map<string, number>();
  for (const row of rows) {
    if (row.t === "download_count") downloadCounts.set(row.owner, Number(row.n));
    else groups.set(groupKey(row.t, row.owner), { table: row.t, owner: row.owner, count: Number(row.n), hash: row.h });
  }
  return { groups, downloadCounts };
}

/** Resources whose download counter moved, with by how much (rows added or removed aside). */
export function counterChanges(before: Fingerprint, after: Fingerprint): Record<string, number> {
  const moved: Record<string, number> = {};
  for (const [id, count] of after.downloadCounts) {
    const previous = before.downloadCounts.get(id);
    if (previous !== undefined && previous !== count) moved[id] = count - previous;
  }
  return moved;
}

export interface Change {
  table: string;
  owner: string;
  countBefore: number;
  countAfter: number;
}

/** The (table, owner) groups whose rows differ. */
export function changes(before: Fingerprint, after: Fingerprint): Change[] {
  const keys = new Set([...before.groups.keys(), ...after.groups.keys()]);
  const out: Change[] = [];
  for (const key of keys) {
    const a = before.groups.get(key);
    const b = after.groups.get(key);
    if (a?.hash === b?.hash && a?.count === b?.count) continue;
    const [table, owner] = key.split(" ") as [string, string];
    out.push({ table, owner, countBefore: a?.count ?? 0, countAfter: b?.count ?? 0 });
  }
  return out.sort((x, y) => groupKey(x.table, x.owner).localeCompare(groupKey(y.table, y.owner)));
}

/** Every owner with at least one row anywhere. */
export function owners(print: Fingerprint): Set<string> {
  return new Set([...print.groups.values()].map((group) => group.owner));
}

/**
 * Rules across tables that hold whatever the requests were; each query lists the rows breaking
 * its rule (none expected).
 */
const CONSISTENCY_RULES: ReadonlyArray<[string, string]> = [
  ["a user belongs to a company of the user's own event", "select u.id from users u join exhibitors e on e.id = u.exhibitor_id where e.event_id <> u.event_id"],
  ["a session belongs to its user's company and event", "select s.id from sessions s join users u on u.id = s.user_id where s.exhibitor_id <> u.exhibitor_id or s.event_id <> u.event_id"],
  ["a team member's account is of the same company", "select m.id from team_members m join users u on u.id = m.user_id where u.exhibitor_id <> m.exhibitor_id"],
  ["every company has exactly one account owner", "select e.id from exhibitors e left join team_members m on m.exhibitor_id = e.id and m.is_parent_exhibitor group by e.id having count(m.id) <> 1"],
  ["a product is at its company's event", "select p.id from products p join exhibitors e on e.id = p.exhibitor_id where e.event_id <> p.event_id"],
  ["a company's resource is at its company's event", "select d.id from downloads d join exhibitors e on e.id = d.exhibitor_id where e.event_id <> d.event_id"],
  ["a company's resource is an exhibitor resource", "select d.id from downloads d where d.exhibitor_id is not null and not d.is_exhibitor"],
  ["a company's FAQ is at its company's event", "select f.id from faqs f join exhibitors e on e.id = f.exhibitor_id where e.event_id <> f.event_id"],
  ["a pass's category is of its company's event", "select p.id from passes p join exhibitors e on e.id = p.exhibitor_id join exhibitor_categories c on c.id = p.category_id where c.event_id <> e.event_id"],
  ["a registration is on a pass of the same company", "select r.id from referral_registrations r join passes p on p.id = r.pass_id where p.exhibitor_id <> r.exhibitor_id"],
  ["no pass has more registrations than it allows", "select p.id from passes p join referral_registrations r on r.pass_id = p.id group by p.id, p.number_of_passes having count(*) > p.number_of_passes"],
  ["a ticket's allocation is of the same company", "select t.id from tickets t join ticket_allocations a on a.id = t.allocation_id where a.exhibitor_id <> t.exhibitor_id"],
  ["an upload is stored under a generated name", "select u.id from uploads u where u.path !~ '^(eventWebsite|companyProfile|teamMember|product|resource|leadPhoto)/[0-9a-f-]{36}\\.[a-z]+$'"],
  [
    "an event's own resource names a file its event uploaded",
    "select d.id from downloads d join uploads u on u.path = d.attachment where d.exhibitor_id is null and not d.is_exhibitor and (u.exhibitor_id is not null or u.event_id is distinct from d.event_id)",
  ],
  ["a lead's photo is one its company uploaded for leads", "select i.id from lead_images i join leads l on l.id = i.lead_id where not exists (select 1 from uploads u where u.path = i.url and u.exhibitor_id = l.exhibitor_id and u.upload_type = 'leadPhoto')"],
];

/** Each rule broken, with the offending ids; empty when the data is consistent. */
export async function consistencyViolations(db: Database): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, text] of CONSISTENCY_RULES) {
    const rows = await query<{ id: string }>(db, text);
    if (rows.length > 0) broken.push(`${rule}: ${rows.map((row) => row.id).join(", ")}`);
  }
  return broken;
}

/** Paths of the `uploads` table. */
export async function uploadRows(db: Database): Promise<string[]> {
  return (await query<{ path: string }>(db, "select path from uploads order by path")).map((row) => row.path);
}

/** Files under a folder, as paths relative to it with forward slashes. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
