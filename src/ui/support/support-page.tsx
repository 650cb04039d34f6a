import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/support (lazy-loaded default export). */
export default function SupportPage() {
  return <PageHeader title="Support" />;
}
