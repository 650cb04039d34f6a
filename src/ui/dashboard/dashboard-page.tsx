import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { LeadDialog } from "../leads/lead-dialog.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { DashboardStats } from "./dashboard-stats.tsx";
import { EventInfo } from "./event-info.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentLeads } from "./recent-leads.tsx";
import { SampleDataOffer } from "./sample-data-offer.tsx";
import { TicketBreakdown } from "./ticket-breakdown.tsx";
import { useAnalyticsRead, useTicketsRead, type DashboardActorRef } from "./use-dashboard.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { TeamMemberDialog } from "../team/team-member-dialog.tsx";

const columns = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
  alignItems: "start",
});

/** Route target for /exhibitor/ and /exhibitor/dashboard (lazy-loaded default export): SPEC §2 Dashboard. */
export default screenPage("dashboard", "Loading figures...", DashboardScreen);

function DashboardScreen({ screen: dashboard }: { readonly screen: DashboardActorRef }) {
  const analytics = useAnalyticsRead(dashboard);
  const tickets = useTicketsRead(dashboard);
  // Invoked when the dashboard starts; a saved lead reads the analytics again (the dashboard machine).
  const { leadDialog, leadsExport, teamDialog } = useSelector(dashboard, (snapshot) => snapshot.children) as Required<
    ReturnType<DashboardActorRef["getSnapshot"]>["children"]
  >;
  const exporting = useSelector(leadsExport, (snapshot) => snapshot.hasTag("busy"));

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
            onAddLead={() => leadDialog.send({ type: "dialog.openAdd" })}
            onInviteTeamMember={() => teamDialog.send({ type: "dialog.openAdd" })}
            onExport={() => leadsExport.send({ type: "export.start" })}
            exporting={exporting}
          />
          <EventInfo />
        </div>
      </div>
      <LeadDialog dialog={leadDialog} />
      <TeamMemberDialog dialog={teamDialog} />
    </>
  );
}
