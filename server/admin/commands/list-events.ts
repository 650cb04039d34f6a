import { asc, count, eq } from 'drizzle-orm';
import { events, exhibitors } from '../../db/schema/all-tables.ts';
import type { Command } from '../command.ts';
import { printList } from '../io.ts';

export const listEvents: Command = {
  name: 'list-events',
  summary: 'List every event with its domain and number of exhibitors.',
  usage: 'list-events [--json]',
  options: { json: { type: 'boolean' } },
  prepare(values) {
    return async ({ db, out }) => {
      const rows = await db
        .select({ id: events.id, domain: events.domain, title: events.title, exhibitors: count(exhibitors.id) })
        .from(events)
        .leftJoin(exhibitors, eq(exhibitors.eventId, events.id))
        .groupBy(events.id)
        .orderBy(asc(events.domain));
      printList(out, rows, {
        asJson: values.json === true,
        none: 'No events yet. Create one with: npm run admin -- create-event --domain D --title T',
        line: (row) => `${row.domain}\t${row.title}\t${row.exhibitors} exhibitor(s)\t${row.id}`,
      });
    };
  },
};
