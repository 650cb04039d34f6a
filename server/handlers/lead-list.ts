// The full lead list of one exhibitor, the portal's heaviest read (SPEC §3 Lead; a busy booth
// collects 1,000+ leads). PostgreSQL writes the list as JSON text in one prepared query, and the
// server passes the text on without parsing it: no row object, Date or mapper per lead, which
// was most of the server's time on this route. The text is exactly what
// `JSON.stringify(rows.map(toApiLead))` gives (same fields in the same order, same nulls, same
// escaping, timestamps as `toISOString()`); lead-list.test.ts holds it to that.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import { leads, users } from '../db/schema/index.ts';
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
      (select row_to_json(c) from (select ${users.id} as "userId", ${capturerName} as "name"
        from ${users} where ${users.id} = ${leads.capturedBy}) c) as "capturedBy") x)::text`;
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
