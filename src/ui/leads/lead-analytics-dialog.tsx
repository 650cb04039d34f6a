import { useSelector } from "@xstate/react";
import { leadAnalytics } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { analyticsTables, type AnalyticsTable } from "../../machines/leads/lead-analytics-view.ts";
import type { leadAnalyticsMachine } from "../../machines/leads/lead-analytics.machine.ts";
import { countOf } from "../../format/count.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";

export type LeadAnalyticsActor = ActorRefFrom<typeof leadAnalyticsMachine>;

const classes = leadAnalytics();

/**
 * One breakdown as a table (its caption, the label and the number of each row, which a screen
 * reader reads as they stand) with a bar per row showing its size against the largest; the bars
 * only repeat the numbers, so they are hidden from assistive technology.
 */
function FigureTable({ figures }: { readonly figures: AnalyticsTable }) {
  return (
    <table className={classes.table} data-testid={`analytics-${figures.id}`}>
      <caption className={classes.caption}>{figures.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{figures.heading}</th>
          <th scope="col" className={classes.countHead}>
            Leads
          </th>
          <th scope="col" aria-hidden="true" className={classes.barCell} />
        </tr>
      </thead>
      <tbody>
        {figures.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.count.toLocaleString("en-GB")}</td>
            <td aria-hidden="true" className={classes.barCell}>
              {row.count === 0 ? null : <div className={classes.bar} style={{ width: `${Math.round(row.share * 100)}%` }} />}
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
        <div className={classes.grid}>
          {analyticsTables(shown).map((figures) => (
            <FigureTable key={figures.id} figures={figures} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
