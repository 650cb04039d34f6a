import type { components } from "../../api/schema.d.ts";

/** Products for the list's tests: the search "asha" reaches each through a different field (or not at all). */

type Product = components["schemas"]["Product"];

const product = (id: string, productName: string, productDescription: string | null): Product => ({
  _id: id,
  event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
  exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  productName,
  productDescription,
  productLink: null,
  productLogo: null,
  productImage: null,
  BrochureUrl: null,
  createdAt: "2025-03-14T11:05:00.000Z",
  updatedAt: "2025-03-14T11:05:00.000Z",
});

export const PRODUCTS: Product[] = [
  product("P1", "Asha Loom", "A hand loom"),
  product("P2", "Spindle", "Made by ASHA artisans"),
  product("P3", "Widget", null),
];
