import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/profile (lazy-loaded default export). */
export default function ProfilePage() {
  return <PageHeader title="Company Profile" />;
}
