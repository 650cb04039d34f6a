// The exhibitor's product catalogue. Every statement carries the caller's exhibitor, so another
// exhibitor's product id matches no row and answers 404 without changing anything.
import type { Database } from '../db/connect.ts';
import { products } from '../db/schema/all-tables.ts';
import { changeOwnedRow, deleteOwnedRow, newestOwnedRows, ownedRow } from '../exhibitors/owned-rows.ts';
import type { ProductRow, productValues } from './product-mapper.ts';

export const PRODUCT = 'Product';

type ProductValues = ReturnType<typeof productValues>;

/** The company's products, newest first (the list and the CSV export). */
export const companyProducts = (db: Database, exhibitorId: string): Promise<ProductRow[]> =>
  newestOwnedRows(db, products, exhibitorId, products.createdAt);

export async function addProduct(db: Database, owner: { exhibitorId: string; eventId: string }, values: ProductValues): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, productName: values.productName ?? '', eventId: owner.eventId, exhibitorId: owner.exhibitorId })
    .returning();
  return row!;
}

export const changeProduct = (db: Database, exhibitorId: string, id: string, values: ProductValues): Promise<ProductRow> =>
  changeOwnedRow(db, products, ownedRow(products, id, exhibitorId), { ...values, updatedAt: new Date() }, PRODUCT);

export const deleteProduct = (db: Database, exhibitorId: string, id: string): Promise<void> =>
  deleteOwnedRow(db, products, ownedRow(products, id, exhibitorId), PRODUCT);
