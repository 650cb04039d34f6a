import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { CONTENT_MESSAGES } from "./content-rules.ts";
import { BUILD_UP, PARKING, WIFI } from "./content-fixtures.ts";
import { EMPTY_FAQ_FORM } from "./content.types.ts";
import { eventFaqsMachine } from "./event-faqs.machine.ts";

const SERVER_DOWN = "Service unavailable: the database is not answering";
const ids = (rows: ReadonlyArray<{ _id: string }>) => rows.map((row) => row._id);

type Event = ModelEvent<typeof eventFaqsMachine>;

export const eventFaqsModel = defineModel({
  name: "event-faqs",
  machine: eventFaqsMachine,
  inputs: { default: undefined },
  events: (snapshot) => {
    const { context } = snapshot;
    const listed = (row: { _id: string }) => context.faqs.some((faq) => faq._id === row._id);
    return [
      ...outcomesOf("listFaqs", { answers: [[PARKING, WIFI], []], failures: [serverDown(SERVER_DOWN)] }),
      { type: "list.retry" },
      ...(listed(BUILD_UP) ? [] : ([{ type: "faq.add" }] as Event[])),
      ...(listed(PARKING) ? ([{ type: "faq.edit", faq: PARKING }, { type: "delete.ask", faq: PARKING }] as Event[]) : []),
      // Wi-Fi moves up (and, once first, cannot move up again).
      ...(listed(WIFI) ? ([{ type: "faq.move", id: WIFI._id, by: -1 }] as Event[]) : []),
      ...(context.form.question === "" ? ([{ type: "form.change", field: "question", value: BUILD_UP.question }] as Event[]) : []),
      ...(context.form.answer === "" ? ([{ type: "form.change", field: "answer", value: BUILD_UP.answer }] as Event[]) : []),
      { type: "form.submit" },
      { type: "form.cancel" },
      ...outcomesOf("saveFaq", { answers: [{ message: "FAQ added", data: BUILD_UP }], failures: [serverDown(SERVER_DOWN)] }),
      ...outcomesOf("reorderFaqs", { answers: [{ message: "Order saved", data: [WIFI, PARKING] }], failures: [OFFLINE] }),
      { type: "delete.confirm" },
      { type: "delete.cancel" },
      ...outcomesOf("deleteFaq", { answers: [{ message: "FAQ deleted" }], failures: [serverDown(SERVER_DOWN)] }),
    ];
  },
  controlledActors: ["listFaqs", "saveFaq", "deleteFaq", "reorderFaqs"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) => ({ actions: { notify: (_: unknown, params: ToastParams) => void world.toasts.push(params) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listFaqs"]!.pending("listFaqs") !== undefined, "the list is being read");
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
    },
    ready: (snapshot) => assert.equal(snapshot.context.error, null),
    "ready.idle": (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.previousOrder, null);
      const last = world.toasts.at(-1);
      if (event.type === "xstate.done.actor.saveFaq") assert.ok(ids(snapshot.context.faqs).includes(BUILD_UP._id), "the new FAQ is listed last");
      if (event.type === "xstate.done.actor.reorderFaqs") assert.deepEqual(ids(snapshot.context.faqs).slice(0, 2), [WIFI._id, PARKING._id]);
      if (event.type === "xstate.error.actor.reorderFaqs") {
        assert.deepEqual(ids(snapshot.context.faqs).slice(0, 2), [PARKING._id, WIFI._id], "a failed save puts the old order back");
        assert.equal(last?.variant, "destructive");
      }
      if (event.type === "xstate.done.actor.deleteFaq") assert.ok(!ids(snapshot.context.faqs).includes(PARKING._id));
      if (event.type === "xstate.error.actor.deleteFaq") assert.ok(ids(snapshot.context.faqs).includes(PARKING._id), "a failed delete keeps the FAQ");
      if (event.type === "faq.move") assert.fail("a move is saved at once");
    },
    "ready.form": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("dialog"));
      if (event.type === "faq.add") assert.deepEqual(snapshot.context.form, EMPTY_FAQ_FORM);
      if (event.type === "faq.edit") assert.equal(snapshot.context.form.answer, PARKING.answer, "the edit dialog opens filled in");
    },
    "ready.form.editing": (snapshot, { event }) => {
      const { context } = snapshot;
      if (event.type === "form.submit") {
        if (context.form.question === "") assert.equal(context.fieldErrors.question, CONTENT_MESSAGES.questionRequired);
        if (context.form.answer === "") assert.equal(context.fieldErrors.answer, CONTENT_MESSAGES.answerRequired);
      }
      if (event.type === "xstate.error.actor.saveFaq") {
        assert.equal(context.formError, SERVER_DOWN);
        assert.ok(context.form.question !== "", "what was typed stays");
      }
    },
    "ready.form.saving": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const input = actors["saveFaq"]!.pending("saveFaq")?.input as { type: string } | undefined;
      assert.ok(input !== undefined && input.type !== "", "a category is always sent");
    },
    "ready.reordering": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(ids(snapshot.context.faqs).slice(0, 2), [WIFI._id, PARKING._id], "the new order shows at once");
      assert.deepEqual((actors["reorderFaqs"]!.pending("reorderFaqs")?.input as { ids: string[] }).ids, ids(snapshot.context.faqs));
    },
    "ready.confirmingDelete": (snapshot) => assert.deepEqual(snapshot.context.deleting, PARKING),
    "ready.deleting": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["deleteFaq"]!.pending("deleteFaq")?.input, { id: PARKING._id });
    },
  },
});
