import assert from "node:assert/strict";
import { NotFound } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { endpointActionDone, endpointActionMachine, type EndpointActionDone, type EndpointActionOutput, type RunEndpointActionInput } from "./endpoint-action.machine.ts";
import { CRM_ENDPOINT, CRM_PAUSED, ROTATED_SECRET, CRM_ROTATED } from "./webhook-fixtures.ts";

const CRM = { _id: CRM_ENDPOINT._id, url: CRM_ENDPOINT.url };
const GONE = "This endpoint no longer exists.";

interface ActionWorld {
  readonly toasts: ToastParams[];
  readonly reports: EndpointActionDone[];
}

/** Each kind's answer as the contract shapes it: a queued delivery, the endpoint now, a new secret, a message. */
const ANSWERS: Readonly<Record<RunEndpointActionInput["kind"], EndpointActionOutput>> = {
  test: { message: "Test event queued." },
  pause: { message: "Endpoint paused.", endpoint: CRM_PAUSED },
  resume: { endpoint: CRM_ENDPOINT },
  rotate: { message: "New secret made. Copy it now; it is not shown again.", endpoint: CRM_ROTATED, secret: ROTATED_SECRET },
  delete: { message: "Endpoint removed." },
};

export const endpointActionModel = defineModel({
  name: "endpoint-action",
  machine: endpointActionMachine,
  inputs: { default: undefined },
  events: (snapshot): ReadonlyArray<ModelEvent<typeof endpointActionMachine>> => [
    { type: "action.request", subject: CRM, kind: "test" },
    { type: "action.request", subject: CRM, kind: "pause" },
    { type: "action.request", subject: CRM, kind: "resume" },
    { type: "action.request", subject: CRM, kind: "rotate" },
    { type: "action.request", subject: CRM, kind: "delete" },
    { type: "action.confirm" },
    { type: "action.cancel" },
    ...outcomesOf("runAction", { answers: [ANSWERS[snapshot.context.pending?.kind ?? "test"]], failures: [new NotFound({ message: GONE }), OFFLINE] }),
  ],
  controlledActors: ["runAction"],
  world: (): ActionWorld => ({ toasts: [], reports: [] }),
  implementations: (world) => ({
    actions: {
      notify: recordInto(world.toasts),
      report: (_: unknown, done: Parameters<typeof endpointActionDone>[0]) => void world.reports.push(endpointActionDone(done)),
    },
  }),
  assertions: {
    idle: (snapshot, { world, actors, event }) => {
      assert.equal(snapshot.context.pending, null);
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("confirm"));
      const calls = actors["runAction"]!.calls;
      // One toast per finished call; only a success is reported to the screen.
      assert.equal(world.toasts.length, calls.filter((call) => call.settled).length);
      assert.equal(world.reports.length, world.toasts.filter((toast) => toast.variant === "success").length);
      if (event.type === "xstate.done.actor.runAction") {
        const { kind } = calls.at(-1)!.input as RunEndpointActionInput;
        const answer = ANSWERS[kind];
        assert.deepEqual(world.reports.at(-1), { kind, endpointId: CRM._id, endpoint: answer.endpoint ?? null, secret: answer.secret ?? null });
        assert.equal(world.toasts.at(-1)!.variant, "success");
        // The server's sentence, else the screen's own for the kind.
        if (answer.message !== undefined) assert.equal(world.toasts.at(-1)!.description, answer.message);
        else assert.match(world.toasts.at(-1)!.description, /^Endpoint resumed\./);
      }
      if (event.type === "xstate.error.actor.runAction") {
        const last = world.toasts.at(-1)!;
        assert.equal(last.variant, "destructive");
        assert.ok(last.description === GONE || /^Failed to (send the test event|pause|resume|rotate|delete)/.test(last.description), last.description);
      }
    },
    confirming: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm"));
      // Rotate and Delete ask first; nothing is sent while asking.
      assert.ok(["rotate", "delete"].includes(snapshot.context.pending!.kind));
      assert.equal(actors["runAction"]!.calls.filter((call) => !call.settled && !call.aborted).length, 0);
    },
    running: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const running = actors["runAction"]!.calls.filter((call) => !call.settled);
      assert.equal(running.length, 1);
      assert.deepEqual(running[0]!.input, { kind: snapshot.context.pending!.kind, id: CRM._id });
    },
  },
});
