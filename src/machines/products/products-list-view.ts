import { isSearching, matchesSearch, searchQuery, type ListViewState } from "../data/list-view-state.ts";

export interface ProductLike {
  readonly productName?: string | null;
  readonly productDescription?: string | null;
}

/** The products shown: search over name and description. */
export const selectProducts = <T extends ProductLike>(items: ReadonlyArray<T>, state: ListViewState): T[] => {
  const query = searchQuery(state.search);
  return items.filter((product) => matchesSearch(query, [product.productName, product.productDescription]));
};

export const PRODUCTS_EMPTY_HINTS = {
  searching: "Try adjusting your search terms to find the products you're looking for",
  none: "Start building your product catalog by adding your first product",
  /** For a role that reads the catalog but does not keep it. */
  noneToRead: "Your company has not added any products yet",
} as const;

/** The hint under "No products found"; only a role that may add products is asked to. */
export const productsEmptyHint = (state: ListViewState, mayAdd = true): string =>
  isSearching(state) ? PRODUCTS_EMPTY_HINTS.searching : mayAdd ? PRODUCTS_EMPTY_HINTS.none : PRODUCTS_EMPTY_HINTS.noneToRead;
