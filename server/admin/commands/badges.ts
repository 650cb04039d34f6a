import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { referralRegistrations, tickets } from '../../db/schema/all-tables.ts';
import { badgeContent } from '../../badges/badge-content.ts';
import { badgesPdf } from '../../badges/badge-pdf.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { required } from '../validate.ts';

// Every active ticket of an event as one PDF, a badge per page, for the organiser's printer.
export const printBadges: Command = {
  name: 'badges',
  summary: "Write every active ticket's badge of an event into one PDF (an A6 page each).",
  usage: 'badges --event <id or domain> --out badges.pdf',
  options: textOptions('event', 'out'),
  prepare(values) {
    const eventRef = eventOption(text(values, 'event'));
    const out = required('--out', text(values, 'out'));
    if (!out.toLowerCase().endsWith('.pdf')) throw new CliError(`--out must name a .pdf file, got "${out}".`);
    const path = resolve(out);
    return async ({ db, out: print }) => {
      const event = await findEventByIdOrDomain(db, eventRef);
      const rows = await db
        .select({ ticket: tickets, registration: referralRegistrations })
        .from(tickets)
        .leftJoin(referralRegistrations, eq(referralRegistrations.id, tickets.registrationId))
        .where(and(eq(tickets.eventId, event.id), eq(tickets.status, 'active')))
        // By pass category, then name: the order a badge desk files them in.
        .orderBy(asc(tickets.ticketType), asc(tickets.guestName), asc(tickets.ticketCode));
      if (rows.length === 0) throw new CliError(`${event.title} has no active tickets, so there are no badges to print.`);
      const contents = [];
      for (const row of rows) contents.push(await badgeContent(db, row.ticket, row.registration));
      await writeFile(path, await badgesPdf(contents, `${event.title} badges`));
      print(`Wrote ${rows.length} badge${rows.length === 1 ? '' : 's'} of ${event.title} to ${path}.`);
    };
  },
};
