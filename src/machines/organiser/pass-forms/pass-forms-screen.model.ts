import assert from "node:assert/strict";
import { Conflict } from "../../../api/errors.ts";
import { formField } from "../../../rules/form-field-fixture.ts";
import { DEFINITION_MESSAGES } from "../../../rules/form-definition-messages.ts";
import { answerableFields } from "../../../rules/form-rules.ts";
import { OFFLINE, outcomesOf, refusal } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { uploadActorId } from "../../forms/upload-fields.ts";
import { definitionsOf, draftChanged, hiddenAnswerTotal, type PassForm, type PassFormSummary } from "./pass-form-draft.ts";
import { passFormsScreenMachine } from "./pass-forms-screen.machine.ts";
import { fieldProblems, type PassFormsScreenSnapshot } from "./pass-forms-screen.selectors.ts";
import { hideQuestion, PASS_FORMS_TEXTS, type PassFormSaved } from "./pass-forms-screen.types.ts";
import { previewOf } from "./pass-forms-screen.updates.ts";

const GOLD_ID = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const FIRST_NAME = "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e61";
const SIZE = "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e62";
const ID_PROOF = "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e63";

const summary = (formId: string, title: string, fieldCount: number): PassFormSummary => ({
  formId,
  title,
  categoryId: formId === "shared" ? null : formId,
  isActive: true,
  fieldCount,
  passCount: 10,
  registrationCount: 2,
});
const FORMS: PassFormSummary[] = [summary("shared", "Every pass", 3), summary(GOLD_ID, "Gold Exhibitor", 0)];

/** The shared part: a name two registrations answered, a select, a required upload. */
const SHARED_FIELDS = [
  formField({ _id: FIRST_NAME, name: "firstName", type: "text", label: "First name", required: true, customClass: "half" }),
  formField({ _id: SIZE, name: "size", type: "select", label: "Size", options: [{ value: "S", label: "Small" }] }),
  formField({ _id: ID_PROOF, name: "idProof", type: "file", label: "ID proof", required: true, allowedFileTypes: ["pdf"] }),
];
const SHARED: PassForm = { ...summary("shared", "Every pass", 3), fields: SHARED_FIELDS, sharedFields: [], answerCounts: { firstName: 2, size: 0, idProof: 0 } };
/** The same form read again after more registrations answered. */
const RECOUNTED: PassForm = { ...SHARED, answerCounts: { firstName: 3, size: 0, idProof: 0 } };
const GOLD: PassForm = { ...summary(GOLD_ID, "Gold Exhibitor", 0), fields: [], sharedFields: SHARED_FIELDS, answerCounts: {} };
const SAVED: PassFormSaved = { message: PASS_FORMS_TEXTS.saved, form: SHARED };

const NO_LIST = 'Field 2 (Size), options: The event has no option list named "sizes": add options to the field, or name a list the event has.';
const COUNTS_CHANGED = 'Removing "firstName" (3 answers) hides 3 answers that registrations already gave.';

type Snapshot = PassFormsScreenSnapshot;
type Event = ModelEvent<typeof passFormsScreenMachine>;

/** Edits offered only on an unchanged draft: each path makes at most one, which keeps the graph small. */
const EDITS: ReadonlyArray<Event> = [
  { type: "field.add", fieldType: "date" },
  { type: "field.remove", key: FIRST_NAME },
  { type: "field.move", key: SIZE, offset: -1 },
  { type: "field.text", key: FIRST_NAME, setting: "name", value: "" },
  { type: "field.type", key: FIRST_NAME, fieldType: "email" },
  { type: "field.required", key: SIZE, required: true },
  { type: "field.width", key: SIZE, width: "full" },
  { type: "options.mode", key: SIZE, mode: "csv" },
  { type: "options.csv", key: SIZE, value: "S, M" },
  { type: "option.add", key: SIZE },
  { type: "option.change", key: SIZE, option: 0, part: "label", value: "Small size" },
  { type: "option.remove", key: SIZE, option: 0 },
];

/** Once the draft changed: look at it, pick another form, save or discard. */
const AFTER_AN_EDIT: ReadonlyArray<Event> = [
  { type: "field.select", key: SIZE },
  { type: "preview.change", name: "size", value: "S" },
  { type: "form.discard" },
];

const CALLS: ReadonlyArray<Event> = [
  ...outcomesOf("listForms", { answers: [FORMS], failures: [OFFLINE] }),
  ...outcomesOf("loadForm", { answers: [SHARED], failures: [OFFLINE] }),
  ...outcomesOf("saveForm", { answers: [SAVED], failures: [refusal(NO_LIST, { "/fields/1/options": NO_LIST }), new Conflict({ message: COUNTS_CHANGED }), OFFLINE] }),
  ...outcomesOf("recount", { answers: [RECOUNTED, SHARED], failures: [OFFLINE] }),
];

const changed = (snapshot: Snapshot) => draftChanged(snapshot.context.form, snapshot.context.fields);

/** The form as first read, nothing said or picked yet: where a path makes its one edit. */
const fresh = ({ context }: Snapshot) =>
  !draftChanged(context.form, context.fields) &&
  !context.checked &&
  context.message === null &&
  context.selected === null &&
  context.nextKey === 1 &&
  context.form?.answerCounts["firstName"] === 2;

/** Just edited, nothing said or opened since. */
const justEdited = ({ context }: Snapshot) => draftChanged(context.form, context.fields) && context.message === null && context.selected === null;

export const passFormsScreenModel = defineModel({
  name: "pass-forms-screen",
  machine: passFormsScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: `?form=${GOLD_ID}`, role: "organiser-staff" } },
  events: (snapshot: Snapshot): ReadonlyArray<Event> => [
    ...CALLS,
    { type: "data.retry" },
    { type: "form.pick", formId: GOLD_ID },
    { type: "form.save" },
    { type: "hide.confirm" },
    { type: "hide.cancel" },
    ...(fresh(snapshot) ? EDITS : []),
    ...(justEdited(snapshot) ? AFTER_AN_EDIT : []),
  ],
  controlledActors: ["listForms", "loadForm", "saveForm"],
  world: () => ({}),
  assertions: {
    loadingList: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listForms"]!.pending("listForms") !== undefined, "the forms are being read");
    },
    listFailed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.ok(snapshot.context.message !== null, "says why, with Retry");
      assert.ok(snapshot.can({ type: "data.retry" }));
    },
    loadingForm: (snapshot, { actors, input, event }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["loadForm"]!.pending("loadForm");
      assert.ok(call !== undefined, "the picked form is being read");
      // The address's form opens first; else the shared part.
      if (event.type === "xstate.done.actor.listForms") assert.deepEqual(call.input, { formId: input === "staff" ? GOLD_ID : "shared" });
      assert.equal((call.input as { formId: string }).formId, snapshot.context.formId);
    },
    formFailed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.ok(snapshot.can({ type: "data.retry" }));
      assert.ok(snapshot.can({ type: "form.pick", formId: "shared" }));
    },
    editing: (snapshot, { event, input }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(context.canEdit, input === "organiser");
      // The preview is the guest's page: the shared fields, then the form's own, with an upload field per file field.
      const preview = previewOf(context);
      assert.deepEqual(preview.slice(0, context.form!.sharedFields.length), context.form!.sharedFields);
      for (const field of answerableFields(preview)) {
        assert.ok(Object.hasOwn(context.previewValues, field.name), `the preview holds an answer for ${field.name}`);
        if (field.type === "file" || field.type === "image") assert.ok(snapshot.children[uploadActorId(field.name)] !== undefined, `${field.name} has its upload field`);
      }
      assert.equal(Object.keys(snapshot.children).length, context.previewUploads.length, "no upload field outlives its field");
      if (event.type === "form.save" && input === "staff") assert.equal(context.message, PASS_FORMS_TEXTS.readOnly);
      if (event.type === "form.save" && input === "organiser") {
        assert.equal(context.message, PASS_FORMS_TEXTS.fixProblems);
        assert.equal(fieldProblems(snapshot, FIRST_NAME).name, DEFINITION_MESSAGES.needsName, "the problem stands beside its field");
      }
      if (event.type === "xstate.done.actor.saveForm") {
        assert.equal(context.message, PASS_FORMS_TEXTS.saved);
        assert.ok(context.saved && !changed(snapshot));
      }
      if (event.type === "xstate.error.actor.saveForm") {
        assert.ok(changed(snapshot) || context.form?.formId === "shared", "what was typed stays");
        assert.equal(context.saved, false);
        if ((event.error as { _tag?: string })._tag === "Validation") {
          assert.equal(fieldProblems(snapshot, SIZE).options, NO_LIST.replace(/^Field 2 \(Size\), options: /, ""));
        } else {
          assert.equal(context.message, PASS_FORMS_TEXTS.saveFailed);
        }
      }
      if (event.type === "form.discard") assert.ok(!changed(snapshot) && context.problems.length === 0);
      if (event.type === "form.pick" && context.formId !== GOLD_ID) assert.equal(context.message, PASS_FORMS_TEXTS.unsaved);
      if (event.type === "hide.cancel") assert.equal(hiddenAnswerTotal(context.hiding), 0);
    },
    confirmingHide: (snapshot) => {
      const total = hiddenAnswerTotal(snapshot.context.hiding);
      assert.ok(total === 2 || total === 3, "the answers of firstName, counted again when registrations arrived");
      assert.match(hideQuestion(snapshot.context.hiding), new RegExp(`hides ${total} answers`));
      assert.ok(snapshot.can({ type: "hide.confirm" }) && snapshot.can({ type: "hide.cancel" }));
    },
    saving: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["saveForm"]!.pending("saveForm");
      assert.ok(call !== undefined, "the form is being saved");
      const total = hiddenAnswerTotal(snapshot.context.hiding);
      assert.deepEqual(call.input, {
        formId: snapshot.context.formId,
        fields: definitionsOf(snapshot.context.fields),
        ...(total > 0 ? { hideAnswers: total } : {}),
      });
    },
    recounting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["loadForm"]!.pending("recount") !== undefined, "the answers are counted again");
      assert.equal(snapshot.context.message, COUNTS_CHANGED);
    },
  },
});
