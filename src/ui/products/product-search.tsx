import { useSelector } from "@xstate/react";
import { productCatalog } from "styled-system/recipes";
import { field } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { listViewMachine } from "../../machines/data/list-view.machine.ts";

export type ListViewActorRef = ActorRefFrom<typeof listViewMachine>;

/** The catalog's search box (SPEC §2: "Search products...", over name and description). */
export function ProductSearch({ listView }: { readonly listView: ListViewActorRef }) {
  const search = useSelector(listView, (snapshot) => snapshot.context.search);
  return (
    <div role="search" className={productCatalog().search}>
      <input
        type="search"
        aria-label="Search products"
        placeholder="Search products..."
        value={search}
        onChange={(event) => listView.send({ type: "search.change", value: event.target.value })}
        className={field().input}
      />
    </div>
  );
}
