// Leads read with the person who captured them, as every lead answer shows them (`capturedBy`).
// The capturer's name is written once, in SQL, so the list built as JSON text (lead-list.ts) and
// the rows mapped in JavaScript (mappers/lead.ts) name a person the same way.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads, teamMembers, users } from '../db/schema/index.ts';
import { toApiLead, type LeadCapturer, type LeadRow } from './mappers/lead.ts';

/**
 * The capturer's name as the activity log and the header give it: first and last name, else the
 * team member's full name. Refers to `users` of the surrounding query.
 */
export const capturerName = sql<string>`coalesce(
  nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), ''),
  (select ${teamMembers.fullName} from ${teamMembers} where ${teamMembers.userId} = ${users.id} order by ${teamMembers.id} limit 1),
  '')`;

export interface LeadWithCapturer {
  row: LeadRow;
  capturer: LeadCapturer | null;
}

/** The leads `where` picks, newest first (ties by id), each with its capturer. */
export async function leadsWithCapturer(db: Executor, where: SQL, limit?: number): Promise<LeadWithCapturer[]> {
  const query = db
    .select({ row: leads, capturerId: users.id, capturerName })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.capturedBy))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ row, capturerId, capturerName: name }) => ({
    row,
    capturer: capturerId === null ? null : { userId: capturerId, name },
  }));
}

/** The leads `where` picks in the API's lead shape. */
export async function apiLeads(db: Executor, where: SQL, limit?: number) {
  return (await leadsWithCapturer(db, where, limit)).map(({ row, capturer }) => toApiLead(row, capturer));
}
