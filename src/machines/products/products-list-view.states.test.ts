import { describe, expect, it } from "vitest";
import { ids } from "../data/list-view-fixtures.ts";
import { LIST_VIEW_KEYS, listViewStateOf, narrowed } from "../data/list-view.model.ts";
import { PRODUCTS } from "./products-list-view.fixtures.ts";
import { productsEmptyHint, selectProducts } from "./products-list-view.ts";

/**
 * What the Product Catalog must list in each state its search reaches (key: trimmed search |
 * filter | tab), written out by hand from the fixtures, so the selector is checked against the
 * spec's rules rather than against itself.
 */
const PRODUCT_IDS: Readonly<Record<string, string[]>> = {
  "|all|all": ["P1", "P2", "P3"],
  "ASHA|all|all": ["P1", "P2"],
};

describe("the Product Catalog's list in every state of its search", () => {
  it.each(LIST_VIEW_KEYS.products)("%s", (key) => {
    const state = listViewStateOf(key);
    expect(ids(selectProducts(PRODUCTS, state))).toEqual(PRODUCT_IDS[key]);
    expect(productsEmptyHint(state)).toBe(
      narrowed(state)
        ? "Try adjusting your search terms to find the products you're looking for"
        : "Start building your product catalog by adding your first product",
    );
  });
});
