import assert from "node:assert/strict";
import { Conflict } from "../../api/errors.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { canRefreshDeliveries, canResend, DELIVERIES_REFRESH_MS, endpointDeliveriesMachine } from "./endpoint-deliveries.machine.ts";
import { isUnsettled, type WebhookDelivery } from "./webhook-endpoint.ts";
import { CRM_ENDPOINT, RESENT, RETRYING, SUCCEEDED, TIMED_OUT } from "./webhook-fixtures.ts";

const DOWN = "Service unavailable: the database is not answering";
const PAUSED = "This endpoint is paused: resume it before sending again.";

type Event = ModelEvent<typeof endpointDeliveriesMachine>;

interface DeliveriesWorld {
  readonly toasts: ToastParams[];
}

export const endpointDeliveriesModel = defineModel({
  name: "endpoint-deliveries",
  machine: endpointDeliveriesMachine,
  inputs: { default: { endpointId: CRM_ENDPOINT._id } },
  events: (snapshot): ReadonlyArray<Event> => {
    const first = snapshot.context.deliveries?.[0];
    return [
      ...outcomesOf("firstRead", { answers: [[RETRYING], [SUCCEEDED, TIMED_OUT]], failures: [serverDown(DOWN)] }),
      ...outcomesOf("reread", { answers: [[SUCCEEDED, TIMED_OUT]], failures: [OFFLINE] }),
      { type: "xstate.after.deliveriesRefresh.endpointDeliveries.loaded.idle" },
      { type: "deliveries.refresh" },
      ...(first === undefined ? [] : [{ type: "delivery.resend", deliveryId: first._id } as const]),
      ...outcomesOf("resendDelivery", { answers: [{ delivery: RESENT, message: "Delivery queued again." }], failures: [new Conflict({ message: PAUSED })] }),
    ];
  },
  controlledActors: ["fetchDeliveries", "resendDelivery"],
  world: (): DeliveriesWorld => ({ toasts: [] }),
  implementations: (world) => ({ actions: { notify: recordInto(world.toasts) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["fetchDeliveries"]!.pending("firstRead")?.input, { endpointId: CRM_ENDPOINT._id });
      assert.equal(snapshot.context.deliveries, null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, DOWN);
      assert.ok(canRefreshDeliveries(snapshot), "Retry reads the log again");
      assert.ok(!canResend(snapshot));
    },
    loaded: (snapshot) => {
      assert.ok(snapshot.context.deliveries !== null, "a loaded log has its deliveries");
    },
    "loaded.idle": (snapshot, { event, world }) => {
      assert.ok(canResend(snapshot) && canRefreshDeliveries(snapshot));
      assert.equal(snapshot.context.resending, null);
      const deliveries = snapshot.context.deliveries as ReadonlyArray<WebhookDelivery>;
      if (event.type === "xstate.error.actor.reread") assert.equal(snapshot.context.error, LOAD_FAILED_MESSAGE, "a failed read says so and keeps the log");
      if (event.type === "xstate.done.actor.firstRead" || event.type === "xstate.done.actor.reread") assert.equal(snapshot.context.error, null, "a read that answered clears the last failure");
      if (event.type === "xstate.done.actor.resendDelivery") {
        // The resent delivery shows as waiting at once, its attempts kept.
        assert.deepEqual(deliveries.find((delivery) => delivery._id === RESENT._id), RESENT);
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: "Delivery queued again.", variant: "success" });
      }
      if (event.type === "xstate.error.actor.resendDelivery") assert.deepEqual(world.toasts.at(-1), { title: "Error", description: PAUSED, variant: "destructive" });
      // The timer reads again only while something is on its way.
      assert.equal(deliveries.some(isUnsettled), snapshot.can({ type: "xstate.after.deliveriesRefresh.endpointDeliveries.loaded.idle" } as never));
    },
    "loaded.refreshing": (snapshot, { actors, event, now }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!canResend(snapshot) && !canRefreshDeliveries(snapshot));
      assert.deepEqual(actors["fetchDeliveries"]!.pending("reread")?.input, { endpointId: CRM_ENDPOINT._id });
      if (event.type === "xstate.after.deliveriesRefresh.endpointDeliveries.loaded.idle") {
        assert.ok((snapshot.context.deliveries ?? []).some(isUnsettled), "only a log with a delivery on its way reads itself again");
        assert.ok(now >= DELIVERIES_REFRESH_MS, "not before the named delay");
      }
    },
    "loaded.resending": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["resendDelivery"]!.pending("resendDelivery");
      assert.deepEqual(call?.input, { endpointId: CRM_ENDPOINT._id, deliveryId: snapshot.context.resending });
      assert.equal(snapshot.context.resending, snapshot.context.deliveries![0]!._id);
    },
  },
});
