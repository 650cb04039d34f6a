import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { analyticsTables, type AnalyticsTable } from "../../machines/leads/lead-analytics-view.ts";
import type { leadAnalyticsMachine } from "../../machines/leads/lead-analytics.machine.ts";
import { countOf } from "../../format/count.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";

export type LeadAnalyticsActor = ActorRefFrom<typeof leadAnalyticsMachine>;

const table = css({
  w: "full",
  fontSize: "sm",
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "start", px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border.default" },
  "& thead th": { bg: "bg.muted", fontWeight: "semibold" },
  "& tbody th": { fontWeight: "normal" },
  "& td": { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
});
const barCell = css({ w: "40%" });
const bar = css({ h: "2", borderRadius: "full", bg: "accent.default", minW: "0.5" });
const grid = css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, pb: "2" });

/**
 * One breakdown as a table (its caption, the label and the number of each row, which a screen
 * reader reads as they stand) with a bar per row showing its size against the largest; the bars
 * only repeat the numbers, so they are hidden from assistive technology.
 */
function FigureTable({ figures }: { readonly figures: AnalyticsTable }) {
  return (
    <table className={table} data-testid={`analytics-${figures.id}`}>
      <caption className={css({ textAlign: "start", fontWeight: "semibold", pb: "2" })}>{figures.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{figures.heading}</th>
          <th scope="col" className={css({ textAlign: "end !important" })}>
            Leads
          </th>
          <th scope="col" aria-hidden="true" className={barCell} />
        </tr>
      </thead>
      <tbody>
        {figures.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.count.toLocaleString("en-GB")}</td>
            <td aria-hidden="true" className={barCell}>
              {row.count === 0 ? null : <div className={bar} style={{ width: `${Math.round(row.share * 100)}%` }} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The footer's Analytics: the server's figures of every lead the person may see (a lead scanner:
 * their own), read each time it opens, by priority, status, source, how captured, member, owner,
 * rating, and the trend over the show's days. Draws the screen's `analytics` child.
 */
export function LeadAnalyticsDialog({ analytics }: { readonly analytics: LeadAnalyticsActor }) {
  const open = useSelector(analytics, (snapshot) => snapshot.hasTag("open"));
  const reading = useSelector(analytics, (snapshot) => snapshot.hasTag("busy"));
  const failed = useSelector(analytics, (snapshot) => snapshot.hasTag("error"));
  const { figures, error } = useSelector(analytics, (snapshot) => snapshot.context);
  const close = () => analytics.send({ type: "analytics.close" });
  const shown = reading || failed ? null : figures;
  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title="Lead Analytics"
      description={shown === null ? "Figures of the leads you can see." : `Figures of the ${countOf(shown.total, "lead")} you can see.`}
      footer={<Button onClick={close}>Close</Button>}
    >
      {reading ? <PageLoading label="Loading the figures..." /> : null}
      {failed && error !== null ? <LoadError message={error} onRetry={() => analytics.send({ type: "analytics.retry" })} /> : null}
      {shown === null ? null : (
        <div className={grid}>
          {analyticsTables(shown).map((figures) => (
            <FigureTable key={figures.id} figures={figures} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
