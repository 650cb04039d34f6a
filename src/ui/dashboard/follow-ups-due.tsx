import { memo } from "react";
import { Link } from "wouter";
import { cx } from "styled-system/css";
import { button, followUpsDue } from "styled-system/recipes";
import type { FollowUpsDue } from "../../machines/dashboard/dashboard.machine.ts";
import { formatDay } from "../../machines/app/event-clock.ts";
import { MY_DUE_LEADS_PATH } from "../../machines/app/leads-address.ts";
import { zoneToName } from "../../rules/event-time.ts";
import { countOf } from "../../format/count.ts";
import { Badge } from "../components/badge.tsx";
import { Card } from "../components/card.tsx";
import { RemoteContent, SectionEmpty, type SectionRead } from "../components/remote-content.tsx";

/** Lead Management opened on the member's own leads, on its Due filter. */
export const DUE_LEADS_PATH = MY_DUE_LEADS_PATH;

const classes = followUpsDue();

/** "Today, 14 Mar 2026 (Asia/Kolkata)": the event's day the list is due by, its zone named when the viewer's differs. */
const todayLine = ({ today, timeZone }: Pick<FollowUpsDue, "today" | "timeZone">): string => {
  const zone = zoneToName(timeZone);
  return `Today is ${formatDay(today)}${zone === null ? "" : ` in ${zone}`}.`;
};

/**
 * Up to 5 of the signed-in member's own leads whose follow-up day is today or past in the event's
 * day, the earliest first; "late" before today. The server says which day that is and in which zone
 * (and when the event's zone is unknown to it, that UTC stands in).
 */
export const FollowUpsDueCard = memo(function FollowUpsDueCard({ due }: { readonly due: SectionRead<FollowUpsDue> }) {
  return (
    <Card title="Follow-ups due" description="Your leads to get back to today, and those already late.">
      <RemoteContent remote={due} loadingLabel="Loading follow-ups...">
        {({ leads, total, today, timeZone, timeZoneNote }) =>
          leads.length === 0 ? (
            <>
              <SectionEmpty title="No follow-ups due." hint="Follow Up, Schedule Call and Future Follow-up set the day one of your leads shows here." />
              {timeZoneNote ? <p className={classes.note}>{timeZoneNote}</p> : null}
            </>
          ) : (
            <>
              {/* A copy kept on the device by an older portal has no day: the line waits for the read. */}
              {typeof today === "string" ? (
                <p className={classes.note} data-testid="follow-ups-today">
                  {todayLine({ today, timeZone })}
                </p>
              ) : null}
              {timeZoneNote ? <p className={classes.note}>{timeZoneNote}</p> : null}
              <ul aria-label="Follow-ups due">
                {leads.map((lead) => (
                  <li key={lead._id} className={classes.row} data-testid="follow-up-due">
                    <div className={classes.person}>
                      <span className={classes.name}>{lead.fullName}</span>
                      {lead.companyName === null ? null : <span className={classes.note}>{lead.companyName}</span>}
                    </div>
                    <span className={classes.day}>
                      <time dateTime={lead.followUpDate}>{formatDay(lead.followUpDate)}</time>
                      {lead.late ? <Badge tone="red">late</Badge> : null}
                    </span>
                  </li>
                ))}
              </ul>
              <Link href={DUE_LEADS_PATH} className={cx(button({ variant: "outline", size: "sm" }), classes.link)}>
                {total > leads.length ? `See all ${countOf(total, "due lead")}` : "Open in Lead Management"}
              </Link>
            </>
          )
        }
      </RemoteContent>
    </Card>
  );
});
