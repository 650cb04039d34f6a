// The exhibitor's product catalogue. Every query carries the token's exhibitor, so another
// exhibitor's product id matches no row and answers 404 without changing anything.
import { products } from '../db/schema/all-tables.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { changeOwnedRow, deleteOwnedRowHandler, newestOwnedRows, ownedRow } from './owned-rows.ts';
import { productValues, toApiProduct } from './mappers/product-mapper.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const ENTITY = 'Product';

export function productHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listProducts(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await newestOwnedRows(db, products, exhibitorId, products.createdAt);
      return { success: true, data: rows.map(toApiProduct) };
    },

    async createProduct(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const values = productValues(request.body);
      const [row] = await db
        .insert(products)
        .values({ ...values, productName: values.productName ?? '', eventId, exhibitorId })
        .returning();
      return created(reply, 'Product added successfully!', toApiProduct(row!));
    },

    async updateProduct(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      const values = productValues(request.body);
      const changes = { ...values, updatedAt: new Date() };
      const row = await changeOwnedRow(db, products, ownedRow(products, id, exhibitorId), changes, ENTITY);
      return { success: true, message: 'Product updated successfully!', data: toApiProduct(row) };
    },

    deleteProduct: deleteOwnedRowHandler(db, products, ENTITY, 'Product deleted successfully!'),
  };
}
