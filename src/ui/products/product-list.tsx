import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { productsEmptyHint, selectProducts } from "../../machines/products/products-list-view.ts";
import { isSearching } from "../../machines/data/list-view-state.ts";
import type { Product } from "../../machines/products/product-form.ts";
import type { RemoteData } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { emptyPanel } from "../components/portal-styles.ts";
import { PageLoading } from "../shell/page-loading.tsx";
import { Icon } from "../shell/icons.tsx";
import { ProductCard } from "./product-card.tsx";
import type { ListViewActorRef } from "./product-search.tsx";

const grid = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", xl: "repeat(3, minmax(0, 1fr))" },
});
const empty = css(emptyPanel, { borderColor: "border.strong", color: "fg.muted" });

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
        <div className={empty}>
          <Icon name="package" className={css({ w: "10", h: "10" })} />
          <h2 className={css({ fontSize: "lg", fontWeight: "semibold", color: "fg.default" })}>No products found</h2>
          <p className={css({ fontSize: "sm" })}>{productsEmptyHint(view, onAdd !== null)}</p>
          {isSearching(view) || onAdd === null ? null : (
            <Button onClick={onAdd} className={css({ mt: "2" })}>
              Add Your First Product
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label="Products" className={grid}>
          {shown.map((product) => (
            <li key={product._id} className={css({ minW: "0" })}>
              <ProductCard product={product} onEdit={onEdit} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
