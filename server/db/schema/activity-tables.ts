import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { idAndExhibitor, userOrNull } from './accounts-tables.ts';

export const activityCategories = ['team', 'company', 'leads', 'export', 'import', 'organiser'] as const;

// Who changed what in a company, and when: the team, the company profile, leads, exports and
// imports, and what the event's organisers did to the company's registrations and support
// requests. Written in the same transaction as the change it records. The actor's name is copied
// so the entry still reads right after the person has been removed from the team.
export const activityLog = pgTable(
  'activity_log',
  {
    ...idAndExhibitor(),
    actorUserId: userOrNull('actor_user_id'),
    actorName: text('actor_name').notNull(),
    category: text('category', { enum: activityCategories }).notNull(),
    // A dotted action within the category: `lead.create`, `team.role`, `lead.bulk-delete`, ...
    action: text('action').notNull(),
    // One line a person reads: "Added lead Priya Shah", "Changed Ravi's role to Lead Scanner".
    summary: text('summary').notNull(),
    // The row the change was about, when there is one.
    subjectId: uuid('subject_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The Activity screen reads one company's entries newest first, ties broken by id.
    index('activity_log_exhibitor_created_idx').on(t.exhibitorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_log_actor_idx').on(t.exhibitorId, t.actorUserId),
    check('activity_log_category_check', sql`${t.category} in ('team', 'company', 'leads', 'export', 'import', 'organiser')`),
  ],
);
