import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** Product Catalog's view and its sidebar entry. */
export const productsPage: ScreenPage<"products"> = {
  screen: "products",
  view: retryableLazy(() => import("./products-page.tsx")),
  nav: { label: "Product Catalog", icon: "package" },
};
