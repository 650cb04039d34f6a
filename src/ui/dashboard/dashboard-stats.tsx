import { useId } from "react";
import { css } from "styled-system/css";
import { StatCard, StatGridSkeleton, statGrid } from "../components/stat-card.tsx";
import { Icon } from "../shell/icons.tsx";
import { conversionRateText, type DashboardAnalytics } from "./dashboard-figures.ts";
import { RemoteContent, type SectionRead } from "./section-state.tsx";

const STAT_LABELS = ["Total Leads", "High Interest", "Tickets Issued", "Conversion Rate"] as const;

/** SPEC §2: the four summary cards, from GET /dashboard/analytics: a new company's are its real zeros. */
export function DashboardStats({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <h2 id={headingId} className={css({ srOnly: true })}>
        Summary
      </h2>
      <RemoteContent remote={analytics} loadingLabel="Loading figures..." skeleton={<StatGridSkeleton labels={STAT_LABELS} />}>
        {(data) => (
          <div className={statGrid} data-testid="dashboard-stats">
            <StatCard label="Total Leads" value={data.totalLeads} hint={`${data.connectionsToday} today`} icon={<Icon name="users" />} />
            <StatCard label="High Interest" value={data.highInterestLeads} hint="High priority leads" icon={<Icon name="target" />} />
            <StatCard
              label="Tickets Issued"
              value={data.ticketsIssued}
              hint={`of ${data.totalTickets} allocated`}
              icon={<Icon name="ticket" />}
            />
            <StatCard
              label="Conversion Rate"
              value={conversionRateText(data.conversionRate)}
              hint="Leads taken beyond new"
              icon={<Icon name="dashboard" />}
            />
          </div>
        )}
      </RemoteContent>
    </section>
  );
}
