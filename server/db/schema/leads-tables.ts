import { sql } from 'drizzle-orm';
import { check, date, index, type AnyPgColumn, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type ExtraConfigColumn, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { createdAt, editedTimes, id, instant, ownedBy } from './columns.ts';
import { idAndExhibitor, userOrNull, users } from './accounts-tables.ts';
import { tickets } from './passes-tables.ts';

export const leadPriorities = ['high', 'medium', 'low'] as const;
export const leadSources = ['booth_scan', 'networking', 'referral', 'manual', 'business_card'] as const;
// How a lead was captured (the contract's CaptureKind).
export const captureKinds = ['badge', 'typed', 'external_badge', 'unknown_badge', 'vcard', 'mecard', 'text', 'business_card', 'manual'] as const;
export const leadImageLabels = ['card_front', 'card_back', 'badge', 'other'] as const;

// Status is free text (the spec shows new, contacted, follow-up, nurture, ...).
export const leads = pgTable(
  'leads',
  {
    ...idAndExhibitor(),
    priority: text('priority', { enum: leadPriorities }).notNull().default('medium'),
    status: text('status').notNull().default('new'),
    remarks: text('remarks'),
    source: text('source', { enum: leadSources }).notNull().default('manual'),
    fullName: text('full_name').notNull(),
    emailId: text('email_id'),
    companyName: text('company_name'),
    designation: text('designation'),
    phone: text('phone'),
    website: text('website'),
    address: text('address'),
    // How the lead was captured and what was read (a contact code, an external badge id, a card's
    // text), kept so anyone can check or correct the fields later.
    captureKind: text('capture_kind', { enum: captureKinds }).notNull().default('manual'),
    captureText: text('capture_text'),
    // The person who captured the lead; a scanner sees only the leads they captured.
    capturedBy: userOrNull('captured_by'),
    // The member who follows the lead up: by default whoever captured or added it; owners and admins
    // hand it on. A scanner sees only the leads they own; staff and scanners export only theirs.
    ownerId: userOrNull('owner_id'),
    // Qualification: the rating (1-5), free tags, the day to follow up and the answers to the
    // company's lead questions (exhibitors.lead_questions), keyed by question name.
    rating: integer('rating'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    // The badge the lead was captured from: one lead per badge per company.
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    // A capture that shares its phone with this older lead of the company but names another person
    // (another e-mail, or another name): kept apart until someone merges it into that lead or
    // dismisses the hint (server/leads/possible-duplicate.ts).
    possibleDuplicateOf: uuid('possible_duplicate_of').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    ...editedTimes(),
  },
  (t) => [
    // Lists and "recent leads" read one exhibitor's leads newest first, ties broken by id so the
    // order is stable (`order by created_at desc, id desc`). The index has the same order, nulls
    // included: a plain `desc` sorts nulls first, and drizzle-kit's default `desc nulls last`
    // would not match it, leaving PostgreSQL to sort the rows on every read.
    index('leads_exhibitor_created_id_idx').on(t.exhibitorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_captured_by_idx').on(t.capturedBy),
    index('leads_exhibitor_owner_follow_up_idx').on(t.exhibitorId, t.ownerId, t.followUpDate),
    uniqueIndex('leads_exhibitor_ticket_unique').on(t.exhibitorId, t.ticketId),
    index('leads_possible_duplicate_of_idx').on(t.possibleDuplicateOf),
    index('leads_exhibitor_email_idx').on(t.exhibitorId, sql`lower(${t.emailId})`),
    check('leads_rating_check', sql`${t.rating} between 1 and 5`),
    check('leads_priority_check', sql`${t.priority} in ('high', 'medium', 'low')`),
    check('leads_source_check', sql`${t.source} in ('booth_scan', 'networking', 'referral', 'manual', 'business_card')`),
    check(
      'leads_capture_kind_check',
      sql`${t.captureKind} in ('badge', 'typed', 'external_badge', 'unknown_badge', 'vcard', 'mecard', 'text', 'business_card', 'manual')`,
    ),
  ],
);

// Rows only ever added to one lead: each starts with its id and its lead (which takes it along),
// then what it records, and ends with the time it was added. They are read a lead at a time in the
// order of `readBy`: the time added, unless the row carries a time of its own.
function addedToLead<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  readBy: keyof Columns | 'createdAt' = 'createdAt',
  checks: (t: Record<keyof Columns, ExtraConfigColumn>) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { id: id(), leadId: ownedBy('lead_id', () => leads.id), ...columns, createdAt: createdAt() }, (t) => [
    index(`${name}_lead_idx`).on(t.leadId, t[readBy]),
    ...checks(t),
  ]);
}

// Notes are only ever appended, each with its author and time, so two members writing at once both
// keep theirs.
export const leadNotes = addedToLead('lead_notes', { authorId: userOrNull('author_id'), text: text('text').notNull() });

// Photos kept with a lead: a business card's sides, a badge. Only ever added, so the original a lead
// was read from is always there to correct its fields by.
export const leadImages = addedToLead(
  'lead_images',
  { url: text('url').notNull(), label: text('label', { enum: leadImageLabels }).notNull(), addedBy: userOrNull('added_by') },
  'createdAt',
  (t) => [check('lead_images_label_check', sql`${t.label} in ('card_front', 'card_back', 'badge', 'other')`)],
);

// Every scan of a lead's badge by the company's team: who and when (the device's time for scans
// queued offline), read in the order they happened.
export const leadTouches = addedToLead('lead_touches', { userId: userOrNull('user_id'), at: instant('at').notNull() }, 'at');

// The first answer to each Idempotency-Key of a user, so a write sent again (an outbox replaying
// after a lost answer) answers the same and writes nothing.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
