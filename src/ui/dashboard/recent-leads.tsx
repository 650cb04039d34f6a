import { memo } from "react";
import { recentLeads as recentLeadsRecipe } from "styled-system/recipes";
import { Badge } from "../components/badge.tsx";
import { RemoteCard, type RemoteCardTexts } from "../components/remote-card.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { formatShortDateTime } from "../../format/date-time.ts";
import { interestLabel, interestTone, leadAffiliation } from "../components/lead-labels.ts";
import { sourceLabel, type DashboardAnalytics, type DashboardLead } from "./dashboard-figures.ts";
import type { SectionRead } from "../components/remote-content.tsx";

const classes = recentLeadsRecipe();

function LeadRow({ lead }: { readonly lead: DashboardLead }) {
  const affiliation = leadAffiliation(lead);
  return (
    <li className={classes.row} data-testid="recent-lead">
      <div className={classes.head}>
        <span className={classes.name}>{lead.name}</span>
        <Badge tone={interestTone(lead.interest)}>{interestLabel(lead.interest)}</Badge>
      </div>
      {affiliation === null ? null : <span className={classes.detail}>{affiliation}</span>}
      {lead.email === null ? null : <span className={classes.detail}>{lead.email}</span>}
      <span className={classes.meta}>
        <span>{sourceLabel(lead.source)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={lead.createdAt}>{formatShortDateTime(lead.createdAt)}</time>
      </span>
    </li>
  );
}

const RECENT_LEADS_TEXTS: RemoteCardTexts = {
  title: "Recent Leads",
  description: "The newest visitors you captured.",
  loadingLabel: "Loading recent leads...",
  empty: { title: "No leads yet", hint: "Leads you scan at your booth or add with Add New Lead show here, newest first." },
};

/** SPEC §2 "Recent Leads": the 5 newest, from the analytics answer. */
export const RecentLeads = memo(function RecentLeads({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  return (
    <RemoteCard texts={RECENT_LEADS_TEXTS} remote={analytics} isEmpty={({ recentLeads }) => recentLeads.length === 0}>
      {({ recentLeads }) => (
        <ScrollRegion label="Recent leads list">
          <ul>
            {recentLeads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </ul>
        </ScrollRegion>
      )}
    </RemoteCard>
  );
});
