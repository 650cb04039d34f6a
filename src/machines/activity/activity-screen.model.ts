import assert from "node:assert/strict";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { ACTIVITY_EMPTY_MESSAGE, ACTIVITY_NO_MATCH_MESSAGE, type ActivityEntry, type ActivityPage } from "./activity-entry.ts";
import { activityCanLoadMore, activityEmptyMessage, activityLoadsOnScroll, activityScreenMachine } from "./activity-screen.machine.ts";

const ASHA = { userId: "7c6b5a49-3827-4d16-9f05-e4d3c2b1a090", name: "Asha Rao" };
const RAVI = { userId: "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0", name: "Ravi Kumar" };

const entry = (n: number, actor = ASHA): ActivityEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  at: `2026-01-10T09:00:0${n}.000Z`,
  actor,
  category: "leads",
  action: "lead.create",
  summary: `Added lead ${n}`,
  subjectId: null,
});

/** The newest page with more below it, the page below (the last), and an empty answer. */
const FIRST: ActivityPage = { entries: [entry(9), entry(8, RAVI)], nextCursor: entry(8).id, actors: [ASHA, RAVI] };
const LAST: ActivityPage = { entries: [entry(7)], nextCursor: null, actors: [ASHA, RAVI] };
const NONE: ActivityPage = { entries: [], nextCursor: null, actors: [ASHA, RAVI] };
const SERVER_DOWN = "Service unavailable: the database is not answering";

type Step = { readonly type: string; readonly output?: unknown; readonly error?: unknown };

export const activityScreenModel = defineModel({
  name: "activity-screen",
  machine: activityScreenMachine,
  inputs: { default: { search: "", role: "owner" } },
  events: [
    ...outcomesOf("firstPage", { answers: [FIRST, NONE], failures: [serverDown(SERVER_DOWN)] }),
    ...outcomesOf("nextPage", { answers: [LAST], failures: [OFFLINE] }),
    { type: "filter.person", userId: RAVI.userId },
    { type: "filter.person", userId: null },
    { type: "filter.kind", category: "leads" },
    { type: "filter.kind", category: null },
    { type: "list.retry" },
    { type: "page.more" },
  ],
  controlledActors: ["fetchPage"],
  world: () => ({}),
  implementations: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      // Each read asks for the newest page under the filters in context.
      const call = actors["fetchPage"]!.pending("firstPage");
      assert.ok(call !== undefined, "the first page is being read");
      assert.deepEqual(call.input, { actor: snapshot.context.actor, category: snapshot.context.category, before: null });
      assert.deepEqual(snapshot.context.entries, []);
      assert.equal(activityEmptyMessage(snapshot), null);
      assert.ok(!activityCanLoadMore(snapshot));
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
      assert.equal(activityEmptyMessage(snapshot), null);
    },
    loaded: (snapshot) => {
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.actors, [ASHA, RAVI]);
      const ids = snapshot.context.entries.map((e) => e.id);
      assert.equal(new Set(ids).size, ids.length, "no entry is shown twice");
      // Pages follow each other newest first.
      assert.deepEqual(ids, [...ids].sort().reverse());
    },
    "loaded.idle": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      const { entries, nextCursor } = snapshot.context;
      if ((event as Step).type === "xstate.done.actor.nextPage") {
        assert.deepEqual(entries, [...FIRST.entries, ...LAST.entries], "the next page is appended");
      }
      assert.equal(activityCanLoadMore(snapshot), nextCursor !== null);
      assert.equal(activityLoadsOnScroll(snapshot), nextCursor !== null);
      const filtered = snapshot.context.actor !== null || snapshot.context.category !== null;
      assert.equal(
        activityEmptyMessage(snapshot),
        entries.length > 0 ? null : filtered ? ACTIVITY_NO_MATCH_MESSAGE : ACTIVITY_EMPTY_MESSAGE,
      );
    },
    "loaded.loadingMore": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.entries, FIRST.entries, "the shown entries stay while the next page loads");
      const call = actors["fetchPage"]!.pending("nextPage");
      assert.ok(call !== undefined, "the next page is being read");
      assert.deepEqual(call.input, { actor: snapshot.context.actor, category: snapshot.context.category, before: FIRST.nextCursor });
      assert.equal(snapshot.context.moreError, null);
      assert.ok(!activityCanLoadMore(snapshot));
      assert.ok(!activityLoadsOnScroll(snapshot));
    },
    "loaded.moreFailed": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.moreError, LOAD_FAILED_MESSAGE);
      assert.deepEqual(snapshot.context.entries, FIRST.entries, "a failed next page keeps what was shown");
      assert.ok(activityCanLoadMore(snapshot), "Load more tries the page again");
      assert.ok(!activityLoadsOnScroll(snapshot), "a scroll does not retry by itself");
    },
  },
});
