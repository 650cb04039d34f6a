import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events } from '../db/schema/all-tables.ts';
import { isUuid } from '../db/row-id.ts';
import { CliError } from './cli-error.ts';
import { required } from './validate.ts';

// `--event` names an event by its id (list-events shows it) or by its domain.

export function eventOption(value: string | undefined): string {
  return required('--event', value).toLowerCase();
}

export async function findEventByIdOrDomain(db: Database, idOrDomain: string): Promise<{ id: string; title: string; domain: string }> {
  const where = isUuid(idOrDomain) ? eq(events.id, idOrDomain) : eq(events.domain, idOrDomain);
  const [event] = await db.select({ id: events.id, title: events.title, domain: events.domain }).from(events).where(where);
  if (!event) throw new CliError(`No event "${idOrDomain}". See list-events for the events' ids and domains.`);
  return event;
}
