import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/team (lazy-loaded default export). */
export default function TeamPage() {
  return <PageHeader title="Team Management" />;
}
