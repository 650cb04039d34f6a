import { memo, useId, type ReactNode } from "react";
import { dashboard } from "styled-system/recipes";
import { FigurePlaceholder, StatCard, statGrid } from "../components/stat-card.tsx";
import { Icon } from "../screen/icons.tsx";
import { conversionRateText, type DashboardAnalytics } from "./dashboard-figures.ts";
import { RemoteContent, type SectionRead } from "../components/remote-content.tsx";

const classes = dashboard();

/** SPEC §2: the four summary cards, from GET /dashboard/analytics: a new company's are its real zeros. */
export const DashboardStats = memo(function DashboardStats({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.summary}>
      <h2 id={headingId} className={classes.summaryHeading}>
        Summary
      </h2>
      <RemoteContent remote={analytics} loadingLabel="Loading figures..." skeleton={<SummaryCards data={null} />}>
        {(data) => <SummaryCards data={data} />}
      </RemoteContent>
    </section>
  );
});

/**
 * The cards with their figures, or before the first answer the same cards with placeholders where
 * the figures go (the fixed hints already in place), so the figures arriving move nothing below.
 */
function SummaryCards({ data }: { readonly data: DashboardAnalytics | null }) {
  const figure = (value: (figures: DashboardAnalytics) => ReactNode, width?: string) =>
    data === null ? <FigurePlaceholder {...(width === undefined ? {} : { width })} /> : value(data);
  return (
    <div className={statGrid} {...(data === null ? {} : { "data-testid": "dashboard-stats" })}>
      <StatCard
        label="Total Leads"
        value={figure((figures) => figures.totalLeads)}
        hint={figure((figures) => `${figures.connectionsToday} today`, "7ch")}
        icon={<Icon name="users" />}
      />
      <StatCard label="High Interest" value={figure((figures) => figures.highInterestLeads)} hint="High priority leads" icon={<Icon name="target" />} />
      <StatCard
        label="Tickets Issued"
        value={figure((figures) => figures.ticketsIssued)}
        hint={figure((figures) => `of ${figures.totalTickets} allocated`, "11ch")}
        icon={<Icon name="ticket" />}
      />
      <StatCard
        label="Conversion Rate"
        value={figure((figures) => conversionRateText(figures.conversionRate))}
        hint="Leads taken beyond new"
        icon={<Icon name="dashboard" />}
      />
    </div>
  );
}
