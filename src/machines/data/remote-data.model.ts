import assert from "node:assert/strict";
import { Server } from "../../api/errors.ts";
import { KEPT_IS_CURRENT, LOAD_FAILED_MESSAGE, remoteDataMachine } from "./remote-data.machine.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";

const ACME = { name: "Acme Robotics", logoUrl: "companyProfile/logo.png", boothNumber: "B-204" };
const SERVER_DOWN = "Service unavailable: the database is not answering";
/** What an earlier visit kept on the device. */
const KEPT = { name: "Acme Robotics (kept)", logoUrl: null, boothNumber: "B-204" };
/** A read in pages: its first page, shown before the rest arrive. */
const FIRST_PAGE = { pages: [["Asha Rao"]], complete: false };

/** What a write the screen made answered (the booth moved). */
const WRITTEN = { ...ACME, boothNumber: "B-205" };

/** What may show: nothing, the server's answer, its first page, what the device kept, or a write's answer. */
const SHOWABLE = ["null", ...[ACME, FIRST_PAGE, KEPT, WRITTEN].map((data) => JSON.stringify(data))];
/** Checks what shows is showable, and notes it as what showed before the next step; returns what showed before this one. */
const assertShown = (context: { readonly data: unknown }, world: { shown: unknown }): unknown => {
  const data = JSON.stringify(context.data);
  assert.ok(SHOWABLE.includes(data), `unexpected data ${data}`);
  const before = world.shown;
  world.shown = context.data;
  return before;
};

export const remoteDataModel = defineModel({
  name: "remote-data",
  machine: remoteDataMachine,
  inputs: { default: undefined },
  events: [
    // KEPT_IS_CURRENT is the server's 304 to the version kept with the device's copy.
    ...outcomesOf("fetchData", { answers: [ACME, KEPT_IS_CURRENT], failures: [OFFLINE, serverDown(SERVER_DOWN)] }),
    ...outcomesOf("recallData", { answers: [KEPT, null] }),
    { type: "data.refresh" },
    { type: "page.read", data: FIRST_PAGE },
    { type: "data.replace", data: WRITTEN },
  ],
  controlledActors: ["fetchData", "recallData"],
  world: () => ({ kept: [] as unknown[], shown: null as unknown }),
  implementations: (world) => ({
    actions: { keepData: (_: unknown, { data }: { data: unknown }) => void world.kept.push(data) },
  }),
  assertions: {
    loading: (snapshot, { actors, event, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["fetchData"]!.pending("fetchData") !== undefined);
      const before = assertShown(snapshot.context, world);
      // A read in pages shows its first page while it reads the rest, unless something already shows
      // (an earlier answer or what the device kept), which stays: a reload of 10,000 leads never
      // drops to the first 50. The paths walk only the taken transition; the refused one (a first
      // page over a whole list) is replayed by leads-read.actors.test.ts.
      if (event.type === "page.read") assert.deepEqual(snapshot.context.data, before ?? FIRST_PAGE);
      // What was kept shows while the read runs, unless something newer is already shown.
      if (event.type === "xstate.done.actor.recallData") assert.notEqual(snapshot.context.data, null);
    },
    loaded: (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assertShown(snapshot.context, world);
      if (event.type === "xstate.done.actor.fetchData" && (event as { output?: unknown }).output === KEPT_IS_CURRENT) {
        // Kept is current: what showed stays (the kept copy, an earlier answer, or nothing until the
        // device answers), and nothing new is kept.
        assert.ok(world.kept.every((kept) => [ACME, WRITTEN].some((data) => JSON.stringify(kept) === JSON.stringify(data))));
      } else if (event.type === "xstate.done.actor.fetchData") {
        assert.deepEqual(snapshot.context.data, ACME);
        // Every answer that arrived is kept for the next visit; pages so far never are.
        assert.deepEqual(world.kept.at(-1), ACME);
      } else if (event.type === "data.replace") {
        // A write's answer shows at once, over a read still running or a failure, and is kept too.
        assert.deepEqual(snapshot.context.data, WRITTEN);
        assert.deepEqual(world.kept.at(-1), WRITTEN);
      }
      assert.equal(snapshot.context.error, null);
      assert.ok(snapshot.can({ type: "data.refresh" }));
    },
    failed: (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("busy"));
      // The browser's own network words are replaced by the retry hint; a server's message is shown.
      // (What the device kept can arrive after the failure: the failure's words stay.)
      if (event.type === "xstate.error.actor.fetchData") {
        const expected = (event as { error?: unknown }).error instanceof Server ? SERVER_DOWN : LOAD_FAILED_MESSAGE;
        assert.equal(snapshot.context.error, expected);
      } else assert.ok(snapshot.context.error === SERVER_DOWN || snapshot.context.error === LOAD_FAILED_MESSAGE);
      // A failed reload keeps what was shown before (pages so far included); a failed first load has nothing.
      assertShown(snapshot.context, world);
      assert.ok(snapshot.can({ type: "data.refresh" }));
    },
  },
});
