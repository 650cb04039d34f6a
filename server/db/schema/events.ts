import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ownedBy } from './columns.ts';

// An event is resolved from the host name the portal is served on, so the domain is the lookup key.
export const events = pgTable(
  'events',
  {
    id: id(),
    domain: text('domain').notNull(),
    title: text('title').notNull().default('Event'),
    description: text('description').notNull().default(''),
    productName: text('product_name').notNull().default('Exhibitor Portal'),
    googleLoginEnabled: boolean('google_login_enabled').notNull().default(false),
    startDate: instant('start_date'),
    endDate: instant('end_date'),
    venue: text('venue'),
    timezone: text('timezone').notNull().default('UTC'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    supportAddress: text('support_address'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('events_domain_unique').on(t.domain)],
);

// The event a row belongs to; the row goes when the event does.
export const ownedByEvent = () => ownedBy('event_id', () => events.id);
