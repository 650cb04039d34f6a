import type { TeamSummary } from "../../machines/team/team-list-view.ts";
import { StatCard, statGrid } from "../components/stat-card.tsx";

/** SPEC §2 Team Management summary cards, counted from each member's status. */
export function TeamSummaryCards({ summary }: { readonly summary: TeamSummary }) {
  return (
    <div className={statGrid}>
      <StatCard label="Total Members" value={summary.total} />
      <StatCard label="Active Members" value={summary.active} hint="Signed in at least once" />
      <StatCard label="Pending Invites" value={summary.pendingInvites} hint="Invited, not signed in yet" />
    </div>
  );
}
