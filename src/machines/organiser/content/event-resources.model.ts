import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { CONTENT_MESSAGES } from "./content-rules.ts";
import { FLOOR_PLAN, GOOD_PDF, MANUAL, WRONG_TYPE } from "./content-fixtures.ts";
import { EMPTY_RESOURCE_FORM } from "./content.types.ts";
import { eventResourcesMachine } from "./event-resources.machine.ts";

const SERVER_DOWN = "Service unavailable: the database is not answering";
const UPLOADED = "resource/2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f.pdf";

type Event = ModelEvent<typeof eventResourcesMachine>;

export const eventResourcesModel = defineModel({
  name: "event-resources",
  machine: eventResourcesMachine,
  inputs: { default: undefined },
  events: (snapshot) => {
    const { context } = snapshot;
    const listed = (row: { _id: string }) => context.resources.some((resource) => resource._id === row._id);
    return [
      ...outcomesOf("listResources", { answers: [[MANUAL], []], failures: [serverDown(SERVER_DOWN)] }),
      { type: "list.retry" },
      // One add per path (the added resource is listed), one edit of the manual.
      ...(listed(FLOOR_PLAN) ? [] : ([{ type: "resource.add" }] as Event[])),
      ...(listed(MANUAL) ? ([{ type: "resource.edit", resource: MANUAL }, { type: "delete.ask", resource: MANUAL }] as Event[]) : []),
      ...(context.form.title === "" ? ([{ type: "form.change", field: "title", value: FLOOR_PLAN.title }] as Event[]) : []),
      ...(context.form.file === null ? ([{ type: "form.file", file: WRONG_TYPE }] as Event[]) : []),
      ...(context.form.file === WRONG_TYPE ? ([{ type: "form.file", file: GOOD_PDF }] as Event[]) : []),
      ...(context.form.isPublic ? ([{ type: "form.public", value: false }] as Event[]) : []),
      { type: "form.submit" },
      { type: "form.cancel" },
      ...outcomesOf("uploadFile", { answers: [UPLOADED], failures: [OFFLINE] }),
      ...outcomesOf("saveResource", {
        answers: [{ message: `Added "${FLOOR_PLAN.title}".`, data: { ...FLOOR_PLAN, attachment: UPLOADED } }],
        failures: [serverDown(SERVER_DOWN)],
      }),
      { type: "delete.confirm" },
      { type: "delete.cancel" },
      ...outcomesOf("deleteResource", { answers: [{ message: `Deleted "${MANUAL.title}".` }], failures: [serverDown(SERVER_DOWN)] }),
    ];
  },
  controlledActors: ["listResources", "uploadFile", "saveResource", "deleteResource"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) => ({ actions: { notify: (_: unknown, params: ToastParams) => void world.toasts.push(params) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listResources"]!.pending("listResources") !== undefined, "the list is being read");
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot) => assert.equal(snapshot.context.error, null),
    "ready.idle": (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("dialog"));
      assert.equal(snapshot.context.deleting, null);
      const last = world.toasts.at(-1);
      if (event.type === "xstate.done.actor.saveResource") {
        assert.ok(snapshot.context.resources.some((row) => row._id === FLOOR_PLAN._id), "the saved resource is listed");
        assert.equal(last?.variant, "success");
      }
      if (event.type === "xstate.done.actor.deleteResource") assert.ok(!snapshot.context.resources.some((row) => row._id === MANUAL._id));
      if (event.type === "xstate.error.actor.deleteResource") {
        assert.ok(snapshot.context.resources.some((row) => row._id === MANUAL._id), "a failed delete keeps the resource");
        assert.deepEqual(last, { title: "Error", description: SERVER_DOWN, variant: "destructive" });
      }
    },
    "ready.form": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("dialog"));
      if (event.type === "resource.add") assert.deepEqual(snapshot.context.form, EMPTY_RESOURCE_FORM);
      if (event.type === "resource.edit") assert.equal(snapshot.context.form.title, MANUAL.title, "the edit dialog opens filled in");
    },
    "ready.form.editing": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      const { context } = snapshot;
      if (event.type === "form.submit") {
        // Only a refused form stays here on submit, and it says what to fix.
        if (context.form.title === "") assert.equal(context.fieldErrors.title, CONTENT_MESSAGES.titleRequired);
        if (context.editing === null && context.form.file === null) assert.equal(context.fieldErrors.file, CONTENT_MESSAGES.fileRequired);
        assert.ok(Object.values(context.fieldErrors).some(Boolean));
      }
      if (event.type === "form.file") assert.equal(Boolean(context.fieldErrors.file), context.form.file === WRONG_TYPE, "a wrong type is said at once");
      if (event.type === "xstate.error.actor.uploadFile") {
        assert.ok(context.formError, "the failed upload is said");
        assert.equal(context.form.file, GOOD_PDF, "the chosen file stays");
      }
      if (event.type === "xstate.error.actor.saveResource") {
        assert.equal(context.formError, SERVER_DOWN);
        assert.ok(context.form.title !== "", "what was typed stays");
      }
    },
    "ready.form.uploading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal((actors["uploadFile"]!.pending("uploadFile")?.input as { file: unknown } | undefined)?.file, GOOD_PDF);
    },
    "ready.form.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const input = actors["saveResource"]!.pending("saveResource")?.input as { id: string | null; fileUrl?: string } | undefined;
      assert.ok(input !== undefined);
      if (input.id === null) assert.equal(input.fileUrl, UPLOADED, "a new resource names the uploaded file");
    },
    "ready.confirmingDelete": (snapshot) => {
      assert.ok(snapshot.hasTag("dialog"));
      assert.deepEqual(snapshot.context.deleting, MANUAL);
    },
    "ready.deleting": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["deleteResource"]!.pending("deleteResource")?.input, { id: MANUAL._id });
    },
  },
});
