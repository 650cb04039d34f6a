import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, ownedBy } from './columns.ts';
import { idAndExhibitor, users } from './accounts-tables.ts';

// Each lead export a member made: "only leads new since my last export" reads the member's latest.
export const leadExports = pgTable(
  'lead_exports',
  {
    ...idAndExhibitor(),
    userId: ownedBy('user_id', () => users.id),
    format: text('format').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    exportedAt: instant('exported_at').notNull().defaultNow(),
  },
  (t) => [index('lead_exports_user_idx').on(t.userId, t.exportedAt.desc())],
);
