import assert from "node:assert/strict";
import { Network, Server } from "../../api/errors.ts";
import { LOAD_FAILED_MESSAGE, remoteDataMachine } from "./remote-data.machine.ts";
import { defineModel } from "../testing/model.ts";

const ACME = { name: "Acme Robotics", logoUrl: "companyProfile/logo.png", boothNumber: "B-204" };
const SERVER_DOWN = "Service unavailable: the database is not answering";

export const remoteDataModel = defineModel({
  name: "remote-data",
  machine: remoteDataMachine,
  inputs: { default: undefined },
  events: [
    { type: "xstate.done.actor.fetchData", output: ACME },
    { type: "xstate.error.actor.fetchData", error: new Network({ message: "Failed to fetch" }) },
    { type: "xstate.error.actor.fetchData", error: new Server({ status: 503, message: SERVER_DOWN }) },
    { type: "data.refresh" },
  ],
  controlledActors: ["fetchData"],
  world: () => ({}),
  implementations: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["fetchData"]!.pending("fetchData") !== undefined);
    },
    loaded: (snapshot) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.data, ACME);
      assert.equal(snapshot.context.error, null);
      assert.ok(snapshot.can({ type: "data.refresh" }));
    },
    failed: (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      // The browser's own network words are replaced by the retry hint; a server's message is shown.
      const expected = (event as { error?: unknown }).error instanceof Server ? SERVER_DOWN : LOAD_FAILED_MESSAGE;
      assert.equal(snapshot.context.error, expected);
      // A failed reload keeps what was shown before; a failed first load has nothing.
      const data = snapshot.context.data;
      assert.ok(data === null || JSON.stringify(data) === JSON.stringify(ACME), "unexpected data");
      assert.ok(snapshot.can({ type: "data.refresh" }));
    },
  },
});
