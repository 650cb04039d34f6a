// The exhibitor's product catalogue (server/products): another exhibitor's product id answers 404
// without changing anything.
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { addProduct, changeProduct, companyProducts, deleteProduct, PRODUCT } from '../products/product-rows.ts';
import { productValues, toApiProduct } from '../products/product-mapper.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function productHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listProducts(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: (await companyProducts(db, exhibitorId)).map(toApiProduct) };
    },

    async createProduct(request, reply) {
      const owner = requireAuth(request);
      const row = await addProduct(db, owner, productValues(request.body));
      return created(reply, 'Product added successfully!', toApiProduct(row));
    },

    async updateProduct(request) {
      const { exhibitorId, id } = callerAndRowId(request, PRODUCT);
      const row = await changeProduct(db, exhibitorId, id, productValues(request.body));
      return { success: true, message: 'Product updated successfully!', data: toApiProduct(row) };
    },

    async deleteProduct(request) {
      const { exhibitorId, id } = callerAndRowId(request, PRODUCT);
      await deleteProduct(db, exhibitorId, id);
      return { success: true, message: 'Product deleted successfully!' };
    },
  };
}
