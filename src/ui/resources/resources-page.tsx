import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/resources (lazy-loaded default export). */
export default function ResourcesPage() {
  return <PageHeader title="Resources & FAQ" />;
}
