import { useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom, EventFrom, SnapshotFrom } from "xstate";
import type { dashboardMachine, DashboardAnalytics, TicketsByType } from "../../machines/dashboard/dashboard.machine.ts";
import type { SectionRead } from "./section-state.tsx";

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;
type DashboardSnapshot = SnapshotFrom<DashboardActorRef>;

/** How the dashboard machine holds one of its reads. */
interface DashboardRead<T> {
  readonly data: (snapshot: DashboardSnapshot) => T | null;
  readonly loadingTag: "loadingAnalytics" | "loadingTickets";
  readonly error: (snapshot: DashboardSnapshot) => string | null;
  readonly refresh: EventFrom<DashboardActorRef>;
}

/** The cards' and Recent Leads' read: GET /dashboard/analytics. */
const ANALYTICS: DashboardRead<DashboardAnalytics> = {
  data: (snapshot) => snapshot.context.analytics,
  loadingTag: "loadingAnalytics",
  error: (snapshot) => (snapshot.matches({ analytics: "failed" }) ? snapshot.context.analyticsError : null),
  refresh: { type: "analytics.refresh" },
};

/** The Breakdown by Ticket Type's read: GET /tickets/by-type. */
const TICKETS: DashboardRead<TicketsByType> = {
  data: (snapshot) => snapshot.context.tickets,
  loadingTag: "loadingTickets",
  error: (snapshot) => (snapshot.matches({ tickets: "failed" }) ? snapshot.context.ticketsError : null),
  refresh: { type: "tickets.refresh" },
};

function useDashboardRead<T>(dashboard: DashboardActorRef, read: DashboardRead<T>): SectionRead<T> {
  const data = useSelector(dashboard, read.data);
  const loading = useSelector(dashboard, (snapshot) => snapshot.hasTag(read.loadingTag));
  const error = useSelector(dashboard, read.error);
  const [refresh] = useState(() => () => dashboard.send(read.refresh));
  return { data, loading, error, refresh };
}

export const useAnalyticsRead = (dashboard: DashboardActorRef) => useDashboardRead(dashboard, ANALYTICS);
export const useTicketsRead = (dashboard: DashboardActorRef) => useDashboardRead(dashboard, TICKETS);
