import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './accounts.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    productDescription: text('product_description'),
    productLink: text('product_link'),
    productLogo: text('product_logo'),
    productImage: text('product_image'),
    brochureUrl: text('brochure_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('products_exhibitor_idx').on(t.exhibitorId, t.createdAt.desc())],
);
