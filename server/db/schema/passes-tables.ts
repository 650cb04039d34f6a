import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ownedBy } from './columns.ts';
import { idAndEvent } from './events-tables.ts';
import { idAndExhibitor, ownedByExhibitorIfAny } from './accounts-tables.ts';
import type { FormFieldDefinition, FormFieldOption } from '../form-field-definition.ts';

// Pass categories live in their own file, which the exhibitors' table can reference without a cycle.
export { exhibitorCategories } from './exhibitor-categories-table.ts';
import { exhibitorCategories } from './exhibitor-categories-table.ts';

// Passes allocated to one exhibitor in one category.
export const passes = pgTable(
  'passes',
  {
    ...idAndExhibitor(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => exhibitorCategories.id, { onDelete: 'restrict' }),
    numberOfPasses: integer('number_of_passes').notNull().default(0),
    // The organiser's HTML shown after a referral registration on this pass; null gives the
    // event's default message. Stored as given: browsers sanitise it before rendering.
    successMessage: text('success_message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('passes_exhibitor_idx').on(t.exhibitorId),
    check('passes_number_check', sql`${t.numberOfPasses} >= 0`),
  ],
);

// Referral form fields per event; a null categoryId applies to every pass category.
export const formFields = pgTable(
  'form_fields',
  {
    ...idAndEvent(),
    categoryId: uuid('category_id').references(() => exhibitorCategories.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    definition: jsonb('definition').$type<FormFieldDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_fields_event_idx').on(t.eventId, t.sortOrder)],
);

// Option lists an organiser names in a select field's `selectApi`: the portal serves them itself
// (GET /form-field-options), so a browser never fetches options from an outside address. `options`
// is kept as given: a list of { value, label }, or one comma-separated string (apiType CSV).
export const formOptionLists = pgTable(
  'form_option_lists',
  {
    ...idAndEvent(),
    name: text('name').notNull(),
    options: jsonb('options').$type<FormFieldOption[] | string>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_option_lists_event_name_unique').on(t.eventId, t.name)],
);

// A person registered through a pass's referral form. Status derives from approve/reject.
export const referralRegistrations = pgTable(
  'referral_registrations',
  {
    ...idAndExhibitor(),
    passId: ownedBy('pass_id', () => passes.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    emailId: text('email_id'),
    phoneCode: text('phone_code'),
    authenticationId: text('authentication_id'),
    approve: boolean('approve').notNull().default(false),
    reject: boolean('reject').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    // When and by whom (the organiser's name) approve or reject was set; null while pending.
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by'),
    // Set when a guest registered through a public pass link (guest-links.ts), null when a team
    // member registered them.
    inviteId: uuid('invite_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_registrations_exhibitor_idx').on(t.exhibitorId, t.createdAt.desc()),
    index('referral_registrations_pass_idx').on(t.passId),
  ],
);

// Guest tickets an exhibitor may issue, by ticket type.
export const ticketAllocations = pgTable(
  'ticket_allocations',
  {
    ...idAndExhibitor(),
    ticketType: text('ticket_type').notNull(),
    allocatedCount: integer('allocated_count').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    validFrom: instant('valid_from'),
    validTo: instant('valid_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_allocations_exhibitor_idx').on(t.exhibitorId),
    check('ticket_allocations_allocated_check', sql`${t.allocatedCount} >= 0`),
    check('ticket_allocations_used_check', sql`${t.usedCount} >= 0`),
    check('ticket_allocations_price_check', sql`${t.price} >= 0`),
  ],
);

// A ticket of the event: issued by a referral registration (exhibitorId and registrationId set), as a
// guest ticket of an exhibitor, or to an attendee the organiser imported (no exhibitor). Its code is
// printed on the badge, whose QR code carries it signed (server/badges).
export const tickets = pgTable(
  'tickets',
  {
    ...idAndEvent(),
    exhibitorId: ownedByExhibitorIfAny(),
    allocationId: uuid('allocation_id').references(() => ticketAllocations.id, { onDelete: 'set null' }),
    registrationId: uuid('registration_id').references(() => referralRegistrations.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email'),
    // What the event shares with exhibitors who scan the badge, beside the name and e-mail.
    attendeeCompany: text('attendee_company'),
    attendeeDesignation: text('attendee_designation'),
    attendeePhone: text('attendee_phone'),
    ticketCode: text('ticket_code').notNull(),
    // The attendee's id in the event's own registration system, which its badges carry (a QR code
    // or a barcode); set by the organiser's attendee import.
    externalBadgeId: text('external_badge_id'),
    status: text('status', { enum: ['active', 'used', 'cancelled'] })
      .notNull()
      .default('active'),
    ticketType: text('ticket_type').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('tickets_code_unique').on(t.ticketCode),
    uniqueIndex('tickets_registration_unique').on(t.registrationId),
    uniqueIndex('tickets_event_external_badge_unique').on(t.eventId, t.externalBadgeId),
    index('tickets_exhibitor_idx').on(t.exhibitorId),
    index('tickets_event_idx').on(t.eventId),
    check('tickets_status_check', sql`${t.status} in ('active', 'used', 'cancelled')`),
  ],
);

// The installation's badge signing key (ECDSA P-256 JWKs): made on first use, shared by every server
// process on the database, so a badge printed yesterday still checks today.
export const badgeSigningKeys = pgTable('badge_signing_keys', {
  id: id(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
  createdAt: createdAt(),
});
