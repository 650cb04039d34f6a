import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// An event is resolved from the host name the portal is served on, so the domain is the lookup key.
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    title: text('title').notNull().default('Event'),
    description: text('description').notNull().default(''),
    productName: text('product_name').notNull().default('Exhibitor Portal'),
    googleLoginEnabled: boolean('google_login_enabled').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    venue: text('venue'),
    timezone: text('timezone').notNull().default('UTC'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    supportAddress: text('support_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_domain_unique').on(t.domain)],
);
