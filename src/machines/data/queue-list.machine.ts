import { assign, setup } from "xstate";
import { notProvidedActor } from "../not-provided.ts";
import { QUEUE_PAGE_SIZE, tabFromAddress, type QueuePage, type QueueQuery } from "./queue-query.ts";
import { loadErrorMessage } from "./remote-data.machine.ts";

/** Rows a bulk action may take: those whose `field` holds `value` (a pending registration). */
export interface ChoosableRows {
  readonly field: string;
  readonly value: string;
}

/** What a screen starts its queue with; all but `address` are the queue's kind and never change. */
export interface QueueListInput {
  /** The screen's `location.search`: `?status=` picks the tab the queue opens on. */
  readonly address?: string;
  /** The status tabs, the first the one it opens on (the work waiting); none for a queue without. */
  readonly tabs?: ReadonlyArray<string>;
  /** The names of the queue's filters (a company, a pass category), each "all" to start. */
  readonly filters?: ReadonlyArray<string>;
  readonly pageSize?: number;
  /** The field naming a row (`ticketId`); `_id` by default. */
  readonly rowId?: string;
  /** The rows a bulk action may take; none by default. */
  readonly choosable?: ChoosableRows | null;
  /** Read the page again in the background every so many ms while it shows (the support inbox); never by default. */
  readonly refreshEvery?: number | null;
}

export interface QueueListContext {
  readonly query: QueueQuery;
  /** The search box's text, applied on `search.submit`; kept through every read. */
  readonly searchDraft: string;
  /** The page shown; kept while the next one is read and when a read fails. */
  readonly page: QueuePage | null;
  /** Why the page could not be read (shown with Retry). */
  readonly error: string | null;
  /** Choosable rows of the page chosen for a bulk action; a change of tab, filter, search or page forgets them. */
  readonly selected: ReadonlyArray<string>;
  readonly tabs: ReadonlyArray<string>;
  readonly rowId: string;
  readonly choosable: ChoosableRows | null;
  readonly refreshEvery: number | null;
}

export type QueueListEvent =
  /** Read the page again (after a change the screen made), or the Retry of a failed read. */
  | { readonly type: "list.refresh" }
  /** Read again from the first page, the tab, filters and search kept (rows were added anywhere: an import). */
  | { readonly type: "list.reload" }
  | { readonly type: "tab.change"; readonly value: string }
  | { readonly type: "filter.change"; readonly name: string; readonly value: string | null }
  | { readonly type: "search.change"; readonly value: string }
  | { readonly type: "search.submit" }
  | { readonly type: "page.next" }
  | { readonly type: "page.previous" }
  | { readonly type: "selection.toggle"; readonly id: string }
  /** Every choosable row of the page, or none when all are chosen already. */
  | { readonly type: "selection.all" }
  | { readonly type: "selection.clear" }
  /** A row as the server now has it (an answered request) replaces the one shown, where it stands. */
  | { readonly type: "row.replace"; readonly row: unknown };

export interface QueueListTypes {
  input: QueueListInput;
  context: QueueListContext;
  events: QueueListEvent;
  tags: "busy" | "error";
}

const idOf = (context: Pick<QueueListContext, "rowId">, row: unknown): unknown => (row as Record<string, unknown>)[context.rowId];

/** The ids of the page's rows a bulk action may take. */
export const choosableShown = (context: QueueListContext): ReadonlyArray<string> => {
  const { choosable, page } = context;
  if (choosable === null || page === null) return [];
  return page.rows.filter((row) => (row as Record<string, unknown>)[choosable.field] === choosable.value).map((row) => String(idOf(context, row)));
};

/** A query change starts from the first page and forgets what was chosen. */
const requery = (context: QueueListContext, change: Partial<QueueQuery>) => ({ query: { ...context.query, ...change, offset: 0 }, selected: [] });

const valueOf = ({ event }: { event: { readonly value: string } }) => ({ value: event.value });
const filterOf = ({ event }: { event: { readonly name: string; readonly value: string | null } }) => ({ name: event.name, value: event.value });

/** The changes of the query, taken in every state that can read (re-entering `loading` starts the read again). */
const queryChanges = (target: "#queueList.loading", reenter: boolean) => ({
  "tab.change": { guard: { type: "isTab", params: valueOf }, target, reenter, actions: { type: "setTab", params: valueOf } },
  "filter.change": { guard: { type: "isFilter", params: filterOf }, target, reenter, actions: { type: "setFilter", params: filterOf } },
  "search.submit": { target, reenter, actions: "applySearch" },
  "list.refresh": { target, reenter },
  "list.reload": { target, reenter, actions: "firstPage" },
} as const);

/**
 * A queue: a list the server reads a page at a time under a status tab, filters and a search (the
 * console's registrations, support requests, attendees). Any change of them reads again from the
 * first page, keeping the page shown until the answer replaces it; the search box applies on
 * submit. A bulk action's choice of rows is kept here, as the page is. A screen invokes it as a child
 * (its `fetchPage` given by `queueRead`), reads its snapshot through `queue-view.ts` and, after a
 * change of its own, sends `list.refresh`, `list.reload` or `row.replace`. A queue that refreshes
 * reads again in the background (`refreshEvery`): no busy state, and a failed read changes nothing.
 */
export const queueListMachine = setup({
  types: {} as QueueListTypes,
  actors: {
    fetchPage: notProvidedActor<QueuePage, QueueQuery>("fetchPage"),
  },
  delays: { refreshEvery: ({ context }) => context.refreshEvery ?? 0 },
  actions: {
    startReading: assign({ error: null }),
    showPage: assign(({ context }, params: { page: QueuePage }) => {
      const next = { ...context, page: params.page };
      const still = new Set(choosableShown(next));
      return { page: params.page, selected: context.selected.filter((id) => still.has(id)) };
    }),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    setTab: assign(({ context }, params: { value: string }) => requery(context, { tab: params.value })),
    setFilter: assign(({ context }, params: { name: string; value: string | null }) => requery(context, { filters: { ...context.query.filters, [params.name]: params.value } })),
    changeSearch: assign((_, params: { value: string }) => ({ searchDraft: params.value })),
    applySearch: assign(({ context }) => requery(context, { search: context.searchDraft.trim() })),
    firstPage: assign(({ context }) => requery(context, {})),
    nextPage: assign(({ context }) => ({ query: { ...context.query, offset: context.query.offset + context.query.limit }, selected: [] })),
    previousPage: assign(({ context }) => ({ query: { ...context.query, offset: Math.max(0, context.query.offset - context.query.limit) }, selected: [] })),
    toggleChosen: assign(({ context }, params: { id: string }) => ({
      selected: context.selected.includes(params.id) ? context.selected.filter((id) => id !== params.id) : [...context.selected, params.id],
    })),
    chooseAll: assign(({ context }) => {
      const shown = choosableShown(context);
      return { selected: shown.every((id) => context.selected.includes(id)) ? [] : shown };
    }),
    clearChosen: assign({ selected: [] }),
    replaceRow: assign(({ context }, params: { row: unknown }) => ({
      page: context.page && { ...context.page, rows: context.page.rows.map((shown) => (idOf(context, shown) === idOf(context, params.row) ? params.row : shown)) },
    })),
  },
  guards: {
    isTab: ({ context }, params: { value: string }) => context.tabs.includes(params.value),
    isFilter: ({ context }, params: { name: string }) => params.name in context.query.filters,
    hasNextPage: ({ context }) => context.page !== null && context.query.offset + context.query.limit < context.page.total,
    hasPreviousPage: ({ context }) => context.query.offset > 0,
    isChoosableShown: ({ context }, params: { id: string }) => choosableShown(context).includes(params.id),
    anyChoosable: ({ context }) => choosableShown(context).length > 0,
    refreshes: ({ context }) => context.refreshEvery !== null,
  },
}).createMachine({
  id: "queueList",
  context: ({ input }) => {
    const tabs = input.tabs ?? [];
    return {
      query: {
        tab: tabFromAddress(input.address ?? "", tabs),
        filters: Object.fromEntries((input.filters ?? []).map((name) => [name, null])),
        search: "",
        offset: 0,
        limit: input.pageSize ?? QUEUE_PAGE_SIZE,
      },
      searchDraft: "",
      page: null,
      error: null,
      selected: [],
      tabs,
      rowId: input.rowId ?? "_id",
      choosable: input.choosable ?? null,
      refreshEvery: input.refreshEvery ?? null,
    };
  },
  on: {
    "search.change": { description: "Typed at any time; the text stays through every read.", actions: { type: "changeSearch", params: valueOf } },
  },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the page under the query; the page shown stays until the answer replaces it. A change of the query meanwhile reads again.",
      entry: "startReading",
      on: queryChanges("#queueList.loading", true),
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => context.query,
        onDone: { target: "ready", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: "error",
      description: "The failure with Retry (`list.refresh`); the page read before, if any, stays.",
      on: queryChanges("#queueList.loading", false),
    },
    ready: {
      on: {
        ...queryChanges("#queueList.loading", false),
        "page.next": { guard: "hasNextPage", target: "loading", actions: "nextPage" },
        "page.previous": { guard: "hasPreviousPage", target: "loading", actions: "previousPage" },
        "selection.toggle": {
          guard: { type: "isChoosableShown", params: ({ event }) => ({ id: event.id }) },
          description: "Only a choosable row of the page can be chosen.",
          actions: { type: "toggleChosen", params: ({ event }) => ({ id: event.id }) },
        },
        "selection.all": { guard: "anyChoosable", actions: "chooseAll" },
        "selection.clear": { actions: "clearChosen" },
        "row.replace": { actions: { type: "replaceRow", params: ({ event }) => ({ row: event.row }) } },
      },
      initial: "starting",
      states: {
        starting: { always: [{ guard: "refreshes", target: "waiting" }, { target: "still" }] },
        still: { description: "A queue that is read only when asked." },
        waiting: { after: { refreshEvery: "refreshing" } },
        refreshing: {
          description: "Read again in the background, so what others did meanwhile shows without a reload.",
          on: {
            "row.replace": {
              target: "waiting",
              description: "A read begun before the change was saved would show the row without it: left, and the next one reads it.",
              actions: { type: "replaceRow", params: ({ event }) => ({ row: event.row }) },
            },
          },
          invoke: {
            id: "refreshPage",
            src: "fetchPage",
            input: ({ context }) => context.query,
            onDone: { target: "waiting", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
            onError: { target: "waiting", description: "Nothing shown changes; the next read tries again." },
          },
        },
      },
    },
  },
});
