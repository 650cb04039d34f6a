import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { editedTimes, id } from './columns.ts';
import { ownedByExhibitor, users } from './accounts.ts';

export const leadPriorities = ['high', 'medium', 'low'] as const;
export const leadSources = ['booth_scan', 'networking', 'referral', 'manual'] as const;

// Status is free text (the spec shows new, contacted, follow-up, nurture, ...).
export const leads = pgTable(
  'leads',
  {
    id: id(),
    exhibitorId: ownedByExhibitor(),
    priority: text('priority', { enum: leadPriorities }).notNull().default('medium'),
    status: text('status').notNull().default('new'),
    remarks: text('remarks'),
    source: text('source', { enum: leadSources }).notNull().default('manual'),
    fullName: text('full_name').notNull(),
    emailId: text('email_id'),
    companyName: text('company_name'),
    designation: text('designation'),
    phone: text('phone'),
    // The person who captured the lead; a scanner sees only the leads they captured.
    capturedBy: uuid('captured_by').references(() => users.id, { onDelete: 'set null' }),
    ...editedTimes(),
  },
  (t) => [
    // Lists and "recent leads" read one exhibitor's leads newest first, ties broken by id so the
    // order is stable (`order by created_at desc, id desc`). The index has the same order, nulls
    // included: a plain `desc` sorts nulls first, and drizzle-kit's default `desc nulls last`
    // would not match it, leaving PostgreSQL to sort the rows on every read.
    index('leads_exhibitor_created_id_idx').on(t.exhibitorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_captured_by_idx').on(t.capturedBy),
    check('leads_priority_check', sql`${t.priority} in ('high', 'medium', 'low')`),
    check('leads_source_check', sql`${t.source} in ('booth_scan', 'networking', 'referral', 'manual')`),
  ],
);
