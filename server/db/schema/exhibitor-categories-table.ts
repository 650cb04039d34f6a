import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { idAndEvent } from './events-tables.ts';

// Pass categories an organiser defines for an event ("Gold Exhibitor", ...).
export const exhibitorCategories = pgTable(
  'exhibitor_categories',
  {
    ...idAndEvent(),
    categoryName: text('category_name').notNull(),
    exhibitorPasses: integer('exhibitor_passes').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('exhibitor_categories_event_name_unique').on(t.eventId, t.categoryName),
    check('exhibitor_categories_passes_check', sql`${t.exhibitorPasses} >= 0`),
  ],
);
