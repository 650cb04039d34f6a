import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { dashboard as dashboardRecipe } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { analyticsOf, followUpsDueOf, ticketsByTypeOf, type dashboardMachine } from "../../machines/dashboard/dashboard.machine.ts";
import type { DataExportKind } from "../../machines/dashboard/data-exports.ts";
import { BoothScans } from "./booth-scans.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { AddLeadDialog, InviteTeamMemberDialog, type QuickActionDialogs } from "./quick-action-dialogs.tsx";
import { DashboardStats } from "./dashboard-stats.tsx";
import { EventInfo } from "./event-info.tsx";
import { FollowUpsDueCard } from "./follow-ups-due.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RecentLeads } from "./recent-leads.tsx";
import { SampleDataOffer } from "./sample-data-offer.tsx";
import { TicketBreakdown } from "./ticket-breakdown.tsx";
import { useRead } from "../components/use-remote-data.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { useAfterFirstPaint } from "../components/after-first-paint.ts";

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;

const classes = dashboardRecipe();

/**
 * Route target for /exhibitor/ and /exhibitor/dashboard (lazy-loaded, src/ui/dashboard/page.ts): SPEC §2
 * Dashboard, with the views of the dialogs its quick actions open, which the frame gives.
 */
export const dashboardView = (dialogs: QuickActionDialogs) =>
  screenPage("dashboard", "Loading figures...", ({ screen }) => <DashboardScreen screen={screen} dialogs={dialogs} />);

const exportBusy = (snapshot: { hasTag(tag: "busy"): boolean }) => snapshot.hasTag("busy");

function DashboardScreen({ screen: dashboard, dialogs }: { readonly screen: DashboardActorRef; readonly dialogs: QuickActionDialogs }) {
  // Invoked when the dashboard starts; a saved lead reads the analytics again (the dashboard machine).
  const children = useSelector(dashboard, (snapshot) => snapshot.children) as Required<
    ReturnType<DashboardActorRef["getSnapshot"]>["children"]
  >;
  const { analytics: analyticsRead, tickets: ticketsRead, followUps: followUpsRead, leadDialog, teamDialog } = children;
  // Each section is a memo over what it shows, and `useRead` gives the same object until its read
  // changes: a read's answer draws the sections that show that read.
  const analytics = useRead(analyticsRead, analyticsOf);
  const tickets = useRead(ticketsRead, ticketsByTypeOf);
  const followUps = useRead(followUpsRead, followUpsDueOf);
  // Export Data waits while any of its files is on its way.
  const exporting = [
    useSelector(children.leadsExport, exportBusy),
    useSelector(children.teamExport, exportBusy),
    useSelector(children.referralsExport, exportBusy),
    useSelector(children.productsExport, exportBusy),
  ].some(Boolean);
  const offers = useSelector(dashboard, (snapshot) => snapshot.context.offers);
  const actions = useMemo(
    () => ({
      onAddLead: () => leadDialog.send({ type: "dialog.openAdd" }),
      onInviteTeamMember: () => teamDialog.send({ type: "dialog.openAdd" }),
      onExport: (kind: DataExportKind) => dashboard.send({ type: "data.export", kind }),
    }),
    [leadDialog, teamDialog, dashboard],
  );
  // Below the first row, a phone shows nothing of the dashboard before it is scrolled: drawn in a
  // commit of its own after the first paint, so no one task lays out the whole screen.
  const restDrawn = useAfterFirstPaint();

  return (
    <>
      <PageHeader title="Dashboard" description="Your leads, passes and event at a glance." />
      <div className={classes.body}>
        {offers.sampleData ? <SampleDataOffer dashboard={dashboard} analytics={analytics.data} /> : null}
        <DashboardStats analytics={analytics} />
        <div className={classes.columns}>
          <TicketBreakdown tickets={tickets} />
          <RecentLeads analytics={analytics} />
        </div>
        {restDrawn ? (
          <>
            <div className={classes.columns}>
              <FollowUpsDueCard due={followUps} />
              <BoothScans analytics={analytics} />
            </div>
            <div className={classes.columns}>
              <QuickActions offers={offers} {...actions} exporting={exporting} />
              <EventInfo />
            </div>
          </>
        ) : null}
      </div>
      {offers.addLead ? <AddLeadDialog dialog={leadDialog} View={dialogs.AddLead} /> : null}
      {offers.inviteMember ? <InviteTeamMemberDialog dialog={teamDialog} View={dialogs.InviteTeamMember} /> : null}
    </>
  );
}
