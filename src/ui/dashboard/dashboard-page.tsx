import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { useLeadDialog } from "../leads/lead-dialog.tsx";
import { useLeadsExport } from "../leads/use-leads-export.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { DashboardStats } from "./dashboard-stats.tsx";
import { EventInfo } from "./event-info.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentLeads } from "./recent-leads.tsx";
import { SampleDataOffer } from "./sample-data-offer.tsx";
import { TicketBreakdown } from "./ticket-breakdown.tsx";
import { useAnalyticsRead, useTicketsRead, type DashboardActorRef } from "./use-dashboard.ts";
import { ScreenGate } from "../app/screen-gate.tsx";
import { TeamMemberDialog } from "../team/team-member-dialog.tsx";

const columns = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
  alignItems: "start",
});

/** Route target for /exhibitor/ and /exhibitor/dashboard (lazy-loaded default export): SPEC §2 Dashboard. */
export default function DashboardPage() {
  return (
    <ScreenGate name="dashboard" loadingLabel="Loading figures...">
      {(dashboard) => <DashboardScreen dashboard={dashboard} />}
    </ScreenGate>
  );
}

function DashboardScreen({ dashboard }: { readonly dashboard: DashboardActorRef }) {
  const analytics = useAnalyticsRead(dashboard);
  const tickets = useTicketsRead(dashboard);
  // A new lead changes the cards and the Recent Leads list, both from the analytics.
  const leadDialog = useLeadDialog({ onSaved: analytics.refresh });
  // Invoked when the dashboard starts, so it is there for as long as the dashboard runs.
  const teamDialog = useSelector(dashboard, (snapshot) => snapshot.children.teamDialog)!;
  const leadsExport = useLeadsExport();

  return (
    <>
      <PageHeader title="Dashboard" description="Your leads, passes and event at a glance." />
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        <SampleDataOffer dashboard={dashboard} />
        <DashboardStats analytics={analytics} />
        <div className={columns}>
          <TicketBreakdown tickets={tickets} />
          <RecentLeads analytics={analytics} />
        </div>
        <div className={columns}>
          <QuickActions
            onAddLead={leadDialog.openAdd}
            onInviteTeamMember={() => teamDialog.send({ type: "dialog.openAdd" })}
            onExport={leadsExport.start}
            exporting={leadsExport.busy}
          />
          <EventInfo />
        </div>
      </div>
      {leadDialog.view}
      <TeamMemberDialog dialog={teamDialog} />
    </>
  );
}
