import assert from "node:assert/strict";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { webhookSecretMachine } from "./webhook-secret.machine.ts";
import { CRM_ENDPOINT, NEW_SECRET, ROTATED_SECRET } from "./webhook-fixtures.ts";

export const webhookSecretModel = defineModel({
  name: "webhook-secret",
  machine: webhookSecretMachine,
  inputs: { default: undefined },
  events: [
    { type: "secret.show", url: CRM_ENDPOINT.url, secret: NEW_SECRET },
    { type: "secret.show", url: CRM_ENDPOINT.url, secret: ROTATED_SECRET },
    { type: "secret.copy" },
    { type: "secret.close" },
    ...outcomesOf("copyText", { answers: [undefined], failures: [new DOMException("Write permission denied.", "NotAllowedError")] }),
  ],
  controlledActors: ["copyText"],
  world: () => ({}),
  assertions: {
    hidden: (snapshot) => {
      assert.ok(!snapshot.hasTag("open"));
      assert.equal(snapshot.context.shown, null, "the secret is forgotten once the dialog closes");
    },
    shown: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("open"));
      if (event.type === "secret.show") assert.deepEqual(snapshot.context.shown, { url: CRM_ENDPOINT.url, secret: (event as unknown as { secret: string }).secret });
      // A second secret cannot arrive while one is shown: the dialog is modal.
      assert.ok(!snapshot.can({ type: "secret.show", url: CRM_ENDPOINT.url, secret: ROTATED_SECRET }));
    },
    "shown.idle": (snapshot) => assert.ok(snapshot.can({ type: "secret.copy" })),
    "shown.copying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(actors["copyText"]!.pending("copyText")?.input, snapshot.context.shown!.secret, "Copy writes the secret itself");
    },
    "shown.copied": (snapshot) => assert.ok(snapshot.can({ type: "secret.copy" }), "it can be copied again"),
    "shown.copyFailed": (snapshot) => {
      assert.ok(snapshot.can({ type: "secret.copy" }));
      assert.ok(snapshot.context.shown !== null, "the secret stays to be copied by hand");
    },
  },
});
