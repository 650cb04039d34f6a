import { useId } from "react";
import { css } from "styled-system/css";
import type { RemoteData } from "../app/use-remote-data.ts";
import { StatCard, statGrid } from "../components/stat-card.tsx";
import { Icon } from "../shell/icons.tsx";
import { conversionRateText, statsShown, type DashboardAnalytics } from "./dashboard-figures.ts";
import { RemoteContent, SampleDataNote } from "./section-state.tsx";

/** SPEC §2: the four summary cards, from GET /dashboard/analytics (or the §9 sample for a new company). */
export function DashboardStats({ analytics }: { readonly analytics: RemoteData<DashboardAnalytics> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <h2 id={headingId} className={css({ srOnly: true })}>
        Summary
      </h2>
      <RemoteContent remote={analytics} loadingLabel="Loading figures...">
        {(answer) => {
          const { data, sample } = statsShown(answer);
          return (
            <>
              {sample ? <SampleDataNote hint="These figures are examples until your first leads and passes arrive." /> : null}
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
            </>
          );
        }}
      </RemoteContent>
    </section>
  );
}
