import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { queueListMachine, type QueueListInput } from "./queue-list.machine.ts";
import type { QueuePage } from "./queue-query.ts";
import { chosenRows, queueEmptyMessage, queueError, queueFirstLoad, queueRangeOf, queueRows, type QueueListSnapshot } from "./queue-view.ts";

interface Row {
  readonly _id: string;
  readonly name: string;
  readonly status: "pending" | "approved";
}

const ROHAN: Row = { _id: "r1", name: "Rohan Desai", status: "pending" };
const LEELA: Row = { _id: "r2", name: "Leela Menon", status: "pending" };
const NIKHIL: Row = { _id: "r3", name: "Nikhil Joshi", status: "approved" };
const ACME = { _id: "e1", name: "Acme Robotics" };

/** The first of two pages: two choosable rows and one that is not, 60 in all. */
const PAGE: QueuePage<Row> = { rows: [ROHAN, LEELA, NIKHIL], total: 60, counts: { pending: 40, approved: 20 }, choices: { exhibitor: [ACME] } };
/** What a background read finds: Leela was decided meanwhile. */
const REFRESHED: QueuePage<Row> = { ...PAGE, rows: [ROHAN, { ...LEELA, status: "approved" }, NIKHIL] };
const EMPTY: QueuePage<Row> = { rows: [], total: 0, counts: { pending: 0, approved: 0 }, choices: { exhibitor: [ACME] } };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const WORDS = { unfiltered: "Nothing waits.", narrowed: "Nothing matches." };
const DECIDED_ROHAN: Row = { ...ROHAN, status: "approved" };

/** A queue with tabs, a filter, a bulk choice and a background read (the support inbox, registrations). */
const TABBED: QueueListInput = {
  address: "",
  tabs: ["pending", "approved", "all"],
  filters: ["exhibitor"],
  pageSize: 50,
  choosable: { field: "status", value: "pending" },
  refreshEvery: 60_000,
};

type Event = ModelEvent<typeof queueListMachine>;

/** The queue as it opens: its first tab (none without), no filter, no search, the first page, nothing chosen. */
const atStart = (snapshot: QueueListSnapshot): boolean => {
  const { query, searchDraft, selected, tabs } = snapshot.context;
  const filtered = Object.values(query.filters).some((value) => value !== null);
  return query.tab === (tabs[0] ?? null) && !filtered && query.search === "" && searchDraft === "" && query.offset === 0 && selected.length === 0;
};

export const queueListModel = defineModel({
  name: "queue-list",
  machine: queueListMachine,
  // A queue with tabs, a filter, a bulk choice and a background read; one opened on a tab the address
  // names; one with a search alone (attendees).
  inputs: { tabbed: TABBED, fromAddress: { ...TABBED, address: "?status=approved", refreshEvery: null }, plain: { rowId: "_id" } },
  // Query changes, pages and the choice are each walked from the queue as it opens, one at a time, so
  // the graph stays the size of the flows rather than of every combination of them.
  events: (snapshot) => {
    const fresh = atStart(snapshot);
    const { context } = snapshot;
    const shownAsRead = context.page === PAGE;
    const events: Event[] = [
      ...outcomesOf("fetchPage", { answers: [PAGE, EMPTY], failures: [serverDown(SERVER_DOWN)] }),
      ...outcomesOf("refreshPage", { answers: [REFRESHED], failures: [OFFLINE] }),
      { type: "xstate.after.refreshEvery.queueList.ready.waiting" },
      { type: "list.refresh" },
    ];
    if (fresh) {
      events.push(
        { type: "list.reload" },
        { type: "tab.change", value: "approved" },
        { type: "tab.change", value: "rejected" },
        { type: "filter.change", name: "exhibitor", value: ACME._id },
        { type: "filter.change", name: "passCategory", value: "p1" },
        { type: "search.change", value: "desai" },
      );
    } else if (context.searchDraft !== context.query.search) events.push({ type: "search.submit" });
    if (fresh || context.query.offset > 0) events.push({ type: "page.next" }, { type: "page.previous" });
    if (shownAsRead && (fresh || context.selected.length > 0)) {
      events.push(
        { type: "selection.toggle", id: ROHAN._id },
        { type: "selection.toggle", id: NIKHIL._id },
        { type: "selection.all" },
        { type: "selection.clear" },
        { type: "row.replace", row: DECIDED_ROHAN },
      );
    }
    return events;
  },
  controlledActors: ["fetchPage"],
  world: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["fetchPage"]!.pending("fetchPage");
      assert.ok(call !== undefined, "the page is being read");
      assert.deepEqual(call.input, snapshot.context.query, "the read asks for the query in view");
      assert.equal(snapshot.context.error, null);
      assert.equal(queueFirstLoad(snapshot), snapshot.context.page === null);
      assert.equal(queueEmptyMessage(snapshot, WORDS), null);
      assert.equal(queueError(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(queueError(snapshot), SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.refresh" }), "Retry reads again");
    },
    ready: (snapshot, { input, event }) => {
      const { context } = snapshot;
      assert.ok(context.page !== null);
      assert.ok(!snapshot.hasTag("busy"));
      const unfiltered = context.query.tab === (context.tabs[0] ?? null) && context.query.search === "" && context.query.offset === 0 && context.query.filters["exhibitor"] == null;
      assert.equal(queueEmptyMessage(snapshot, WORDS), context.page.rows.length > 0 ? null : unfiltered ? WORDS.unfiltered : WORDS.narrowed);
      assert.equal(queueRangeOf(snapshot), context.page.total === 0 ? null : `${context.query.offset + 1}–${context.query.offset + context.page.rows.length} of ${context.page.total}`);
      assert.equal(snapshot.can({ type: "page.next" }), context.query.offset + context.query.limit < context.page.total);
      assert.equal(snapshot.can({ type: "page.previous" }), context.query.offset > 0);
      // Only a pending row shown can be chosen, and only in a queue that offers a bulk action.
      const chosen = chosenRows<Row>(snapshot);
      assert.equal(chosen.length, context.selected.length);
      assert.ok(chosen.every((row) => row.status === "pending"));
      if (input === "plain") assert.deepEqual([context.query.tab, context.selected], [null, []]);
      if (input === "fromAddress" && context.query.offset === 0 && event.type === "xstate.done.actor.fetchPage" && context.query.search === "") {
        assert.ok(["approved", "pending"].includes(context.query.tab!));
      }
      if (event.type === "row.replace") assert.deepEqual(queueRows<Row>(snapshot)[0], DECIDED_ROHAN, "the saved row shows where it stood");
      if (event.type === "xstate.done.actor.refreshPage") assert.ok(!context.selected.includes(LEELA._id), "a row no longer pending is no longer chosen");
    },
    "ready.still": (snapshot) => assert.equal(snapshot.context.refreshEvery, null),
    "ready.waiting": (_, { actors }) => assert.equal(actors["fetchPage"]!.pending("refreshPage"), undefined, "no background read runs"),
    "ready.refreshing": (snapshot, { actors }) => {
      assert.deepEqual(actors["fetchPage"]!.pending("refreshPage")?.input, snapshot.context.query, "the page in view is read again in the background");
    },
  },
});
