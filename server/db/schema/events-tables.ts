import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // The event's own badges (printed by its registration system): a regular expression the scanned
    // text matches whole, so a scanner recognises them offline; null when the organiser set none.
    badgeIdPattern: text('badge_id_pattern'),
    // ISO 3166-1 alpha-2: the country of phone numbers read without a country code.
    country: text('country').notNull().default('IN'),
    // The event's look in the exhibitor portal: a stored upload's path (like a company's logo) and
    // `#rrggbb` colours; null until the organiser sets them, and the portal keeps its own look.
    logo: text('logo'),
    primaryColor: text('primary_color'),
    accentColor: text('accent_color'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('events_domain_unique').on(t.domain)],
);

// The event a row belongs to; the row goes when the event does.
export const ownedByEvent = () => ownedBy('event_id', () => events.id);

// The columns every row of one event starts with: its id and its event.
export const idAndEvent = () => ({ id: id(), eventId: ownedByEvent() });

// The event's extra domains (aliases): the portal is served for the event on each of them as on its
// main domain (events.domain). A domain is one event's, main or extra: the unique index keeps two
// extra ones apart, server/events/event-domains.ts checks them against the main domains.
export const eventDomains = pgTable(
  'event_domains',
  {
    id: id(),
    eventId: ownedByEvent(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_domains_domain_unique').on(t.domain), index('event_domains_event_idx').on(t.eventId)],
);
