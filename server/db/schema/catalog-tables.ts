import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { editedTimes } from './columns.ts';
import { idAndEvent } from './events-tables.ts';
import { ownedByExhibitor } from './accounts-tables.ts';

export const products = pgTable(
  'products',
  {
    ...idAndEvent(),
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
