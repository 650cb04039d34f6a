import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { exhibitors } from './accounts-tables.ts';
import { events } from './events-tables.ts';

// Files stored under DATA_DIR/uploads; path is relative to the /files/ mount. A company's file names
// its company; the event's own files (the console's resource files and logo) name the event, so
// only that event's organisers can put them on a resource.
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    exhibitorId: uuid('exhibitor_id').references(() => exhibitors.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    uploadType: text('upload_type').notNull().default('eventWebsite'),
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_path_unique').on(t.path), index('uploads_exhibitor_idx').on(t.exhibitorId), index('uploads_event_idx').on(t.eventId)],
);
