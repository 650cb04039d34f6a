import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { events, tickets } from '../../db/schema/all-tables.ts';
import { newPassTicketCode } from '../../referral/ticket-code.ts';
import { badgeIdMatcher } from '../../../src/rules/capture-code.ts';
import { parseAttendeeCsv, type AttendeeRow } from '../attendee-csv.ts';
import { sortAttendees } from '../attendee-matches.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { badgePatternOption, required } from '../validate.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;
/** A drawn code may collide with a stored one (40 random bits); such rows are drawn again. */
const CODE_ATTEMPTS = 5;

type TicketInsert = typeof tickets.$inferInsert;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

// Attendees the organiser registered elsewhere (their registration system's export), as tickets of
// the event that belong to no exhibitor: each gets a badge, and every exhibitor can scan it, or the
// badge the registration system printed when the list gives its badge id.
// All or nothing: a file with any bad line imports no one and says which lines to fix.
export const importAttendees: Command = {
  name: 'attendees',
  summary: 'Import attendees from a CSV file (name, email, company, designation, phone, ticket type, badge id) as tickets of the event.',
  usage: "attendees --event <id or domain> --file attendees.csv [--badge-pattern '^EXPO-[0-9]{6}$']",
  options: textOptions('event', 'file', 'badge-pattern'),
  async prepare(values) {
    const eventRef = eventOption(text(values, 'event'));
    const file = required('--file', text(values, 'file'));
    const pattern = badgePatternOption('--badge-pattern', text(values, 'badge-pattern'));
    let content: string;
    try {
      content = await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    const parsed = parseAttendeeCsv(content);
    if (!parsed.ok) throw new CliError(`${file}: nothing was imported.\n${parsed.errors.join('\n')}`);
    const rows = parsed.rows;
    return async ({ db, out }) => {
      const event = await findEventByIdOrDomain(db, eventRef);
      const result = await db.transaction(async (tx) => {
        if (pattern !== undefined) await tx.update(events).set({ badgeIdPattern: pattern }).where(eq(events.id, event.id));
        // Attendees imported before (same e-mail, or same badge id) keep their ticket and badge: a
        // list exported again with a few more people adds only those, and gives the earlier ones
        // the badge id they lacked.
        const sorted = await sortAttendees(tx, event.id, rows);
        if (sorted.conflicts.length > 0) throw new CliError(`${file}: nothing was imported.\n${sorted.conflicts.join('\n')}`);
        for (const fill of sorted.badgeIdsToFill) {
          await tx.update(tickets).set({ externalBadgeId: fill.badgeId }).where(eq(tickets.id, fill.ticketId));
        }
        const values = (row: AttendeeRow): TicketInsert => ({
          eventId: event.id,
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
        const [current] = await tx.select({ pattern: events.badgeIdPattern }).from(events).where(eq(events.id, event.id));
        const matcher = badgeIdMatcher(current?.pattern ?? null);
        const unmatched = matcher === null ? [] : rows.filter((row) => row.badgeId !== null && !matcher.test(row.badgeId));
        return { imported: sorted.fresh.length, kept: rows.length - sorted.fresh.length, filled: sorted.badgeIdsToFill.length, unmatched, pattern: current?.pattern ?? null };
      });
      out(
        `Imported ${plural(result.imported, 'attendee')} into ${event.title}` +
          (result.kept > 0 ? ` (${result.kept} already had a ticket and were left as they were${result.filled > 0 ? `, ${result.filled} of them given their badge id` : ''})` : '') +
          `. Print their badges with: npm run admin -- badges --event ${event.domain} --out badges.pdf`,
      );
      if (result.unmatched.length > 0) {
        const lines = result.unmatched.slice(0, 10).map((row) => row.line).join(', ');
        out(
          `${plural(result.unmatched.length, 'badge id')} ${result.unmatched.length === 1 ? 'does' : 'do'} not match the event's badge id pattern ${result.pattern} (line ${lines}${result.unmatched.length > 10 ? ', …' : ''}): ` +
            'scanners still find those attendees online, but keep such badges as plain codes while offline. Set the pattern with badge-pattern.',
        );
      }
    };
  },
};
