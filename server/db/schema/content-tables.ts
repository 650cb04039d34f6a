import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { idAndEvent } from './events-tables.ts';
import { ownedByExhibitorIfAny } from './accounts-tables.ts';

// Event resources (isExhibitor false) and exhibitor resources (isExhibitor true with exhibitorId).
export const downloads = pgTable(
  'downloads',
  {
    ...idAndEvent(),
    exhibitorId: ownedByExhibitorIfAny(),
    isExhibitor: boolean('is_exhibitor').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull().default('other'),
    category: text('category').notNull().default('General'),
    attachment: text('attachment'),
    fileType: text('file_type'),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('downloads_event_idx').on(t.eventId, t.isExhibitor),
    index('downloads_exhibitor_idx').on(t.exhibitorId),
  ],
);

// Event FAQs: the organiser's (exhibitorId null) and exhibitors' own (exhibitorId set).
export const faqs = pgTable(
  'faqs',
  {
    ...idAndEvent(),
    // Null for the organiser's FAQs (admin import); set for FAQs an exhibitor wrote, which only that
    // exhibitor may change and which go when the exhibitor is removed.
    exhibitorId: ownedByExhibitorIfAny(),
    question: text('question').notNull(),
    // HTML; the browser sanitises it before rendering.
    answer: text('answer').notNull(),
    type: text('type').notNull().default('General'),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_event_idx').on(t.eventId, t.sortOrder), index('faqs_exhibitor_idx').on(t.exhibitorId)],
);
