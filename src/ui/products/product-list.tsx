import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { productCatalog } from "styled-system/recipes";
import { productsEmptyHint, selectProducts } from "../../machines/products/products-list-view.ts";
import { isSearching } from "../../machines/data/list-view-state.ts";
import type { Product } from "../../machines/products/product-form.ts";
import type { RemoteData } from "../components/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { Icon } from "../screen/icons.tsx";
import { ProductCard } from "./product-card.tsx";
import type { ListViewActorRef } from "./product-search.tsx";

const classes = productCatalog();

export interface ProductListProps {
  readonly products: RemoteData<ReadonlyArray<Product>>;
  readonly listView: ListViewActorRef;
  /** Null where the role may not: the button is not drawn. */
  readonly onAdd: (() => void) | null;
  readonly onEdit: ((product: Product) => void) | null;
  readonly onDelete: ((product: Product) => void) | null;
}

/**
 * The catalog's body: the first load's spinner, a failed load with Retry, the empty states
 * (SPEC §2) or the card grid. A failed reload keeps the cards it showed, with the error above them.
 */
export function ProductList({ products, listView, onAdd, onEdit, onDelete }: ProductListProps) {
  const view = useSelector(listView, (snapshot) => snapshot.context);
  const { data, loading, error, refresh } = products;

  if (data === null) {
    if (error !== null) return <LoadError message={error} onRetry={refresh} busy={loading} />;
    return <PageLoading label="Loading products..." />;
  }

  const shown = selectProducts(data, view);
  return (
    <>
      {error === null ? null : <LoadError message={error} onRetry={refresh} busy={loading} />}
      {shown.length === 0 ? (
        <div className={classes.empty}>
          {/* The icon's own size is a utility: only a utility overrides it. */}
          <Icon name="package" className={css({ w: "10", h: "10" })} />
          <h2 className={classes.emptyTitle}>No products found</h2>
          <p className={classes.emptyText}>{productsEmptyHint(view, onAdd !== null)}</p>
          {isSearching(view) || onAdd === null ? null : (
            <Button onClick={onAdd} className={classes.emptyAction}>
              Add Your First Product
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label="Products" className={classes.grid}>
          {shown.map((product) => (
            <li key={product._id} className={classes.gridItem}>
              <ProductCard product={product} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
