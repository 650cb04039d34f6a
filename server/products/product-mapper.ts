// Product rows as the API shows them (SPEC §3 Product: the brochure is `BrochureUrl` on the wire,
// `brochure_url` in the table) and request bodies turned into column values.
import type { products } from '../db/schema/all-tables.ts';
import { optionalText, rejectActiveLinks, rejectNonWebUrls, requiredText } from '../http/request-text.ts';
import type { JsonBody } from '../context/operation-types.ts';

export type ProductRow = typeof products.$inferSelect;

/** What POST and PUT /products may carry. */
export type ProductBody = JsonBody<'createProduct'> | JsonBody<'updateProduct'>;

export function toApiProduct(row: ProductRow) {
  return {
    _id: row.id,
    event: row.eventId,
    exhibitor: row.exhibitorId,
    productName: row.productName,
    productDescription: row.productDescription,
    productLink: row.productLink,
    productLogo: row.productLogo,
    productImage: row.productImage,
    BrochureUrl: row.brochureUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function productValues(body: ProductBody) {
  rejectNonWebUrls({ '/productLink': body.productLink });
  rejectActiveLinks({
    '/productLogo': body.productLogo,
    '/productImage': body.productImage,
    '/BrochureUrl': body.BrochureUrl,
  });
  const values: {
    productName?: string;
    productDescription?: string | null;
    productLink?: string | null;
    productLogo?: string | null;
    productImage?: string | null;
    brochureUrl?: string | null;
  } = {};
  if (body.productName !== undefined) {
    values.productName = requiredText(body.productName, '/productName', 'Product name is required');
  }
  const optional = {
    productDescription: optionalText(body.productDescription),
    productLink: optionalText(body.productLink),
    productLogo: optionalText(body.productLogo),
    productImage: optionalText(body.productImage),
    brochureUrl: optionalText(body.BrochureUrl),
  };
  for (const [key, value] of Object.entries(optional) as Array<[keyof typeof optional, string | null | undefined]>) {
    if (value !== undefined) values[key] = value;
  }
  return values;
}
