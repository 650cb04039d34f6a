// The exhibitor's product catalogue. Every query carries the token's exhibitor, so another
// exhibitor's product id matches no row and answers 404 without changing anything.
import { and, desc, eq } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import { notFound, requireAuth, rowIdOr404 } from './exhibitor-scope.ts';
import { productValues, toApiProduct } from './mappers/product.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

const ENTITY = 'Product';

function productId(request: { params: { id: string } }): string {
  return rowIdOr404(request.params.id, ENTITY);
}

export function productHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listProducts(request) {
      const { exhibitorId } = requireAuth(request);
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.exhibitorId, exhibitorId))
        .orderBy(desc(products.createdAt), desc(products.id));
      return { success: true, data: rows.map(toApiProduct) };
    },

    async createProduct(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const values = productValues(request.body);
      const [row] = await db
        .insert(products)
        .values({ ...values, productName: values.productName ?? '', eventId, exhibitorId })
        .returning();
      reply.code(201);
      return { success: true, message: 'Product added successfully!', data: toApiProduct(row!) };
    },

    async updateProduct(request) {
      const { exhibitorId } = requireAuth(request);
      const id = productId(request);
      const values = productValues(request.body);
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.exhibitorId, exhibitorId)))
        .returning();
      if (!row) throw notFound(ENTITY);
      return { success: true, message: 'Product updated successfully!', data: toApiProduct(row) };
    },

    async deleteProduct(request) {
      const { exhibitorId } = requireAuth(request);
      const id = productId(request);
      const deleted = await db
        .delete(products)
        .where(and(eq(products.id, id), eq(products.exhibitorId, exhibitorId)))
        .returning({ id: products.id });
      if (deleted.length === 0) throw notFound(ENTITY);
      return { success: true, message: 'Product deleted successfully!' };
    },
  };
}
