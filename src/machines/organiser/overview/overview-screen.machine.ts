import { assign, sendTo, setup } from "xstate";
import { refreshRead } from "../../data/child-requests.ts";
import { fileExportMachine, type FileExportStart } from "../../data/file-export.machine.ts";
import { remoteDataMachine } from "../../data/remote-data.machine.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import type { OverviewExportScope } from "./overview-csv.ts";
import {
  DEFAULT_SORT,
  hallFiguresOf,
  hourChartOf,
  overviewRows,
  nextSort,
  type HallFigures,
  type HourChart,
  type OrganiserOverview,
  type OverviewColumn,
  type OverviewRow,
  type OverviewSort,
} from "./overview-rows.ts";

export interface OverviewScreenContext {
  /** The search box: exhibitors whose name or booth holds it. */
  readonly search: string;
  readonly sort: OverviewSort;
  /** Whose leads the chart shows: an exhibitor's id, or null for the whole hall. */
  readonly chartOf: string | null;
}

export type OverviewScreenEvent =
  | { readonly type: "overview.refresh" }
  | { readonly type: "search.change"; readonly search: string }
  | { readonly type: "sort.by"; readonly column: OverviewColumn }
  | { readonly type: "chart.show"; readonly exhibitorId: string | null }
  | { readonly type: "overview.export" };

export interface OverviewScreenTypes {
  input: ConsoleScreenInput;
  context: OverviewScreenContext;
  events: OverviewScreenEvent;
  children: { overview: "overviewRead"; overviewExport: "overviewExport" };
}

/** `?q=acme` opens the overview searched (a link an organiser shares). */
const searchOf = (search: string): string => new URLSearchParams(search).get("q") ?? "";

/**
 * The organiser console's Overview: its read (`overview`, GET /organiser/overview: every exhibitor's
 * figures and the hall's leads by hour) runs when the screen opens and again on Refresh or Retry; a
 * failed read keeps what was shown. The search box, the table's order and whose hours the chart
 * shows are the screen's own and need no call (an event has a few hundred exhibitors at most).
 * Export CSV (child `overviewExport`) reads the overview afresh and writes the rows the table shows,
 * in its order. The view reads the read and the screen's choices through `overviewView`.
 */
export const overviewScreenMachine = setup({
  types: {} as OverviewScreenTypes,
  actors: {
    /** GET /organiser/overview, provided at the console's root. */
    overviewRead: remoteDataMachine,
    /** Export CSV: the overview read at click time, written in the browser; provided at the console's root. */
    overviewExport: fileExportMachine,
  },
  actions: {
    refreshOverview: refreshRead("overview"),
    changeSearch: assign((_, params: { search: string }) => ({ search: params.search })),
    sortBy: assign(({ context }, params: { column: OverviewColumn }) => ({ sort: nextSort(context.sort, params.column) })),
    showChartOf: assign((_, params: { exhibitorId: string | null }) => ({ chartOf: params.exhibitorId })),
    startExport: sendTo("overviewExport", ({ context }): FileExportStart => ({
      type: "export.start",
      scope: { search: context.search, sort: context.sort } satisfies OverviewExportScope,
    })),
  },
}).createMachine({
  id: "overviewScreen",
  context: ({ input }) => ({ search: searchOf(input.search), sort: DEFAULT_SORT, chartOf: null }),
  invoke: [
    { id: "overview", src: "overviewRead" },
    { id: "overviewExport", src: "overviewExport", input: { subject: "the overview" } },
  ],
  on: {
    "overview.refresh": { actions: "refreshOverview" },
    "search.change": { actions: { type: "changeSearch", params: ({ event }) => ({ search: event.search }) } },
    "sort.by": { actions: { type: "sortBy", params: ({ event }) => ({ column: event.column }) } },
    "chart.show": { actions: { type: "showChartOf", params: ({ event }) => ({ exhibitorId: event.exhibitorId }) } },
    "overview.export": { actions: "startExport" },
  },
  initial: "open",
  states: {
    open: { description: "The read and the export are the children's; the screen keeps the table's and the chart's choices." },
  },
});

/** The overview's read as its view has it (`useRead`): the last answer, whether a read runs, why the last failed. */
export interface OverviewRead {
  readonly data: OrganiserOverview | null;
  readonly loading: boolean;
  readonly error: string | null;
}

/** Everything the view draws, derived from the read and the screen's choices. */
export interface OverviewView {
  /** The first read is under way: nothing to show yet. */
  readonly loading: boolean;
  /** A read is under way (the first, or a Refresh over what shows). */
  readonly busy: boolean;
  readonly error: string | null;
  readonly figures: HallFigures | null;
  /** The event has no exhibitors at all. */
  readonly empty: boolean;
  readonly rows: ReadonlyArray<OverviewRow>;
  /** Exhibitors exist, but the search finds none. */
  readonly noMatch: boolean;
  readonly chart: HourChart | null;
  readonly timeZone: string | null;
  readonly timeZoneNote: string | null;
  readonly generatedAt: string | null;
}

export const overviewView = (read: OverviewRead, { search, sort, chartOf }: OverviewScreenContext): OverviewView => {
  const overview = read.data;
  const rows = overviewRows(overview, search, sort);
  return {
    loading: overview === null && read.loading,
    busy: read.loading,
    error: read.error,
    figures: overview === null ? null : hallFiguresOf(overview),
    empty: overview !== null && overview.exhibitors.length === 0,
    rows,
    noMatch: overview !== null && overview.exhibitors.length > 0 && rows.length === 0,
    chart: hourChartOf(overview, chartOf),
    timeZone: overview?.timeZone ?? null,
    timeZoneNote: overview?.timeZoneNote ?? null,
    generatedAt: overview?.generatedAt ?? null,
  };
};
