import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/products (lazy-loaded default export). */
export default function ProductsPage() {
  return <PageHeader title="Product Catalog" />;
}
