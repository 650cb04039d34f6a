import { memo } from "react";
import { progress, ticketBreakdown } from "styled-system/recipes";
import { RemoteCard, type RemoteCardTexts } from "../components/remote-card.tsx";
import { FigurePlaceholder } from "../components/stat-card.tsx";
import { ticketRows, type TicketsByType } from "./dashboard-figures.ts";
import type { SectionRead } from "../components/remote-content.tsx";

const classes = ticketBreakdown();
const progressBar = progress();

/** Two rows of the list's shape before the first answer, so what is below moves little when it comes. */
function TicketRowsSkeleton() {
  return (
    <ul className={classes.rows}>
      {["first", "second"].map((key) => (
        <li key={key} className={classes.row}>
          <div className={classes.head}>
            <FigurePlaceholder width="12ch" />
            <FigurePlaceholder width="5ch" />
          </div>
          <div className={progressBar.track} />
          <span className={classes.caption}>
            <FigurePlaceholder width="16ch" />
          </span>
        </li>
      ))}
    </ul>
  );
}

const TICKET_TYPES_TEXTS: RemoteCardTexts = {
  title: "Breakdown by Ticket Type",
  description: "Passes and guest tickets issued of those allocated.",
  loadingLabel: "Loading ticket types...",
  empty: { title: "No ticket types yet", hint: "The passes and guest tickets the organiser allocates to your company show here, with how many you have issued." },
};

/** SPEC §2 "Breakdown by Ticket Type": issued of allocated per type, as a labelled progress bar. */
export const TicketBreakdown = memo(function TicketBreakdown({ tickets }: { readonly tickets: SectionRead<TicketsByType> }) {
  return (
    <RemoteCard texts={TICKET_TYPES_TEXTS} remote={tickets} skeleton={<TicketRowsSkeleton />} isEmpty={(byType) => Object.keys(byType).length === 0}>
      {(byType) => (
        <ul className={classes.rows} aria-label="Ticket types">
          {ticketRows(byType).map((row) => (
            <li key={row.name} data-testid="ticket-type" className={classes.row}>
              <div className={classes.head}>
                <span className={classes.name}>{row.name}</span>
                <span className={classes.count}>
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
                className={progressBar.track}
              >
                <div className={progressBar.range} style={{ width: `${row.percent}%` }} />
              </div>
              <span className={classes.caption}>
                {row.available} available · {row.percent}% issued
              </span>
            </li>
          ))}
        </ul>
      )}
    </RemoteCard>
  );
});
