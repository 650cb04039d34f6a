import assert from "node:assert/strict";
import { Validation } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { EMPTY_ENDPOINT_FORM, endpointBody, validateEndpointForm } from "./endpoint-form.ts";
import {
  ENDPOINT_SAVE_FAILED,
  endpointDialogMachine,
  endpointDialogMode,
  endpointSubmitLabel,
  type SaveEndpointInput,
  type SavedEndpoint,
} from "./endpoint-dialog.machine.ts";
import { CRM_EDITED, CRM_ENDPOINT, NEW_SECRET, SHEET_ENDPOINT } from "./webhook-fixtures.ts";

export const HTTPS_ONLY = "In production an endpoint must use https://.";
export const REFUSED_URL = new Validation({ message: HTTPS_ONLY, errors: [{ path: "/url", message: HTTPS_ONLY }] });
const REFUSED_WHOLE = new Validation({ message: "An endpoint with this address already exists.", errors: [] });

const ADDED: SavedEndpoint = { endpoint: SHEET_ENDPOINT, secret: NEW_SECRET, message: "Endpoint added. Copy its secret now; it is not shown again." };
const EDITED: SavedEndpoint = { endpoint: CRM_EDITED, secret: null };

type Event = ModelEvent<typeof endpointDialogMachine>;

interface DialogWorld {
  readonly toasts: ToastParams[];
  readonly reports: SavedEndpoint[];
}

const COMMON: ReadonlyArray<Event> = [
  { type: "dialog.openAdd" },
  { type: "dialog.openEdit", endpoint: CRM_ENDPOINT },
  { type: "dialog.close" },
  { type: "form.change", field: "url", value: SHEET_ENDPOINT.url },
  { type: "form.change", field: "description", value: "x".repeat(201) },
  { type: "form.event", event: "lead.created", checked: false },
  { type: "form.submit" },
  ...outcomesOf("saveEndpoint", { failures: [REFUSED_URL, REFUSED_WHOLE, OFFLINE] }),
];

export const endpointDialogModel = defineModel({
  name: "endpoint-dialog",
  machine: endpointDialogMachine,
  inputs: { default: undefined },
  // Only POST /webhooks answers a secret: an edit's answer has none.
  events: (snapshot) => [
    ...COMMON,
    ...outcomesOf("saveEndpoint", { answers: [snapshot.context.editing === null ? ADDED : EDITED] }),
  ],
  controlledActors: ["saveEndpoint"],
  world: (): DialogWorld => ({ toasts: [], reports: [] }),
  implementations: (world) => ({
    actions: { notify: recordInto(world.toasts), report: recordInto(world.reports) },
  }),
  assertions: {
    closed: (snapshot, { world, event }) => {
      assert.equal(endpointDialogMode(snapshot), null);
      // Closing forgets what was typed; the next Add starts empty.
      assert.deepEqual(snapshot.context, { editing: null, form: EMPTY_ENDPOINT_FORM, fieldErrors: {}, error: null });
      if (event.type === "xstate.done.actor.saveEndpoint") {
        const saved = (event as unknown as { output: SavedEndpoint }).output;
        assert.deepEqual(world.reports.at(-1), saved, "the screen hears what was saved, with the secret when one was made");
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: saved.message ?? "Endpoint saved.", variant: "success" });
      }
    },
    open: (snapshot) => {
      assert.ok(snapshot.hasTag("open"));
      assert.equal(endpointDialogMode(snapshot), snapshot.context.editing === null ? "add" : "edit");
    },
    "open.editing": (snapshot, { event, world, actors }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(endpointSubmitLabel(snapshot), snapshot.context.editing === null ? "Add endpoint" : "Save changes");
      const { form, fieldErrors, error } = snapshot.context;
      if (event.type === "dialog.openEdit") {
        assert.deepEqual(form, { url: CRM_ENDPOINT.url, description: "Our CRM", events: CRM_ENDPOINT.events });
      }
      if (event.type === "form.submit") {
        // Refused in the browser: each field to fix is named, and nothing was sent.
        assert.deepEqual(fieldErrors, validateEndpointForm(form));
        assert.ok(Object.keys(fieldErrors).length > 0);
        assert.equal(actors["saveEndpoint"]!.calls.filter((call) => !call.settled).length, 0);
      }
      if (event.type === "xstate.error.actor.saveEndpoint") {
        const refusal = (event as unknown as { error: unknown }).error;
        const mode = snapshot.context.editing === null ? "add" : "edit";
        // The server's word on the address is said on the address field; a refusal about the whole
        // request above the form; no answer at all as a plain try-again.
        if (refusal === REFUSED_URL) assert.deepEqual([fieldErrors, error], [{ url: HTTPS_ONLY }, null]);
        else if (refusal === REFUSED_WHOLE) assert.deepEqual([fieldErrors, error], [{}, REFUSED_WHOLE.message]);
        else assert.deepEqual([fieldErrors, error], [{}, ENDPOINT_SAVE_FAILED[mode]]);
        assert.equal(world.toasts.at(-1)?.variant, "destructive");
        // What was typed is what was sent, still there to correct.
        assert.deepEqual(endpointBody(form), (actors["saveEndpoint"]!.calls.at(-1)!.input as SaveEndpointInput).body);
      }
      if (event.type === "form.change") assert.equal(fieldErrors[(event as unknown as { field: "url" | "description" }).field], undefined, "typing clears the field's message");
      if (event.type === "form.event") assert.equal(fieldErrors.events, undefined);
    },
    "open.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(endpointSubmitLabel(snapshot), snapshot.context.editing === null ? "Adding..." : "Saving...");
      const call = actors["saveEndpoint"]!.pending("saveEndpoint");
      assert.ok(call !== undefined);
      assert.deepEqual(call.input as SaveEndpointInput, { id: snapshot.context.editing?._id ?? null, body: endpointBody(snapshot.context.form) });
      assert.deepEqual(validateEndpointForm(snapshot.context.form), {}, "only a form the browser's checks pass is sent");
      assert.deepEqual(snapshot.context.fieldErrors, {});
    },
  },
});

