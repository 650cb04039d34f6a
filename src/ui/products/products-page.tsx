import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { css } from "styled-system/css";
import { useInspect } from "../../inspect-context.ts";
import { entityDialogImplementations } from "../../machines/forms/entity-dialog.actors.ts";
import { entityDialogMachine } from "../../machines/forms/entity-dialog.machine.ts";
import { deleteQuestion } from "../../machines/forms/entity-messages.ts";
import { EMPTY_PRODUCT_FORM, listProducts, productCalls, validateProduct, type Product } from "../../machines/products/product-calls.ts";
import { listViewMachine } from "../../machines/data/list-view.machine.ts";
import { useApiRunner } from "../app/app-context.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { notify } from "../toaster.ts";
import { ProductDialog } from "./product-dialog.tsx";
import { ProductList } from "./product-list.tsx";
import { ProductSearch } from "./product-search.tsx";

/** Route target for /exhibitor/products (lazy-loaded default export): SPEC §2 Product Catalog. */
export default function ProductsPage() {
  const runApi = useApiRunner();
  const inspect = useInspect();
  const products = useRemoteData((run) => run(listProducts));
  const [dialogLogic] = useState(() =>
    entityDialogMachine.provide(
      entityDialogImplementations({ runApi, calls: productCalls, notify, refreshList: products.refresh }),
    ),
  );
  const dialog = useActorRef(dialogLogic, { input: { entity: "product", emptyForm: EMPTY_PRODUCT_FORM, validate: validateProduct }, inspect });
  const listView = useActorRef(listViewMachine, { input: { kind: "products" }, inspect });

  const confirming = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete"));
  const deleting = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete") && snapshot.hasTag("busy"));
  const deleteError = useSelector(dialog, (snapshot) => (snapshot.hasTag("confirmDelete") ? snapshot.context.error : null));

  const edit = (product: Product) => dialog.send({ type: "dialog.openEdit", record: product });
  const remove = (product: Product) => dialog.send({ type: "delete.request", record: product });
  const add = () => dialog.send({ type: "dialog.openAdd" });

  return (
    <>
      <PageHeader
        title="Product Catalog"
        description="Showcase your products to event visitors."
        actions={<Button onClick={add}>Add Product</Button>}
      />
      <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
        <ProductSearch listView={listView} />
        <ProductList products={products} listView={listView} onAdd={add} onEdit={edit} onDelete={remove} />
      </div>
      <ProductDialog dialog={dialog} />
      <ConfirmDialog
        open={confirming}
        title="Delete Product"
        message={deleteQuestion("product")}
        confirmLabel="Delete"
        busy={deleting}
        error={deleteError}
        onConfirm={() => dialog.send({ type: "delete.confirm" })}
        onCancel={() => dialog.send({ type: "delete.cancel" })}
      />
    </>
  );
}
