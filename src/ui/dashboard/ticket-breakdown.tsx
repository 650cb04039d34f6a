import { memo } from "react";
import { css } from "styled-system/css";
import { Card } from "../components/card.tsx";
import { FigurePlaceholder } from "../components/stat-card.tsx";
import { ticketRows, type TicketsByType } from "./dashboard-figures.ts";
import { RemoteContent, SectionEmpty, type SectionRead } from "./section-state.tsx";

const track = css({ h: "2", w: "full", bg: "bg.muted", borderRadius: "full", overflow: "hidden" });
const fill = css({ h: "full", bg: "accent.default", borderRadius: "full" });
const rows = css({ display: "flex", flexDirection: "column", gap: "4" });
const rowClass = css({ display: "flex", flexDirection: "column", gap: "1.5" });
const rowHeading = css({ display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm" });
const caption = css({ fontSize: "xs", color: "fg.muted" });

/** Two rows of the list's shape before the first answer, so what is below moves little when it comes. */
function TicketRowsSkeleton() {
  return (
    <ul className={rows}>
      {["first", "second"].map((key) => (
        <li key={key} className={rowClass}>
          <div className={rowHeading}>
            <FigurePlaceholder width="12ch" />
            <FigurePlaceholder width="5ch" />
          </div>
          <div className={track} />
          <span className={caption}>
            <FigurePlaceholder width="16ch" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 "Breakdown by Ticket Type": issued of allocated per type, as a labelled progress bar. */
export const TicketBreakdown = memo(function TicketBreakdown({ tickets }: { readonly tickets: SectionRead<TicketsByType> }) {
  return (
    <Card title="Breakdown by Ticket Type" description="Passes and guest tickets issued of those allocated.">
      <RemoteContent remote={tickets} loadingLabel="Loading ticket types..." skeleton={<TicketRowsSkeleton />}>
        {(byType) =>
          Object.keys(byType).length === 0 ? (
            <SectionEmpty
              title="No ticket types yet"
              hint="The passes and guest tickets the organiser allocates to your company show here, with how many you have issued."
            />
          ) : (
            <ul className={rows} aria-label="Ticket types">
              {ticketRows(byType).map((row) => (
                <li key={row.name} data-testid="ticket-type" className={rowClass}>
                  <div className={rowHeading}>
                    <span className={css({ fontWeight: "medium", minW: "0", overflowWrap: "anywhere" })}>{row.name}</span>
                    <span className={css({ color: "fg.muted", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" })}>
                      {row.issued} / {row.allocated}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`${row.name}: ${row.issued} of ${row.allocated} issued`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={row.percent}
                    aria-valuetext={`${row.percent}%`}
                    className={track}
                  >
                    <div className={fill} style={{ width: `${row.percent}%` }} />
                  </div>
                  <span className={caption}>
                    {row.available} available · {row.percent}% issued
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </RemoteContent>
    </Card>
  );
});
