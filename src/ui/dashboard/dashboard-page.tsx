import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/dashboard (lazy-loaded default export). */
export default function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
