import assert from "node:assert/strict";
import { fromCallback, type AnyEventObject } from "xstate";
import { outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import type { EndpointDeliveriesInput, endpointDeliveriesMachine } from "./endpoint-deliveries.machine.ts";
import { deliveriesId, deliveriesOf, integrationsScreenMachine } from "./integrations-screen.machine.ts";
import type { ShownSecret, webhookSecretMachine } from "./webhook-secret.machine.ts";
import { CRM_EDITED, CRM_ENDPOINT, CRM_PAUSED, CRM_ROTATED, NEW_SECRET, ROTATED_SECRET, SHEET_ENDPOINT } from "./webhook-fixtures.ts";

const DOWN = "Service unavailable: the database is not answering";

/**
 * The screen's children as doubles that note what the screen asks of them (typed as the machines
 * they stand in for: the screen only spawns, stops and sends to them).
 */
export const recordingLogs = (world: Pick<ScreenWorld, "started" | "stopped" | "refreshed">) =>
  fromCallback<AnyEventObject, EndpointDeliveriesInput>(({ input, receive }) => {
    world.started.push(input.endpointId);
    receive((event) => {
      if (event.type === "deliveries.refresh") world.refreshed.push(input.endpointId);
    });
    return () => void world.stopped.push(input.endpointId);
  }) as unknown as typeof endpointDeliveriesMachine;

export const recordingSecret = (world: Pick<ScreenWorld, "secrets">) =>
  fromCallback<AnyEventObject>(({ receive }) => {
    receive((event) => {
      if (event.type === "secret.show") world.secrets.push({ url: event["url"] as string, secret: event["secret"] as string });
    });
  }) as unknown as typeof webhookSecretMachine;

/** What the screen asked of its children: the deliveries logs it started, stopped and refreshed, the secrets it showed. */
export interface ScreenWorld {
  readonly started: string[];
  readonly stopped: string[];
  readonly refreshed: string[];
  readonly secrets: ShownSecret[];
}

export const integrationsScreenModel = defineModel({
  name: "integrations-screen",
  machine: integrationsScreenMachine,
  inputs: { default: { search: "", role: "owner" } },
  events: [
    ...outcomesOf("endpoints", { answers: [[CRM_ENDPOINT], []], failures: [serverDown(DOWN)] }),
    { type: "list.retry" },
    { type: "endpoint.saved", endpoint: SHEET_ENDPOINT, secret: NEW_SECRET },
    { type: "endpoint.saved", endpoint: CRM_EDITED, secret: null },
    { type: "endpoint.actionDone", kind: "test", endpointId: CRM_ENDPOINT._id, endpoint: null, secret: null },
    { type: "endpoint.actionDone", kind: "pause", endpointId: CRM_ENDPOINT._id, endpoint: CRM_PAUSED, secret: null },
    { type: "endpoint.actionDone", kind: "rotate", endpointId: CRM_ENDPOINT._id, endpoint: CRM_ROTATED, secret: ROTATED_SECRET },
    { type: "endpoint.actionDone", kind: "delete", endpointId: CRM_ENDPOINT._id, endpoint: null, secret: null },
    { type: "endpoint.refresh", endpointId: CRM_ENDPOINT._id },
    // Read again: the CRM endpoint was deleted elsewhere and a sheet added.
    ...outcomesOf("endpointsAgain", { answers: [[SHEET_ENDPOINT]], failures: [serverDown(DOWN)] }),
  ],
  controlledActors: ["listEndpoints"],
  world: (): ScreenWorld => ({ started: [], stopped: [], refreshed: [], secrets: [] }),
  implementations: (world) => ({ actors: { deliveriesRead: recordingLogs(world), webhookSecret: recordingSecret(world) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listEndpoints"]!.pending("endpoints") !== undefined, "the endpoints are being read");
      assert.deepEqual(snapshot.context.endpoints, []);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    loaded: (snapshot, { world, event }) => {
      assert.equal(snapshot.context.error, null);
      assert.ok(["dialog", "action", "secret"].every((child) => child in snapshot.children), "the dialog, the buttons and the secret run");
      const ids = snapshot.context.endpoints.map((endpoint) => endpoint._id);
      assert.equal(new Set(ids).size, ids.length, "no endpoint is listed twice");
      // One deliveries log runs per listed endpoint, and none for an endpoint gone.
      for (const id of ids) assert.ok(deliveriesOf(snapshot, id) !== undefined, `the log of ${id} runs`);
      const running = Object.keys(snapshot.children).filter((child) => child.startsWith(deliveriesId("")));
      assert.deepEqual(running.sort(), ids.map(deliveriesId).sort());
      const live = world.started.filter((id) => world.started.filter((s) => s === id).length > world.stopped.filter((s) => s === id).length);
      assert.deepEqual([...new Set(live)].sort(), [...ids].sort());

      const secretEvent = event as unknown as { type: string; secret?: string | null; endpoint?: { url: string } | null; kind?: string; endpointId?: string };
      if (secretEvent.secret) {
        // A new secret is shown once, for the endpoint it signs.
        assert.deepEqual(world.secrets.at(-1), { url: secretEvent.endpoint!.url, secret: secretEvent.secret });
      }
      assert.equal(world.secrets.length, world.secrets.filter((shown) => [NEW_SECRET, ROTATED_SECRET].includes(shown.secret)).length);
      if (event.type === "endpoint.saved") {
        const saved = (event as unknown as { endpoint: { _id: string } }).endpoint;
        assert.deepEqual(snapshot.context.endpoints.find((endpoint) => endpoint._id === saved._id), saved, "the list shows what was saved");
      }
      if (event.type === "endpoint.actionDone") {
        if (secretEvent.kind === "test") assert.equal(world.refreshed.at(-1), CRM_ENDPOINT._id, "the test delivery shows in its log");
        if (secretEvent.kind === "delete") assert.ok(!ids.includes(CRM_ENDPOINT._id));
        if (secretEvent.kind === "pause" || secretEvent.kind === "rotate") {
          const shown = snapshot.context.endpoints.find((endpoint) => endpoint._id === CRM_ENDPOINT._id);
          assert.ok(shown === undefined || shown === secretEvent.endpoint, "a listed endpoint shows the answer");
        }
      }
    },
    "loaded.idle": (snapshot) => assert.ok(!snapshot.hasTag("busy")),
    "loaded.refreshing": (snapshot, { actors, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listEndpoints"]!.pending("endpointsAgain") !== undefined, "the endpoints are read again");
      // The endpoint's own log is read again with it.
      assert.equal(world.refreshed.at(-1), CRM_ENDPOINT._id);
    },
  },
});
