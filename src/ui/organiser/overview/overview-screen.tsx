import { useSelector } from "@xstate/react";
import { memo, useId } from "react";
import { cx } from "styled-system/css";
import { organiserOverview } from "styled-system/recipes";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import {
  ariaSortOf,
  COLUMN_LABELS,
  OVERVIEW_COLUMNS,
  type HourChart,
  type OrganiserOverview,
  type OverviewColumn,
  type OverviewRow,
  type OverviewSort,
} from "../../../machines/organiser/overview/overview-rows.ts";
import { overviewView, type overviewScreenMachine } from "../../../machines/organiser/overview/overview-screen.machine.ts";
import { useRead, type RemoteDataActorRef } from "../../components/use-remote-data.ts";
import { countOf } from "../../../format/count.ts";
import { formatShortDateTime } from "../../../format/date-time.ts";
import { Button } from "../../components/button.tsx";
import { Card } from "../../components/card.tsx";
import { ExportCsvButton } from "../../components/export-csv-button.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { SectionEmpty, SectionLoading } from "../../components/remote-content.tsx";
import { StatCard, statGrid } from "../../components/stat-card.tsx";
import { TextField } from "../../components/field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";

export type OverviewScreenActor = ActorRefFrom<typeof overviewScreenMachine>;

const classes = organiserOverview();

const NUMBER_COLUMNS: ReadonlySet<OverviewColumn> = new Set(["passes", "leadsTotal", "leadsToday"]);

// The chart's geometry, in SVG units: the drawing scales to its frame's width, and scrolls sideways
// past a day or two of bars.
const BAR = 22;
const GAP = 6;
const PLOT_HEIGHT = 140;
const TOP = 16;
const BOTTOM = 34;

/** The chart's summary a screen reader hears for the picture: whose leads, how many, the busiest hour. */
const chartSummary = (chart: HourChart): string => {
  if (chart.bars.length === 0) return `${chart.title}: no leads captured yet.`;
  const busiest = chart.bars.reduce((best, bar) => (bar.leads > best.leads ? bar : best));
  return `${chart.title}: ${countOf(chart.total, "lead")} over ${countOf(chart.bars.length, "hour")}; the busiest hour was ${busiest.label} with ${countOf(busiest.leads, "lead")}.`;
};

/** Leads by hour as an inline SVG bar chart, with the same figures as a table for those who cannot see it. */
const HourBarChart = memo(function HourBarChart({ chart }: { readonly chart: HourChart }) {
  const titleId = useId();
  const descId = useId();
  if (chart.bars.length === 0) {
    return <SectionEmpty title="No leads captured yet" hint="Each badge scanned or lead added at a booth shows here, in the hour it was captured." />;
  }
  // Room after the last bar for its hour's label.
  const width = chart.bars.length * (BAR + GAP) + 3 * GAP;
  // A day's name under its first bar, unless the last name is too close to leave room for it.
  const dayMarks = new Set<number>();
  let lastMark = -Infinity;
  chart.bars.forEach((bar, index) => {
    const firstOfDay = index === 0 || chart.bars[index - 1]!.day !== bar.day;
    if (firstOfDay && index - lastMark >= 3) {
      dayMarks.add(index);
      lastMark = index;
    }
  });
  const height = TOP + PLOT_HEIGHT + BOTTOM;
  const scale = (leads: number) => (chart.most === 0 ? 0 : Math.max(leads > 0 ? 2 : 0, Math.round((leads / chart.most) * PLOT_HEIGHT)));
  const summary = chartSummary(chart);
  return (
    <>
      <div className={classes.chartFrame}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${width} ${height}`}
          width={Math.max(width, 320)}
          height={height}
          className={classes.chart}
          data-testid="hour-chart"
        >
          <title id={titleId}>{`Leads by hour: ${chart.title}`}</title>
          <desc id={descId}>{summary}</desc>
          <line x1={0} x2={width} y1={TOP + PLOT_HEIGHT} y2={TOP + PLOT_HEIGHT} className={classes.axis} />
          {chart.bars.map((bar, index) => {
            const h = scale(bar.leads);
            const x = GAP + index * (BAR + GAP);
            return (
              <g key={bar.hour} data-testid="hour-bar" data-hour={bar.hour} data-leads={bar.leads}>
                <rect x={x} y={TOP + PLOT_HEIGHT - h} width={BAR} height={h} rx={2} className={classes.bar}>
                  <title>{`${bar.label}: ${countOf(bar.leads, "lead")}`}</title>
                </rect>
                <text x={x + BAR / 2} y={TOP + PLOT_HEIGHT + 13} textAnchor="middle" className={classes.dayMark}>
                  {bar.label.slice(-5, -3)}
                </text>
                {dayMarks.has(index) ? (
                  <text x={x} y={TOP + PLOT_HEIGHT + 28} className={classes.dayMark}>
                    {bar.day}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <p className={classes.chartSummary}>{summary}</p>
      <details>
        <summary>The figures as a table</summary>
        <table className={classes.figuresTable} data-testid="hour-table">
          <caption className={classes.note}>{`Leads by hour: ${chart.title}`}</caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.hour}>
                <th scope="row">{bar.label}</th>
                <td>{bar.leads.toLocaleString("en-GB")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
});

function SortHeader({ column, sort, onSort }: { readonly column: OverviewColumn; readonly sort: OverviewSort; readonly onSort: (column: OverviewColumn) => void }) {
  const direction = ariaSortOf(sort, column);
  return (
    <th scope="col" aria-sort={direction} className={NUMBER_COLUMNS.has(column) ? classes.number : undefined}>
      <button type="button" className={classes.sortButton} onClick={() => onSort(column)}>
        {COLUMN_LABELS[column]}
        <span aria-hidden="true">{direction === "ascending" ? "▲" : direction === "descending" ? "▼" : ""}</span>
      </button>
    </th>
  );
}

const ExhibitorRow = memo(function ExhibitorRow({ row, onChart }: { readonly row: OverviewRow; readonly onChart: (id: string) => void }) {
  return (
    <tr data-testid="overview-row">
      <th scope="row">{row.name}</th>
      <td>{row.booth}</td>
      <td>{row.category}</td>
      <td className={classes.number}>{row.passes}</td>
      <td className={classes.number} data-testid="leads-total">
        {row.leadsTotal.toLocaleString("en-GB")}
      </td>
      <td className={classes.number} data-testid="leads-today">
        {row.leadsToday.toLocaleString("en-GB")}
      </td>
      <td>{row.peakHour}</td>
      <td className={row.profileComplete ? classes.complete : classes.missing}>{row.profile}</td>
      <td>{row.lastActivity}</td>
      <td>
        <button type="button" className={classes.rowAction} onClick={() => onChart(row.id)} aria-label={`Chart ${row.name}'s leads by hour`}>
          Chart
        </button>
      </td>
    </tr>
  );
});

/** The organiser console's home: how every exhibitor of the event is doing. */
export default function OverviewScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as OverviewScreenActor;
  const read = useSelector(actor, (snapshot) => snapshot.children.overview);
  return read === undefined ? null : <Overview actor={actor} read={read} />;
}

function Overview({ actor, read }: { readonly actor: OverviewScreenActor; readonly read: RemoteDataActorRef }) {
  const overview = useRead(read, (snapshot) => snapshot.context.data as OrganiserOverview | null);
  const choices = useSelector(actor, (snapshot) => snapshot.context);
  const view = overviewView(overview, choices);
  const { search, sort, chartOf } = choices;
  const exhibitors = overview.data?.exhibitors ?? [];
  const exporter = useSelector(actor, (snapshot) => snapshot.children.overviewExport);
  const onSort = (column: OverviewColumn) => actor.send({ type: "sort.by", column });
  const onChart = (exhibitorId: string | null) => actor.send({ type: "chart.show", exhibitorId });

  return (
    <>
      <PageHeader
        title="Overview"
        description="How every exhibitor of the event is doing: passes, leads, profiles and activity."
        actions={
          <div className={classes.toolbar}>
            <Button variant="outline" onClick={() => actor.send({ type: "overview.refresh" })} disabled={view.busy} aria-busy={view.busy}>
              {view.busy && !view.loading ? "Refreshing..." : "Refresh"}
            </Button>
            {exporter ? <ExportCsvButton exporter={exporter} onExport={() => actor.send({ type: "overview.export" })} /> : null}
          </div>
        }
      />
      <div className={classes.body}>
        {view.error === null ? null : <LoadError message={view.error} onRetry={overview.refresh} busy={view.busy} />}
        {view.loading ? <SectionLoading label="Loading the overview..." /> : null}
        {view.figures === null ? null : (
          <>
            <div className={statGrid} data-testid="overview-figures">
              <StatCard label="Exhibitors" value={view.figures.exhibitors.toLocaleString("en-GB")} />
              <StatCard label="Leads captured" value={view.figures.leads.toLocaleString("en-GB")} />
              <StatCard label="Leads today" value={view.figures.today.toLocaleString("en-GB")} />
              <StatCard label="Profiles complete" value={`${view.figures.completeProfiles} of ${view.figures.exhibitors}`} />
              <StatCard label="Passes used" value={`${view.figures.passesUsed} of ${view.figures.passesAllocated}`} />
            </div>
            <p className={classes.note}>
              {`Days and hours in the event's time zone (${view.timeZone}). `}
              {view.timeZoneNote === null ? null : `${view.timeZoneNote} `}
              {view.generatedAt === null ? null : `Read at ${formatShortDateTime(view.generatedAt, view.timeZone ?? undefined)}.`}
            </p>
          </>
        )}
        {view.chart === null ? null : (
          <Card
            title="Scans by hour across the hall"
            description="Leads every exhibitor captured, per hour of the show."
            actions={
              <label className={classes.note}>
                {"Show "}
                <select value={chartOf ?? ""} onChange={(event) => onChart(event.target.value === "" ? null : event.target.value)}>
                  <option value="">The whole hall</option>
                  {exhibitors.map((exhibitor) => (
                    <option key={exhibitor.id} value={exhibitor.id}>
                      {exhibitor.name}
                    </option>
                  ))}
                </select>
              </label>
            }
          >
            <HourBarChart chart={view.chart} />
          </Card>
        )}
        {view.figures === null ? null : (
          <Card title="Exhibitors">
            <div className={classes.tableTools}>
              <TextField
                className={classes.search}
                label="Search exhibitors"
                type="search"
                placeholder="Name or booth"
                value={search}
                onChange={(event) => actor.send({ type: "search.change", search: event.target.value })}
              />
              <p className={classes.note} aria-live="polite">
                {countOf(view.rows.length, "exhibitor")}
              </p>
            </div>
            {view.empty ? (
              <SectionEmpty title="No exhibitors yet" hint="Exhibitors added to the event show here with their passes, leads and profile." />
            ) : view.noMatch ? (
              <SectionEmpty title={`No exhibitor matches “${search.trim()}”`} hint="Search by the exhibitor's name or booth." />
            ) : (
              <div className={classes.tableFrame}>
                <table className={cx(classes.table)} data-testid="overview-table">
                  <thead>
                    <tr>
                      {OVERVIEW_COLUMNS.map((column) => (
                        <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
                      ))}
                      <th scope="col">
                        <span className={classes.note}>Hours</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.rows.map((row) => (
                      <ExhibitorRow key={row.id} row={row} onChart={onChart} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        )}
      </div>
    </>
  );
}
