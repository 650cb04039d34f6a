// The full lead list of one exhibitor, the portal's heaviest read (SPEC §3 Lead; a busy booth
// collects 1,000+ leads). PostgreSQL writes the list as JSON text in one prepared query, and the
// server passes the text on without parsing it: no row object, Date or mapper per lead, which
// was most of the server's time on this route. The text is exactly what
// `JSON.stringify(rows.map(toApiLead))` gives (same fields in the same order, same nulls, same
// escaping, timestamps as `toISOString()`); lead-list.test.ts holds it to that.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import { leadNotes, leads, leadTouches, tickets, users } from '../db/schema/index.ts';
import { capturerName } from './lead-rows.ts';

/** `Date.prototype.toISOString()` of a timestamptz, computed by PostgreSQL (sub-millisecond digits dropped, as a Date drops them). */
function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

// What String.prototype.trim() removes (ECMAScript WhiteSpace and LineTerminator): a name made only
// of these is blank and shown as "Unknown", as displayName() in mappers/lead.ts decides.
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

// Notes and touches oldest first, as compact arrays (json_agg would put spaces between items).
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
 * The list's query: every lead of the exhibitor, or (`capturedBy`) only those one person captured,
 * which is all a lead scanner sees.
 */
function leadListJson(db: Executor, name: string, onlyCapturedBy: boolean) {
  // One lead in the API's lead shape. row_to_json over aliased columns writes compact JSON in the
  // column order, like JSON.stringify (json_build_object would add spaces, jsonb would reorder keys).
  const lead = sql`(select row_to_json(x) from (select
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
        ${leads.phone} as "phone") u) as "user",
      ${personJson(leads.capturedBy)} as "capturedBy",
      ${leads.rating} as "rating",
      ${leads.tags} as "tags",
      ${leads.followUpDate} as "followUpDate",
      (select ${tickets.ticketCode} from ${tickets} where ${tickets.id} = ${leads.ticketId}) as "ticketCode",
      ${compactAnswers}::json as "answers",
      ${notesJson}::json as "notes",
      ${touchesJson}::json as "touches") x)::text`;
  const exhibitor = eq(leads.exhibitorId, sql.placeholder('exhibitorId'));
  // Newest first, id breaking ties so the order is stable: the order of leads_exhibitor_created_id_idx.
  return db
    .select({ json: sql<string>`coalesce('[' || string_agg(${lead}, ',' order by ${leads.createdAt} desc, ${leads.id} desc) || ']', '[]')` })
    .from(leads)
    .where(onlyCapturedBy ? and(exhibitor, eq(leads.capturedBy, sql.placeholder('capturedBy'))) : exhibitor)
    .prepare(name);
}

const leadListJsonQuery = preparedStatement('list_leads_json', (db, name) => leadListJson(db, name, false));
const capturedLeadListJsonQuery = preparedStatement('list_captured_leads_json', (db, name) => leadListJson(db, name, true));

/**
 * Every lead of the exhibitor, newest first, as the JSON text of the API's lead array; with
 * `capturedBy`, only the leads that person captured.
 */
export async function listLeadsJson(db: Executor, exhibitorId: string, capturedBy?: string): Promise<string> {
  const [row] =
    capturedBy === undefined
      ? await leadListJsonQuery(db).execute({ exhibitorId })
      : await capturedLeadListJsonQuery(db).execute({ exhibitorId, capturedBy });
  // An aggregate without a GROUP BY always answers one row.
  return row!.json;
}
