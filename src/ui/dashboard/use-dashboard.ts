import { useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { dashboardMachine, DashboardAnalytics, TicketsByType } from "../../machines/dashboard/dashboard.machine.ts";
import type { SectionRead } from "./section-state.tsx";

export type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;

/** The cards' and Recent Leads' read: GET /dashboard/analytics. */
export function useAnalyticsRead(dashboard: DashboardActorRef): SectionRead<DashboardAnalytics> {
  const data = useSelector(dashboard, (snapshot) => snapshot.context.analytics);
  const loading = useSelector(dashboard, (snapshot) => snapshot.hasTag("loadingAnalytics"));
  const error = useSelector(dashboard, (snapshot) => (snapshot.matches({ analytics: "failed" }) ? snapshot.context.analyticsError : null));
  const [refresh] = useState(() => () => dashboard.send({ type: "analytics.refresh" }));
  return { data, loading, error, refresh };
}

/** The Breakdown by Ticket Type's read: GET /tickets/by-type. */
export function useTicketsRead(dashboard: DashboardActorRef): SectionRead<TicketsByType> {
  const data = useSelector(dashboard, (snapshot) => snapshot.context.tickets);
  const loading = useSelector(dashboard, (snapshot) => snapshot.hasTag("loadingTickets"));
  const error = useSelector(dashboard, (snapshot) => (snapshot.matches({ tickets: "failed" }) ? snapshot.context.ticketsError : null));
  const [refresh] = useState(() => () => dashboard.send({ type: "tickets.refresh" }));
  return { data, loading, error, refresh };
}
