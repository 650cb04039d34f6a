import { assign, sendTo, setup, type SnapshotFrom } from "xstate";
import { fileExportMachine, type FileExportStart } from "../../data/file-export.machine.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { notProvidedActor } from "../../not-provided.ts";
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
  /** The last overview read; kept while it is read again and when a read fails. */
  readonly overview: OrganiserOverview | null;
  /** Why the last read failed (shown with Retry), or null. */
  readonly error: string | null;
  /** The search box: exhibitors whose name or booth holds it. */
  readonly search: string;
  readonly sort: OverviewSort;
  /** Whose leads the chart shows: an exhibitor's id, or null for the whole hall. */
  readonly chartOf: string | null;
}

export type OverviewScreenEvent =
  | { readonly type: "overview.refresh" }
  | { readonly type: "overview.retry" }
  | { readonly type: "search.change"; readonly search: string }
  | { readonly type: "sort.by"; readonly column: OverviewColumn }
  | { readonly type: "chart.show"; readonly exhibitorId: string | null }
  | { readonly type: "overview.export" };

export interface OverviewScreenTypes {
  input: ConsoleScreenInput;
  context: OverviewScreenContext;
  events: OverviewScreenEvent;
  children: { overviewExport: "overviewExport" };
  tags: "busy" | "error";
}

/** `?q=acme` opens the overview searched (a link an organiser shares). */
const searchOf = (search: string): string => new URLSearchParams(search).get("q") ?? "";

/**
 * The organiser console's Overview: GET /organiser/overview (every exhibitor's figures and the hall's
 * leads by hour), read when the screen opens and again on Refresh (or Retry after a failure, which
 * keeps what was shown). The search box, the table's order and whose hours the chart shows are the
 * screen's own and need no call (an event has a few hundred exhibitors at most). Export CSV (child
 * `overviewExport`) reads the overview afresh and writes the rows the table shows, in its order.
 * The view reads the context through `overviewView`, the tags, and sends the events.
 */
export const overviewScreenMachine = setup({
  types: {} as OverviewScreenTypes,
  actors: {
    /** GET /organiser/overview, provided at the console's root. */
    readOverview: notProvidedActor<OrganiserOverview>("readOverview"),
    /** Export CSV: the overview read at click time, written in the browser; provided at the console's root. */
    overviewExport: fileExportMachine,
  },
  actions: {
    startReading: assign({ error: null }),
    showOverview: assign((_, params: { overview: OrganiserOverview }) => ({ overview: params.overview })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
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
  context: ({ input }) => ({ overview: null, error: null, search: searchOf(input.search), sort: DEFAULT_SORT, chartOf: null }),
  invoke: { id: "overviewExport", src: "overviewExport", input: { subject: "the overview" } },
  on: {
    "search.change": { actions: { type: "changeSearch", params: ({ event }) => ({ search: event.search }) } },
    "sort.by": { actions: { type: "sortBy", params: ({ event }) => ({ column: event.column }) } },
    "chart.show": { actions: { type: "showChartOf", params: ({ event }) => ({ exhibitorId: event.exhibitorId }) } },
    "overview.export": { actions: "startExport" },
  },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the overview; what was shown stays until the answer replaces it.",
      entry: "startReading",
      on: { "overview.refresh": { description: "Already reading: the answer is as fresh as a new read." } },
      invoke: {
        id: "read",
        src: "readOverview",
        onDone: { target: "loaded", actions: { type: "showOverview", params: ({ event }) => ({ overview: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: { on: { "overview.refresh": "loading" } },
    failed: {
      tags: "error",
      description: "The error with Retry; the overview read before (if any) stays on screen.",
      on: { "overview.retry": "loading", "overview.refresh": "loading" },
    },
  },
});

export type OverviewScreenSnapshot = SnapshotFrom<typeof overviewScreenMachine>;

/** Everything the view draws, derived from the snapshot. */
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

export const overviewView = (snapshot: Pick<OverviewScreenSnapshot, "context" | "hasTag">): OverviewView => {
  const { overview, search, sort, chartOf, error } = snapshot.context;
  const rows = overviewRows(overview, search, sort);
  return {
    loading: overview === null && snapshot.hasTag("busy"),
    busy: snapshot.hasTag("busy"),
    error: snapshot.hasTag("error") ? error : null,
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
