import { useSelector } from "@xstate/react";
import { productCatalog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { Product } from "../../machines/products/product-form.ts";
import { catalogOf, type productsScreenMachine } from "../../machines/products/products-screen.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { useRead } from "../components/use-remote-data.ts";
import { EntityDeleteDialog } from "../components/entity-delete-dialog.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { ExportAndAddActions } from "../components/export-and-add-actions.tsx";
import { ProductDialog } from "./product-dialog.tsx";
import { ProductList } from "./product-list.tsx";
import { ProductSearch } from "./product-search.tsx";

type ProductsScreenRef = ActorRefFrom<typeof productsScreenMachine>;

/** Route target for /exhibitor/products (lazy-loaded default export): SPEC §2 Product Catalog. */
export default screenPage("products", "Loading products...", ProductsScreen);

function ProductsScreen({ screen }: { readonly screen: ProductsScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { products: productsRead, listView, dialog, productsExport } = useSelector(screen, (snapshot) => snapshot.children) as Required<
    ReturnType<ProductsScreenRef["getSnapshot"]>["children"]
  >;
  const products = useRead(productsRead, catalogOf);
  const offers = useSelector(screen, (snapshot) => snapshot.context.offers);

  const edit = offers.edit ? (product: Product) => dialog.send({ type: "dialog.openEdit", record: product }) : null;
  const remove = offers.remove ? (product: Product) => dialog.send({ type: "delete.request", record: product }) : null;
  const add = offers.add ? () => dialog.send({ type: "dialog.openAdd" }) : null;

  return (
    <>
      <PageHeader
        title="Product Catalog"
        description="Showcase your products to event visitors."
        actions={<ExportAndAddActions exporter={productsExport} onExport={() => screen.send({ type: "products.export" })} addLabel="Add Product" onAdd={add} />}
      />
      <div className={productCatalog().body}>
        <ProductSearch listView={listView} />
        <ProductList products={products} listView={listView} onAdd={add} onEdit={edit} onDelete={remove} />
      </div>
      {add !== null || edit !== null ? <ProductDialog dialog={dialog} /> : null}
      {remove === null ? null : <EntityDeleteDialog dialog={dialog} entity="product" title="Delete Product" />}
    </>
  );
}
