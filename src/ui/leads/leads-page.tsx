import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/leads (lazy-loaded default export). */
export default function LeadsPage() {
  return <PageHeader title="Lead Management" />;
}
