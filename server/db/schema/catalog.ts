import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { editedTimes, id } from './columns.ts';
import { ownedByEvent } from './events.ts';
import { ownedByExhibitor } from './accounts.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    eventId: ownedByEvent(),
    exhibitorId: ownedByExhibitor(),
    productName: text('product_name').notNull(),
    productDescription: text('product_description'),
    productLink: text('product_link'),
    productLogo: text('product_logo'),
    productImage: text('product_image'),
    brochureUrl: text('brochure_url'),
    ...editedTimes(),
  },
  (t) => [index('products_exhibitor_idx').on(t.exhibitorId, t.createdAt.desc())],
);
