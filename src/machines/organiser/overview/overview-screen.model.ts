import assert from "node:assert/strict";
import type { AnyEventObject, SnapshotFrom } from "xstate";
import { outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type StepContext } from "../../testing/model.ts";
import { unansweredExport } from "../../testing/unanswered-export.ts";
import { ACME, EMPTY_OVERVIEW, OVERVIEW } from "./overview-fixtures.ts";
import { HALL_TITLE, overviewRows } from "./overview-rows.ts";
import { overviewScreenMachine, overviewView } from "./overview-screen.machine.ts";

const SERVER_DOWN = "Service unavailable: the database is not answering";

type Snapshot = SnapshotFrom<typeof overviewScreenMachine>;
type Step = StepContext<unknown>;

/** What holds in every state: the table, the chart and the export follow the screen's choices. */
function everyState(snapshot: Snapshot, event: AnyEventObject): void {
  const view = overviewView(snapshot);
  const { overview, search, sort, chartOf } = snapshot.context;
  // The table is the read's exhibitors the search finds, in the order chosen; no call is made for it.
  assert.deepEqual(view.rows, overviewRows(overview, search, sort));
  if (overview !== null && search === "b-2") {
    assert.deepEqual(
      view.rows.map((row) => row.name),
      overview.exhibitors.length === 0 ? [] : ["Acme Robotics"],
    );
  }
  assert.equal(view.noMatch, overview !== null && overview.exhibitors.length > 0 && view.rows.length === 0);
  assert.equal(view.empty, overview !== null && overview.exhibitors.length === 0);
  // The chart shows the hall, or the exhibitor chosen while the overview lists them.
  if (overview === null) assert.equal(view.chart, null);
  else assert.equal(view.chart!.title, chartOf === ACME.id && overview.exhibitors.length > 0 ? "Acme Robotics" : HALL_TITLE);
  if (event.type === "sort.by") assert.equal(sort.column, event.column);
  if (event.type === "overview.export") {
    // Export CSV starts the export with what the table shows.
    const exporter = snapshot.children.overviewExport!.getSnapshot();
    assert.ok(exporter.hasTag("busy"));
    assert.deepEqual(exporter.context.scope, { search, sort });
  }
}

export const overviewScreenModel = defineModel({
  name: "overview-screen",
  machine: overviewScreenMachine,
  inputs: { default: { search: "", role: "organiser" } },
  events: [
    ...outcomesOf("read", { answers: [OVERVIEW, EMPTY_OVERVIEW], failures: [serverDown(SERVER_DOWN)] }),
    { type: "overview.refresh" },
    { type: "overview.retry" },
    { type: "search.change", search: "b-2" },
    { type: "search.change", search: "" },
    { type: "sort.by", column: "leadsToday" },
    { type: "sort.by", column: "name" },
    { type: "chart.show", exhibitorId: ACME.id },
    { type: "chart.show", exhibitorId: null },
    { type: "overview.export" },
  ],
  controlledActors: ["readOverview"],
  world: () => ({}),
  implementations: () => ({ actors: { overviewExport: unansweredExport } }),
  assertions: {
    loading: (snapshot, { event, actors }: Step) => {
      everyState(snapshot, event);
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.hasTag("error"));
      assert.ok(actors["readOverview"]!.pending("read") !== undefined, "the overview is being read");
      const view = overviewView(snapshot);
      // The first read shows the loading state; a Refresh keeps what shows.
      assert.equal(view.loading, snapshot.context.overview === null);
      assert.equal(view.error, null);
    },
    loaded: (snapshot, { event }: Step) => {
      everyState(snapshot, event);
      assert.ok(!snapshot.hasTag("busy"));
      const { overview } = snapshot.context;
      assert.ok(overview !== null);
      if (event.type === "xstate.done.actor.read") assert.deepEqual(overview, event["output"]);
      const view = overviewView(snapshot);
      assert.equal(view.error, null);
      assert.equal(view.figures!.exhibitors, overview.exhibitors.length);
    },
    failed: (snapshot, { event }: Step) => {
      everyState(snapshot, event);
      assert.ok(snapshot.hasTag("error"));
      const view = overviewView(snapshot);
      assert.equal(view.error, SERVER_DOWN);
      assert.equal(view.loading, false);
      assert.ok(snapshot.can({ type: "overview.retry" }));
    },
  },
});
