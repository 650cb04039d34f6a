import { PageHeader } from "../shell/page-header.tsx";

/** Route target for /exhibitor/tickets (lazy-loaded default export). */
export default function TicketsPage() {
  return <PageHeader title="Exhibitor Passes" />;
}
