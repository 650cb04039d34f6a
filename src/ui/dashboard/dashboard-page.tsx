import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { analyticsOf, followUpsDueOf, ticketsByTypeOf, type dashboardMachine } from "../../machines/dashboard/dashboard.machine.ts";
import { BoothScans } from "./booth-scans.tsx";
import { DashboardLeadDialog, DashboardTeamMemberDialog } from "./dashboard-dialogs.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { DashboardStats } from "./dashboard-stats.tsx";
import { EventInfo } from "./event-info.tsx";
import { FollowUpsDueCard } from "./follow-ups-due.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentLeads } from "./recent-leads.tsx";
import { SampleDataOffer } from "./sample-data-offer.tsx";
import { TicketBreakdown } from "./ticket-breakdown.tsx";
import { useRead } from "../app/use-remote-data.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { useAfterFirstPaint } from "../components/after-first-paint.ts";

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;

const columns = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
  alignItems: "start",
});

/** Route target for /exhibitor/ and /exhibitor/dashboard (lazy-loaded default export): SPEC §2 Dashboard. */
export default screenPage("dashboard", "Loading figures...", DashboardScreen);

function DashboardScreen({ screen: dashboard }: { readonly screen: DashboardActorRef }) {
  // Invoked when the dashboard starts; a saved lead reads the analytics again (the dashboard machine).
  const { analytics: analyticsRead, tickets: ticketsRead, followUps: followUpsRead, leadDialog, leadsExport, teamDialog } = useSelector(dashboard, (snapshot) => snapshot.children) as Required<
    ReturnType<DashboardActorRef["getSnapshot"]>["children"]
  >;
  // Each section is a memo over what it shows, and `useRead` gives the same object until its read
  // changes: a read's answer draws the sections that show that read.
  const analytics = useRead(analyticsRead, analyticsOf);
  const tickets = useRead(ticketsRead, ticketsByTypeOf);
  const followUps = useRead(followUpsRead, followUpsDueOf);
  const exporting = useSelector(leadsExport, (snapshot) => snapshot.hasTag("busy"));
  const offers = useSelector(dashboard, (snapshot) => snapshot.context.offers);
  const actions = useMemo(
    () => ({
      onAddLead: () => leadDialog.send({ type: "dialog.openAdd" }),
      onInviteTeamMember: () => teamDialog.send({ type: "dialog.openAdd" }),
      onExport: () => leadsExport.send({ type: "export.start" }),
    }),
    [leadDialog, teamDialog, leadsExport],
  );
  // Below the first row, a phone shows nothing of the dashboard before it is scrolled: drawn in a
  // commit of its own after the first paint, so no one task lays out the whole screen.
  const restDrawn = useAfterFirstPaint();

  return (
    <>
      <PageHeader title="Dashboard" description="Your leads, passes and event at a glance." />
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        {offers.sampleData ? <SampleDataOffer dashboard={dashboard} analytics={analytics.data} /> : null}
        <DashboardStats analytics={analytics} />
        <div className={columns}>
          <TicketBreakdown tickets={tickets} />
          <RecentLeads analytics={analytics} />
        </div>
        {restDrawn ? (
          <>
            <div className={columns}>
              <FollowUpsDueCard due={followUps} />
              <BoothScans analytics={analytics} />
            </div>
            <div className={columns}>
              <QuickActions offers={offers} {...actions} exporting={exporting} />
              <EventInfo />
            </div>
          </>
        ) : null}
      </div>
      {offers.addLead ? <DashboardLeadDialog dialog={leadDialog} /> : null}
      {offers.inviteMember ? <DashboardTeamMemberDialog dialog={teamDialog} /> : null}
    </>
  );
}
