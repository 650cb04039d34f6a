import { memo } from "react";
import { css } from "styled-system/css";
import { Badge } from "../components/badge.tsx";
import { Card } from "../components/card.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { formatShortDateTime } from "../../format/date-time.ts";
import {
  interestLabel,
  interestTone,
  leadAffiliation,
  sourceLabel,
  type DashboardAnalytics,
  type DashboardLead,
} from "./dashboard-figures.ts";
import { RemoteContent, SectionEmpty, type SectionRead } from "./section-state.tsx";

const row = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  _last: { borderBottomWidth: "0" },
});
const muted = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" });

function LeadRow({ lead }: { readonly lead: DashboardLead }) {
  const affiliation = leadAffiliation(lead);
  return (
    <li className={row} data-testid="recent-lead">
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "3" })}>
        <span className={css({ fontWeight: "semibold", minW: "0", overflowWrap: "anywhere" })}>{lead.name}</span>
        <Badge tone={interestTone(lead.interest)}>{interestLabel(lead.interest)}</Badge>
      </div>
      {affiliation === null ? null : <span className={muted}>{affiliation}</span>}
      {lead.email === null ? null : <span className={muted}>{lead.email}</span>}
      <span className={css({ display: "flex", flexWrap: "wrap", gap: "2", fontSize: "xs", color: "fg.muted" })}>
        <span>{sourceLabel(lead.source)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={lead.createdAt}>{formatShortDateTime(lead.createdAt)}</time>
      </span>
    </li>
  );
}

/** SPEC §2 "Recent Leads": the 5 newest, from the analytics answer. */
export const RecentLeads = memo(function RecentLeads({ analytics }: { readonly analytics: SectionRead<DashboardAnalytics> }) {
  return (
    <Card title="Recent Leads" description="The newest visitors you captured.">
      <RemoteContent remote={analytics} loadingLabel="Loading recent leads...">
        {({ recentLeads }) =>
          recentLeads.length === 0 ? (
            <SectionEmpty title="No leads yet" hint="Leads you scan at your booth or add with Add New Lead show here, newest first." />
          ) : (
            <ScrollRegion label="Recent leads list">
              <ul>
                {recentLeads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} />
                ))}
              </ul>
            </ScrollRegion>
          )
        }
      </RemoteContent>
    </Card>
  );
});
