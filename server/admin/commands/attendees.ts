import { readFile } from 'node:fs/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import { newPassTicketCode } from '../../referral/ticket-code.ts';
import { parseAttendeeCsv, type AttendeeRow } from '../attendee-csv.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { required } from '../validate.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 500;
/** A drawn code may collide with a stored one (40 random bits); such rows are drawn again. */
const CODE_ATTEMPTS = 5;

type TicketInsert = typeof tickets.$inferInsert;

// Attendees the organiser registered elsewhere (their registration system's export), as tickets of
// the event that belong to no exhibitor: each gets a badge, and every exhibitor can scan it.
// All or nothing: a file with any bad line imports no one and says which lines to fix.
export const importAttendees: Command = {
  name: 'attendees',
  summary: 'Import attendees from a CSV file (name, email, company, designation, phone, ticket type) as tickets of the event.',
  usage: 'attendees --event <id or domain> --file attendees.csv',
  options: textOptions('event', 'file'),
  async prepare(values) {
    const eventRef = eventOption(text(values, 'event'));
    const file = required('--file', text(values, 'file'));
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
        // Attendees imported before (same e-mail) keep their ticket and badge: a list exported again
        // with a few more people adds only those.
        const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
        const known = new Set<string>();
        for (let start = 0; start < emails.length; start += CHUNK) {
          const found = await tx
            .select({ email: tickets.guestEmail })
            .from(tickets)
            .where(and(eq(tickets.eventId, event.id), isNull(tickets.exhibitorId), inArray(tickets.guestEmail, emails.slice(start, start + CHUNK))));
          for (const { email } of found) if (email) known.add(email);
        }
        const fresh = rows.filter((row) => !row.email || !known.has(row.email));
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
        });
        let pending = fresh.map(values);
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
        return { imported: fresh.length, skipped: rows.length - fresh.length };
      });
      out(
        `Imported ${result.imported} attendee${result.imported === 1 ? '' : 's'} into ${event.title}` +
          (result.skipped > 0 ? ` (${result.skipped} already had a ticket and were left as they were)` : '') +
          `. Print their badges with: npm run admin -- badges --event ${event.domain} --out badges.pdf`,
      );
    };
  },
};
