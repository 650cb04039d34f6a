import assert from "node:assert/strict";
import { Unauthorized, Validation } from "../../api/errors.ts";
import { formField } from "../../rules/form-field-fixture.ts";
import type { FormField } from "../../rules/form-rules.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { OFFLINE, outcomesOf, refusal, SIGNED_OUT } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { MAX_QUESTIONS } from "./lead-question-drafts.ts";
import { LEAD_QUESTION_MESSAGES } from "./lead-question-rules.ts";
import { BUDGET_QUESTION } from "../testing/fixtures/budget-question.fixture.ts";
import { LEAD_QUESTIONS_TEXTS, leadQuestionsMachine, saveLabel, shownCheck, type LeadQuestionsSnapshot } from "./lead-questions.machine.ts";

/** A stored question, as GET /company/lead-questions answers it. */
export const BUDGET: FormField = { ...BUDGET_QUESTION, _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", required: false };
/** What the server stored after the save of BUDGET and a new "Company size". */
const COMPANY_SIZE: FormField = formField({ _id: "2a3b4c5d-6e7f-4801-92a3-b4c5d6e7f809", name: "company_size", type: "text", label: "Company size" });
const STORED = [BUDGET, COMPANY_SIZE];
/** A company at the contract's limit. */
const FULL: FormField[] = Array.from({ length: MAX_QUESTIONS }, (_, index) =>
  formField({ _id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, name: `q_${index}`, type: "text", label: `Question ${index + 1}` }),
);
const NAME_TAKEN = "questions/1/name: budget is used by another question";

interface World {
  readonly toasts: ToastParams[];
}

type Event = ModelEvent<typeof leadQuestionsMachine>;

const loadEvents: Event[] = outcomesOf("loadQuestions", { answers: [[], [BUDGET], FULL], failures: [OFFLINE] });

/**
 * What a person does in the editor, bounded so the graph stays small: a new question is added once
 * or twice (keys up to q5), labelled, tried in the preview, moved, removed, and saved; with a full
 * list only Add (refused) and Save.
 */
const editing = (snapshot: LeadQuestionsSnapshot): Event[] => {
  const { questions, nextKey } = snapshot.context;
  const save: Event = { type: "questions.save" };
  if (questions.length >= MAX_QUESTIONS) return [{ type: "question.add" }, save];
  if (nextKey > 6) return [];
  const unlabelled = questions.find((question) => question.label === "");
  if (unlabelled !== undefined) {
    return [save, { type: "question.change", key: unlabelled.key, patch: { label: "Company size" } }];
  }
  const last = questions.at(-1);
  const events: Event[] = [save, { type: "preview.change", name: "budget", value: "Over 50k" }];
  if (questions.length < 2) events.push({ type: "question.add" });
  if (last !== undefined && questions.length === 2) {
    events.push({ type: "question.move", key: last.key, by: -1 }, { type: "question.remove", key: last.key });
  }
  return events;
};

export const leadQuestionsModel = defineModel({
  name: "lead-questions",
  machine: leadQuestionsMachine,
  inputs: { editor: { mayEdit: true }, readOnly: { mayEdit: false } },
  events: (snapshot) => {
    if (snapshot.matches("loading")) return loadEvents;
    if (snapshot.matches("loadFailed")) return [{ type: "questions.retry" }];
    if (snapshot.matches("saving")) {
      return [
        { type: "preview.change", name: "budget", value: "Under 10k" },
        ...outcomesOf("saveQuestions", {
          answers: [STORED],
          failures: [
            refusal(NAME_TAKEN, { "/questions/1/name": NAME_TAKEN }),
            SIGNED_OUT,
            OFFLINE,
          ],
        }),
      ];
    }
    if (!snapshot.context.mayEdit) {
      return [{ type: "question.add" }, { type: "questions.save" }, { type: "preview.change", name: "budget", value: "Over 50k" }];
    }
    return editing(snapshot);
  },
  controlledActors: ["loadQuestions", "saveQuestions"],
  world: (): World => ({ toasts: [] }),
  implementations: (world) => ({
    actions: { notify: recordInto(world.toasts) },
  }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loading"));
      assert.ok(actors["loadQuestions"]!.pending("loadQuestions") !== undefined);
    },
    loadFailed: (snapshot) => {
      assert.equal(snapshot.context.error, LOAD_FAILED_MESSAGE);
      assert.ok(snapshot.can({ type: "questions.retry" }));
    },
    ready: (snapshot, { event, world, input, actors }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("loading"));
      assert.equal(saveLabel(snapshot), LEAD_QUESTIONS_TEXTS.save);
      // A read-only role changes nothing and sends nothing.
      if (input === "readOnly") {
        assert.ok(!snapshot.can({ type: "question.add" }));
        assert.equal(actors["saveQuestions"]!.calls.length, 0);
      }
      // Keys stay unique, whatever was added, removed and reloaded.
      assert.equal(new Set(context.questions.map((question) => question.key)).size, context.questions.length);
      switch (event.type) {
        case "question.add": {
          if (context.questions.length === MAX_QUESTIONS) {
            assert.equal(context.notice, LEAD_QUESTION_MESSAGES.limitReached);
          } else {
            const added = context.questions.at(-1)!;
            assert.deepEqual([added.id, added.label, added.type, added.required, added.nameEdited], [null, "", "text", false, false]);
            assert.equal(context.notice, null);
          }
          break;
        }
        case "question.change": {
          // The name follows the label of a new question.
          const changed = context.questions.find((question) => question.label === "Company size")!;
          assert.equal(changed.name, "company_size");
          break;
        }
        case "questions.save": {
          if (input === "readOnly") break;
          // Refused in the browser: the unlabelled question says what to fix, and nothing was sent.
          const unlabelled = context.questions.find((question) => question.label === "")!;
          assert.equal(shownCheck(context).byKey[unlabelled.key]?.label, LEAD_QUESTION_MESSAGES.labelRequired);
          assert.ok(context.showErrors);
          break;
        }
        case "preview.change":
          assert.ok(Object.values(context.preview).includes("Over 50k") || Object.values(context.preview).includes("Under 10k"));
          break;
        case "xstate.done.actor.saveQuestions":
          assert.deepEqual(
            context.questions.map((question) => [question.id, question.name]),
            STORED.map((field) => [field._id, field.name]),
          );
          assert.deepEqual(world.toasts.at(-1), { title: "Success", description: LEAD_QUESTIONS_TEXTS.saved, variant: "success" });
          assert.equal(context.error, null);
          break;
        case "xstate.error.actor.saveQuestions": {
          const error = (event as unknown as { error: unknown }).error;
          // Every edit is kept: the list is the one that was sent.
          const sent = actors["saveQuestions"]!.calls.at(-1)!.input as typeof context.questions;
          assert.deepEqual(context.questions, sent);
          if (error instanceof Unauthorized) {
            assert.ok(
              world.toasts.every((toast) => toast.variant !== "destructive"),
              "the session's own toast is not replaced",
            );
          } else {
            const expected = error instanceof Validation ? NAME_TAKEN : LEAD_QUESTIONS_TEXTS.failed;
            assert.equal(context.error, expected);
            assert.deepEqual(world.toasts.at(-1), { title: "Error", description: expected, variant: "destructive" });
          }
          break;
        }
        default:
          break;
      }
    },
    saving: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(saveLabel(snapshot), LEAD_QUESTIONS_TEXTS.saving);
      assert.ok(!snapshot.can({ type: "question.add" }), "the list waits while it is sent");
      assert.deepEqual(actors["saveQuestions"]!.pending("saveQuestions")?.input, snapshot.context.questions);
    },
  },
});
