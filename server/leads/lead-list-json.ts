// The full lead list of one exhibitor, the portal's heaviest read (SPEC §3 Lead; a busy booth
// collects 1,000+ leads). PostgreSQL writes the list as JSON text in one prepared query, and the
// server passes the text on without parsing it: no row object, Date or mapper per lead, which
// was most of the server's time on this route. The text is exactly what
// `JSON.stringify(rows.map(toApiLead))` gives (same fields in the same order, same nulls, same
// escaping, timestamps as `toISOString()`); server/handlers/lead-list.test.ts holds it to that.
// Pages of the list (server/handlers/lead-pages.test.ts) and the list's version are made of the same per-lead text.
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import { leadImages, leadNotes, leads, leadTouches, tickets, users } from '../db/schema/all-tables.ts';
import { capturerName } from './lead-reads.ts';

/** `Date.prototype.toISOString()` of a timestamptz, computed by PostgreSQL (sub-millisecond digits dropped, as a Date drops them). */
function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

// What String.prototype.trim() removes (ECMAScript WhiteSpace and LineTerminator): a name made only
// of these is blank and shown as "Unknown", as displayName() in leads/lead-mapper.ts decides.
const JS_TRIM_CHARACTERS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * A lead's answers as JSON.stringify writes them: jsonb's text puts spaces after colons and commas,
 * so each level is written again without them. Answers are at most two levels deep (FormAnswer: a
 * scalar, a list of strings or a flat object); keys keep jsonb's order, which is the order the
 * parsed object has in JavaScript (question names never look like array indexes).
 */
const compactAnswers = sql`(select coalesce('{' || string_agg(to_json(a.key)::text || ':' || case jsonb_typeof(a.value)
      when 'array' then (select coalesce('[' || string_agg(e.value::text, ',' order by e.n) || ']', '[]')
        from jsonb_array_elements(a.value) with ordinality e(value, n))
      when 'object' then (select coalesce('{' || string_agg(to_json(o.key)::text || ':' || o.value::text, ',' order by o.n) || '}', '{}')
        from jsonb_each(a.value) with ordinality o(key, value, n))
      else a.value::text end, ',' order by a.n) || '}', '{}')
    from jsonb_each(${leads.answers}) with ordinality a(key, value, n))`;

/** A person as LeadCapturer, or null: `users` of the surrounding query, found by `userId`. */
const personJson = (userId: AnyColumn): SQL =>
  sql`(select row_to_json(c) from (select ${users.id} as "userId", ${capturerName} as "name" from ${users} where ${users.id} = ${userId}) c)`;

// Photos, notes and touches oldest first, as compact arrays (json_agg would put spaces between items).
const imagesJson = sql`(select coalesce('[' || string_agg(i.j, ',' order by i.sort_at, i.sort_id) || ']', '[]') from (select
      (select row_to_json(v)::text from (select
        ${leadImages.url} as "url",
        ${leadImages.label} as "label",
        ${isoTimestamp(leadImages.createdAt)} as "addedAt") v) as j,
      ${leadImages.createdAt} as sort_at, ${leadImages.id} as sort_id
    from ${leadImages} where ${leadImages.leadId} = ${leads.id}) i)`;
const notesJson = sql`(select coalesce('[' || string_agg(n.j, ',' order by n.sort_at, n.sort_id) || ']', '[]') from (select
      (select row_to_json(v)::text from (select
        ${leadNotes.id} as "id",
        ${leadNotes.text} as "text",
        ${personJson(leadNotes.authorId)} as "author",
        ${isoTimestamp(leadNotes.createdAt)} as "createdAt") v) as j,
      ${leadNotes.createdAt} as sort_at, ${leadNotes.id} as sort_id
    from ${leadNotes} where ${leadNotes.leadId} = ${leads.id}) n)`;
const touchesJson = sql`(select coalesce('[' || string_agg(t.j, ',' order by t.sort_at, t.sort_id) || ']', '[]') from (select
      (select row_to_json(v)::text from (select
        ${isoTimestamp(leadTouches.at)} as "at",
        ${personJson(leadTouches.userId)} as "by") v) as j,
      ${leadTouches.at} as sort_at, ${leadTouches.id} as sort_id
    from ${leadTouches} where ${leadTouches.leadId} = ${leads.id}) t)`;

/**
 * One lead in the API's lead shape, as JSON text. row_to_json over aliased columns writes compact
 * JSON in the column order, like JSON.stringify (json_build_object would add spaces, jsonb would
 * reorder keys). The whole list, a page and the list's version are all made of this text.
 */
const leadJson = sql<string>`(select row_to_json(x) from (select
      ${leads.id} as "_id",
      ${leads.priority} as "priority",
      ${leads.status} as "status",
      ${leads.remarks} as "remarks",
      ${leads.source} as "source",
      ${isoTimestamp(leads.createdAt)} as "createdAt",
      ${isoTimestamp(leads.updatedAt)} as "updatedAt",
      (select row_to_json(u) from (select
        case when btrim(${leads.fullName}, ${JS_TRIM_CHARACTERS}) = '' then 'Unknown' else ${leads.fullName} end as "fullName",
        ${leads.emailId} as "emailId",
        ${leads.companyName} as "companyName",
        ${leads.designation} as "designation",
        ${leads.phone} as "phone",
        ${leads.website} as "website",
        ${leads.address} as "address") u) as "user",
      ${personJson(leads.capturedBy)} as "capturedBy",
      ${personJson(leads.ownerId)} as "owner",
      ${leads.rating} as "rating",
      ${leads.tags} as "tags",
      ${leads.followUpDate} as "followUpDate",
      (select ${tickets.ticketCode} from ${tickets} where ${tickets.id} = ${leads.ticketId}) as "ticketCode",
      (select row_to_json(c) from (select
        ${leads.captureKind} as "kind",
        ${leads.captureText} as "text",
        ${imagesJson}::json as "images") c) as "capture",
      ${compactAnswers}::json as "answers",
      ${notesJson}::json as "notes",
      ${touchesJson}::json as "touches",
      ${leads.possibleDuplicateOf} as "possibleDuplicateOf") x)::text`;

// Newest first, id breaking ties so the order is stable: the order of leads_exhibitor_created_id_idx.
const NEWEST_FIRST = sql`${leads.createdAt} desc, ${leads.id} desc`;

/**
 * The leads the caller sees: every lead of the exhibitor, or (`onlyOwned`) only those one person
 * owns, which is all a lead scanner sees (server/leads/lead-request.ts visibleTo, the same rule).
 */
function visibleLeads(onlyOwned: boolean): SQL {
  const exhibitor = eq(leads.exhibitorId, sql.placeholder('exhibitorId'));
  return onlyOwned ? and(exhibitor, eq(leads.ownerId, sql.placeholder('ownerId')))! : exhibitor;
}

/** The list's query: the leads the caller sees, as one JSON array. */
function leadListJson(db: Executor, name: string, onlyOwned: boolean) {
  return db
    .select({ json: sql<string>`coalesce('[' || string_agg(${leadJson}, ',' order by ${NEWEST_FIRST}) || ']', '[]')` })
    .from(leads)
    .where(visibleLeads(onlyOwned))
    .prepare(name);
}

/**
 * The list's version: a hash of the whole list's JSON text, so anything any lead shows (a note, a
 * touch, a photo, an answer, the badge's code, the capturer's or owner's name) changes it, computed
 * where the list is and never sent. Cheaper to send than the list, not to compute: it writes the
 * same text.
 */
function leadListVersionStatement(db: Executor, name: string, onlyOwned: boolean) {
  return db
    .select({ version: sql<string>`md5(coalesce(string_agg(${leadJson}, ',' order by ${NEWEST_FIRST}), ''))` })
    .from(leads)
    .where(visibleLeads(onlyOwned))
    .prepare(name);
}

/**
 * One page: at most `limit` leads from the start of the list, or (`fromCursor`) from after the
 * lead at (`afterAt`, `afterId`). The row comparison runs along leads_exhibitor_created_id_idx, so
 * a page costs its own leads, wherever it starts. One lead more than asked is read to tell whether
 * a next page exists; the cursor is the page's last lead's full-precision time and id.
 */
function leadPageJson(db: Executor, name: string, onlyOwned: boolean, fromCursor: boolean) {
  const where = fromCursor
    ? and(
        visibleLeads(onlyOwned),
        sql`(${leads.createdAt}, ${leads.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
      )
    : visibleLeads(onlyOwned);
  const rows = db
    .select({
      json: sql<string>`${leadJson}`.as('json'),
      cursor: sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${leads.id}`.as('cursor'),
      n: sql<number>`row_number() over (order by ${NEWEST_FIRST})`.as('n'),
    })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(sql.placeholder('fetch'))
    .as('page');
  const limit = sql.placeholder('limit');
  return db
    .select({
      json: sql<string>`coalesce('[' || string_agg(${rows.json}, ',' order by ${rows.n}) filter (where ${rows.n} <= ${limit}) || ']', '[]')`,
      last: sql<string | null>`max(${rows.cursor}) filter (where ${rows.n} = ${limit})`,
      more: sql<boolean>`count(*) > ${limit}`,
    })
    .from(rows)
    .prepare(name);
}

const leadListJsonQuery = preparedStatement('list_leads_json', (db, name) => leadListJson(db, name, false));
const ownedLeadListJsonQuery = preparedStatement('list_owned_leads_json', (db, name) => leadListJson(db, name, true));
const leadListVersionQuery = preparedStatement('list_leads_version', (db, name) => leadListVersionStatement(db, name, false));
const ownedLeadListVersionQuery = preparedStatement('list_owned_leads_version', (db, name) => leadListVersionStatement(db, name, true));
const firstPageQuery = preparedStatement('list_leads_first_page', (db, name) => leadPageJson(db, name, false, false));
const ownedFirstPageQuery = preparedStatement('list_owned_leads_first_page', (db, name) => leadPageJson(db, name, true, false));
const laterPageQuery = preparedStatement('list_leads_later_page', (db, name) => leadPageJson(db, name, false, true));
const ownedLaterPageQuery = preparedStatement('list_owned_leads_later_page', (db, name) => leadPageJson(db, name, true, true));

/** Whose list: the exhibitor's, and with `ownerId` only the leads that person owns (a lead scanner's). */
export interface LeadListScope {
  exhibitorId: string;
  ownerId?: string;
}

/**
 * Every lead of the exhibitor, newest first, as the JSON text of the API's lead array; with
 * `ownerId`, only the leads that person owns.
 */
export async function listLeadsJson(db: Executor, exhibitorId: string, ownerId?: string): Promise<string> {
  const [row] =
    ownerId === undefined
      ? await leadListJsonQuery(db).execute({ exhibitorId })
      : await ownedLeadListJsonQuery(db).execute({ exhibitorId, ownerId });
  // An aggregate without a GROUP BY always answers one row.
  return row!.json;
}

/** The version of the whole list the scope sees: the same whenever that list's JSON is the same, and only then. */
export async function leadListVersion(db: Executor, { exhibitorId, ownerId }: LeadListScope): Promise<string> {
  const [row] =
    ownerId === undefined
      ? await leadListVersionQuery(db).execute({ exhibitorId })
      : await ownedLeadListVersionQuery(db).execute({ exhibitorId, ownerId });
  return row!.version;
}

/** Where a page starts: after the lead with this time (as PostgreSQL writes it, microseconds kept) and id. */
export interface LeadCursor {
  createdAt: string;
  id: string;
}

export interface LeadPageJson {
  /** The JSON text of the page's lead array. */
  json: string;
  /** Where the following page starts, null after the last page. */
  next: LeadCursor | null;
}

/** At most `limit` leads of the scope's list, newest first, from its start or from after `after`. */
export async function listLeadPageJson(db: Executor, scope: LeadListScope, limit: number, after?: LeadCursor): Promise<LeadPageJson> {
  const scoped = scope.ownerId === undefined ? { exhibitorId: scope.exhibitorId } : { exhibitorId: scope.exhibitorId, ownerId: scope.ownerId };
  const paging = { limit, fetch: limit + 1 };
  const owned = scope.ownerId !== undefined;
  const [row] =
    after === undefined
      ? await (owned ? ownedFirstPageQuery : firstPageQuery)(db).execute({ ...scoped, ...paging })
      : await (owned ? ownedLaterPageQuery : laterPageQuery)(db).execute({ ...scoped, ...paging, afterAt: after.createdAt, afterId: after.id });
  if (!row!.more || row!.last === null) return { json: row!.json, next: null };
  const split = row!.last.indexOf('|');
  return { json: row!.json, next: { createdAt: row!.last.slice(0, split), id: row!.last.slice(split + 1) } };
}

// A cursor is base64url of `<created_at in UTC, microseconds kept>|<id>`: the JSON's createdAt has
// milliseconds only, and leads created within one millisecond would otherwise be skipped or shown
// twice. It names a place in the order, not a lead that must still exist, so a page still follows
// after its last lead is deleted.
const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor `encodeLeadCursor` wrote, or null for any other text (the database never sees it). */
export function decodeLeadCursor(text: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  // Only the one spelling the encoder writes: no padding, no stray bits, no other text.
  if (Buffer.from(decoded, 'utf8').toString('base64url') !== text) return null;
  const parts = CURSOR_TEXT.exec(decoded);
  if (!parts) return null;
  // A real instant that PostgreSQL takes as it is (no 31 February, no year 0), whose milliseconds
  // JavaScript writes back the same.
  const milliseconds = `${parts[1]!}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.toISOString() !== milliseconds) return null;
  const split = decoded.indexOf('|');
  return { createdAt: decoded.slice(0, split), id: decoded.slice(split + 1) };
}
