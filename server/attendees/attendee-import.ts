// Attendees the organiser registered elsewhere (their registration system's export), imported as
// tickets of the event that belong to no exhibitor: each gets a badge, and every exhibitor can scan
// it, or the badge the registration system printed when the list gives its badge id. Shared by the
// console (the signed-in organiser's event) and the command line (`npm run admin -- attendees`).
// All or nothing: a file with any bad line imports no one and says which lines to fix.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { events, tickets } from '../db/schema/all-tables.ts';
import { newPassTicketCode } from '../referral/ticket-code.ts';
import { badgeIdMatcher } from '../../src/rules/capture-code.ts';
import { parseAttendeeCsv, type AttendeeRow } from './attendee-csv.ts';
import { sortAttendees } from './attendee-matches.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;
/** A drawn code may collide with a stored one (40 random bits); such rows are drawn again. */
const CODE_ATTEMPTS = 5;

type TicketInsert = typeof tickets.$inferInsert;

export interface AttendeeImport {
  /** New people, each given a ticket. */
  imported: number;
  /** Lines of people the event already had: left as they were. */
  kept: number;
  /** Of those kept, how many were given the badge id they lacked. */
  filled: number;
  /** Lines whose badge id the event's badge id pattern does not recognise (imported all the same). */
  unmatchedLines: number[];
  /** The event's badge id pattern after the import; null when it has none. */
  pattern: string | null;
}

export type AttendeeImportResult = { ok: true; result: AttendeeImport } | { ok: false; errors: string[] };

export interface AttendeeImportOptions {
  /** Sets the event's badge id pattern in the same transaction (checked by the caller). */
  badgePattern?: string;
}

/** Thrown inside the transaction so that nothing of a refused file is kept. */
class RefusedLines extends Error {
  readonly errors: string[];

  constructor(errors: string[]) {
    super('Refused lines');
    this.errors = errors;
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The event's badge id pattern; null when it has none. */
async function badgePatternOf(db: Executor, eventId: string): Promise<string | null> {
  const [current] = await db.select({ pattern: events.badgeIdPattern }).from(events).where(eq(events.id, eventId));
  return current?.pattern ?? null;
}

/** The lines whose badge id the pattern does not recognise. */
const unmatchedLinesOf = (rows: readonly AttendeeRow[], pattern: string | null): number[] => {
  const matcher = badgeIdMatcher(pattern);
  return matcher === null ? [] : rows.filter((row) => row.badgeId !== null && !matcher.test(row.badgeId)).map((row) => row.line);
};

/** What importing a file would do, for the console to show before anything is written. */
export interface AttendeeImportPreview extends AttendeeImport {
  /** Lines read: the header and blank lines aside. */
  read: number;
  /** One message per line to fix. While there is one nothing is imported, so nothing is counted as added or kept. */
  refused: string[];
}

/**
 * The file read and checked against the event as `importAttendees` does, without writing anything:
 * the same rules, so the preview shows what the import will do (unless the event changes meanwhile).
 */
export async function previewAttendeeImport(db: Executor, eventId: string, content: string): Promise<AttendeeImportPreview> {
  const parsed = parseAttendeeCsv(content);
  const nothing = { imported: 0, kept: 0, filled: 0, unmatchedLines: [], pattern: null };
  if (!parsed.ok) return { ...nothing, read: parsed.read, refused: parsed.errors };
  const sorted = await sortAttendees(db, eventId, parsed.rows);
  if (sorted.conflicts.length > 0) return { ...nothing, read: parsed.read, refused: sorted.conflicts };
  const pattern = await badgePatternOf(db, eventId);
  return {
    read: parsed.read,
    refused: [],
    imported: sorted.fresh.length,
    kept: parsed.rows.length - sorted.fresh.length,
    filled: sorted.badgeIdsToFill.length,
    unmatchedLines: unmatchedLinesOf(parsed.rows, pattern),
    pattern,
  };
}

/** The first lines of a CSV, parsed and checked against the event, imported in one transaction. */
export async function importAttendees(db: Database, eventId: string, content: string, options: AttendeeImportOptions = {}): Promise<AttendeeImportResult> {
  const parsed = parseAttendeeCsv(content);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const rows = parsed.rows;
  try {
    const result = await db.transaction(async (tx) => {
      if (options.badgePattern !== undefined) await tx.update(events).set({ badgeIdPattern: options.badgePattern }).where(eq(events.id, eventId));
      // Attendees imported before (same e-mail, or same badge id) keep their ticket and badge: a
      // list exported again with a few more people adds only those, and gives the earlier ones
      // the badge id they lacked.
      const sorted = await sortAttendees(tx, eventId, rows);
      if (sorted.conflicts.length > 0) throw new RefusedLines(sorted.conflicts);
      for (const fill of sorted.badgeIdsToFill) {
        await tx.update(tickets).set({ externalBadgeId: fill.badgeId }).where(eq(tickets.id, fill.ticketId));
      }
      const values = (row: AttendeeRow): TicketInsert => ({
        eventId,
        exhibitorId: null,
        guestName: row.name,
        guestEmail: row.email,
        attendeeCompany: row.company,
        attendeeDesignation: row.designation,
        attendeePhone: row.phone,
        ticketType: row.ticketType,
        ticketCode: newPassTicketCode(row.ticketType),
        externalBadgeId: row.badgeId,
      });
      let pending = sorted.fresh.map(values);
      for (let attempt = 1; pending.length > 0; attempt++) {
        if (attempt > CODE_ATTEMPTS) throw new Error('Could not draw unused ticket codes; try again.');
        const retry: TicketInsert[] = [];
        for (let start = 0; start < pending.length; start += CHUNK) {
          const chunk = pending.slice(start, start + CHUNK);
          const inserted = await tx.insert(tickets).values(chunk).onConflictDoNothing({ target: tickets.ticketCode }).returning({ code: tickets.ticketCode });
          const stored = new Set(inserted.map((row) => row.code));
          for (const ticket of chunk) if (!stored.has(ticket.ticketCode)) retry.push({ ...ticket, ticketCode: newPassTicketCode(ticket.ticketType) });
        }
        pending = retry;
      }
      const pattern = await badgePatternOf(tx, eventId);
      return { imported: sorted.fresh.length, kept: rows.length - sorted.fresh.length, filled: sorted.badgeIdsToFill.length, unmatchedLines: unmatchedLinesOf(rows, pattern), pattern };
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof RefusedLines) return { ok: false, errors: error.errors };
    throw error;
  }
}

/** "Imported 2 attendees (1 already had a ticket ...)": `into` names the event on the command line. */
export function importSummary(result: AttendeeImport, into?: string): string {
  const kept =
    result.kept > 0 ? ` (${result.kept} already had a ticket and were left as they were${result.filled > 0 ? `, ${result.filled} of them given their badge id` : ''})` : '';
  return `Imported ${plural(result.imported, 'attendee')}${into === undefined ? '' : ` into ${into}`}${kept}.`;
}

/** What to know about badge ids the event's pattern does not recognise; null when all match. */
export function unmatchedBadgeIdsWarning(result: Pick<AttendeeImport, 'unmatchedLines' | 'pattern'>, howToSet: string): string | null {
  const count = result.unmatchedLines.length;
  if (count === 0) return null;
  const lines = result.unmatchedLines.slice(0, 10).join(', ');
  return (
    `${plural(count, 'badge id')} ${count === 1 ? 'does' : 'do'} not match the event's badge id pattern ${result.pattern} (line ${lines}${count > 10 ? ', …' : ''}): ` +
    `scanners still find those attendees online, but keep such badges as plain codes while offline. ${howToSet}`
  );
}
