import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { exhibitors } from './accounts.ts';

// Files stored under DATA_DIR/uploads; path is relative to the /files/ mount.
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exhibitorId: uuid('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
    uploadType: text('upload_type').notNull().default('eventWebsite'),
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_path_unique').on(t.path), index('uploads_exhibitor_idx').on(t.exhibitorId)],
);
