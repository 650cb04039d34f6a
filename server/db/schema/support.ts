import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownedByExhibitor, users } from './accounts.ts';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    exhibitorId: ownedByExhibitor(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Shown to the user as "Ticket ID: SUP-..."
    ticketId: text('ticket_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull().default('general'),
    priority: text('priority').notNull().default('medium'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_requests_ticket_unique').on(t.ticketId),
    index('support_requests_exhibitor_idx').on(t.exhibitorId),
  ],
);
