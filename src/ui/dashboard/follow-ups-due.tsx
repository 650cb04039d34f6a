import { memo } from "react";
import { Link } from "wouter";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import type { FollowUpsDue } from "../../machines/dashboard/dashboard.machine.ts";
import { Badge } from "../components/badge.tsx";
import { Card } from "../components/card.tsx";
import { PORTAL_PATHS } from "../routes/paths.ts";
import { RemoteContent, SectionEmpty, type SectionRead } from "./section-state.tsx";

/** Lead Management opened on its Due filter. */
export const DUE_LEADS_PATH = `${PORTAL_PATHS.leads}?filter=due`;

const row = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: "3",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  _last: { borderBottomWidth: "0" },
});
const muted = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" });

/** "Mar 14, 2026", the follow-up day as a calendar day (no time zone shift). */
const formatDay = (day: string): string =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** Up to 5 leads whose follow-up day (UTC) is today or past, the earliest first; "late" before today. */
export const FollowUpsDueCard = memo(function FollowUpsDueCard({ due }: { readonly due: SectionRead<FollowUpsDue> }) {
  return (
    <Card title="Follow-ups due" description="Leads to get back to today, and those already late.">
      <RemoteContent remote={due} loadingLabel="Loading follow-ups...">
        {({ leads, total }) =>
          leads.length === 0 ? (
            <SectionEmpty title="No follow-ups due." hint="Follow Up, Schedule Call and Future Follow-up set the day a lead shows here." />
          ) : (
            <>
              <ul aria-label="Follow-ups due">
                {leads.map((lead) => (
                  <li key={lead._id} className={row} data-testid="follow-up-due">
                    <div className={css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" })}>
                      <span className={css({ fontWeight: "semibold", overflowWrap: "anywhere" })}>{lead.fullName}</span>
                      {lead.companyName === null ? null : <span className={muted}>{lead.companyName}</span>}
                    </div>
                    <span className={css({ display: "flex", gap: "2", alignItems: "center", flexShrink: 0, fontSize: "sm" })}>
                      <time dateTime={lead.followUpDate}>{formatDay(lead.followUpDate)}</time>
                      {lead.late ? <Badge tone="red">late</Badge> : null}
                    </span>
                  </li>
                ))}
              </ul>
              <Link href={DUE_LEADS_PATH} className={cx(button({ variant: "outline", size: "sm" }), css({ mt: "3" }))}>
                {total > leads.length ? `See all ${total} due leads` : "Open in Lead Management"}
              </Link>
            </>
          )
        }
      </RemoteContent>
    </Card>
  );
});
