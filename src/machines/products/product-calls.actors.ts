import { Effect } from "effect";
import type { ApiError } from "../../api/errors.ts";
import { mutation, query, type Api } from "../../api/request.ts";
import type { EntityCalls } from "../forms/entity-dialog.actors.ts";
import { productBody, type Product } from "./product-form.ts";

/** The Product Catalog's calls (SPEC §7 products): the dialog's three and the catalog's read. */
export const productCalls = {
  create: (form) => mutation((client, signal) => client.POST("/products", { body: productBody(form), signal })),
  update: (id, form) =>
    mutation((client, signal) => client.PUT("/products/{id}", { params: { path: { id } }, body: productBody(form), signal })),
  remove: (id) => mutation((client, signal) => client.DELETE("/products/{id}", { params: { path: { id } }, signal })),
} satisfies EntityCalls;

/** GET /products: the exhibitor's products, newest first (the envelope's `data`). */
export const listProducts: Effect.Effect<ReadonlyArray<Product>, ApiError, Api> = query((client, signal) =>
  client.GET("/products", { signal }),
).pipe(Effect.map((answer) => answer.data));
