import { describe, expect, it } from "vitest";
import { ids, SEARCH } from "../data/list-view-fixtures.ts";
import { PRODUCTS } from "./products-list-view.fixtures.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import { productsEmptyHint, selectProducts } from "./products-list-view.ts";

const view = (search: string): ListViewState => ({ search, filter: "all", tab: "all" });

describe("selectProducts", () => {
  it("lists everything without a search", () => {
    expect(ids(selectProducts(PRODUCTS, view("")))).toEqual(["P1", "P2", "P3"]);
    expect(ids(selectProducts(PRODUCTS, view("  ")))).toEqual(["P1", "P2", "P3"]);
  });

  it("searches name and description, trimmed and ignoring case", () => {
    expect(ids(selectProducts(PRODUCTS, view(SEARCH)))).toEqual(["P1", "P2"]);
    expect(ids(selectProducts(PRODUCTS, view("WIDGET")))).toEqual(["P3"]);
    expect(ids(selectProducts(PRODUCTS, view("hand loom")))).toEqual(["P1"]);
    expect(ids(selectProducts(PRODUCTS, view("gizmo")))).toEqual([]);
  });
});

describe("productsEmptyHint (SPEC §2)", () => {
  it("asks to adjust the search while searching, else suggests adding a product", () => {
    expect(productsEmptyHint(view(""))).toBe("Start building your product catalog by adding your first product");
    expect(productsEmptyHint(view(" "))).toBe("Start building your product catalog by adding your first product");
    expect(productsEmptyHint(view("gizmo"))).toBe("Try adjusting your search terms to find the products you're looking for");
  });

  it("does not suggest adding a product to a role that may not", () => {
    expect(productsEmptyHint(view(""), false)).toBe("Your company has not added any products yet");
    expect(productsEmptyHint(view("gizmo"), false)).toBe("Try adjusting your search terms to find the products you're looking for");
  });
});
