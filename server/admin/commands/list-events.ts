import { asc, count, eq } from 'drizzle-orm';
import { events, exhibitors } from '../../db/schema/index.ts';
import type { Command } from '../command.ts';

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
      if (values.json === true) {
        out(JSON.stringify(rows, null, 2));
        return;
      }
      if (rows.length === 0) {
        out('No events yet. Create one with: npm run admin -- create-event --domain D --title T');
        return;
      }
      for (const row of rows) out(`${row.domain}\t${row.title}\t${row.exhibitors} exhibitor(s)\t${row.id}`);
    };
  },
};
