import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ownedBy } from './columns.ts';
import { idAndExhibitor, userOrNull } from './accounts-tables.ts';

export const supportStatuses = ['open', 'answered', 'closed'] as const;

export const supportRequests = pgTable(
  'support_requests',
  {
    ...idAndExhibitor(),
    userId: userOrNull('user_id'),
    // Shown to the user as "Ticket ID: SUP-..."
    ticketId: text('ticket_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull().default('general'),
    priority: text('priority').notNull().default('medium'),
    message: text('message').notNull(),
    // open: waiting for the organiser; answered: the organiser replied; closed: done.
    status: text('status', { enum: supportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_requests_ticket_unique').on(t.ticketId),
    index('support_requests_exhibitor_idx').on(t.exhibitorId),
    check('support_requests_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

// The conversation on a request: the organiser's replies (npm run admin -- support reply) and the
// exhibitor's follow-ups, oldest first.
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    requestId: ownedBy('request_id', () => supportRequests.id),
    author: text('author', { enum: ['organiser', 'exhibitor'] }).notNull(),
    authorName: text('author_name').notNull(),
    // The member who wrote an exhibitor's follow-up (null for the organiser's, and once the account is
    // removed): the portal shows "You" on the signed-in member's own messages and the name on others'.
    authorId: userOrNull('author_id'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_replies_request_idx').on(t.requestId, t.createdAt),
    check('support_replies_author_check', sql`${t.author} in ('organiser', 'exhibitor')`),
  ],
);
