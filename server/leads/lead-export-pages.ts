// The leads of one export, read page by page in the list's order (newest first, id breaking ties)
// with a keyset cursor, so 10,000 leads are never all in memory: each page is written out before
// the next is read. The cursor keeps created_at as PostgreSQL's text, since a JavaScript Date
// would drop the microseconds and skip or repeat rows at a page boundary. Each row is the neutral
// row of the lead columns (src/rules/lead-columns.ts), which the browser's CSV writes too.
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadNotes, leads, users } from '../db/schema/all-tables.ts';
import { capturerName } from './lead-reads.ts';
import type { LeadColumnRow } from '../../src/rules/lead-columns.ts';

/** A lead of an export: the lead columns' row, with its id. */
export interface ExportLead extends LeadColumnRow {
  id: string;
  tags: string[];
  answers: Record<string, unknown>;
}

export interface LeadScope {
  exhibitorId: string;
  /** Only the leads this member owns (staff's and scanners' exports, or the one member asked for). */
  ownerId?: string;
  /** Only leads created after this moment ("new since my last export"). */
  createdAfter?: Date;
}

export const EXPORT_PAGE_SIZE = 500;

const iso = (column: SQL | typeof leads.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function scopeWhere(scope: LeadScope): SQL {
  const parts: SQL[] = [eq(leads.exhibitorId, scope.exhibitorId)];
  if (scope.ownerId !== undefined) parts.push(eq(leads.ownerId, scope.ownerId));
  if (scope.createdAfter !== undefined) parts.push(gt(leads.createdAt, scope.createdAfter));
  return and(...parts)!;
}

async function notesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({
      leadId: leadNotes.leadId,
      text: leadNotes.text,
      at: sql<string>`to_char(${leadNotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`,
      author: capturerName,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(inArray(leadNotes.leadId, ids))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const joined = new Map<string, string[]>();
  for (const note of rows) {
    const line = note.author ? `${note.at} ${note.author}: ${note.text}` : `${note.at}: ${note.text}`;
    joined.set(note.leadId, [...(joined.get(note.leadId) ?? []), line]);
  }
  return new Map([...joined].map(([id, lines]) => [id, lines.join('\n')]));
}

function leadPage(db: Executor, where: SQL, pageSize: number) {
  return db
    .select({
      id: leads.id,
      cursorAt: sql<string>`${leads.createdAt}::text`,
      fullName: leads.fullName,
      emailId: leads.emailId,
      phone: leads.phone,
      companyName: leads.companyName,
      designation: leads.designation,
      website: leads.website,
      address: leads.address,
      status: leads.status,
      priority: leads.priority,
      source: leads.source,
      captureKind: leads.captureKind,
      rating: leads.rating,
      tags: leads.tags,
      remarks: leads.remarks,
      capturedBy: sql<string | null>`${capturerName}`,
      capturerId: users.id,
      // The owner's name, from an account of its own (the `users` of the join is the capturer's).
      owner: sql<string | null>`(select ${capturerName} from ${users} where ${users.id} = ${leads.ownerId})`,
      followUpDate: leads.followUpDate,
      createdAt: iso(leads.createdAt),
      updatedAt: iso(leads.updatedAt),
      answers: leads.answers,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.capturedBy))
    .where(where)
    .orderBy(sql`${leads.createdAt} desc, ${leads.id} desc`)
    .limit(pageSize);
}

/** The scope's leads, newest first, one page at a time. */
export async function* exportLeadPages(db: Executor, scope: LeadScope, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportLead[]> {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await leadPage(db, after ? and(scopeWhere(scope), after)! : scopeWhere(scope), pageSize);
    if (rows.length === 0) return;
    const notes = await notesOf(db, rows.map((row) => row.id));
    yield rows.map(({ cursorAt: _cursor, capturerId, ...row }) => ({
      ...row,
      fullName: row.fullName.trim() === '' ? 'Unknown' : row.fullName,
      capturedBy: capturerId === null ? '' : (row.capturedBy ?? ''),
      owner: row.owner ?? '',
      notes: notes.get(row.id) ?? '',
    }));
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
