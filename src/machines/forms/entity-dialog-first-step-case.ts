import assert from "node:assert/strict";
import { serverDown, OFFLINE, outcomesOf, refusal } from "../testing/call-outcomes.ts";
import type { ModelEvent, StateAssertion, StepContext } from "../testing/model.ts";
import type { ToastParams } from "./entity-messages.ts";
import { serverWording } from "./dialog-wording.ts";
import { dialogMode, submitLabel, type PendingLabels } from "./entity-dialog-view.ts";
import type { ChosenFile, EntityDialogInput, EntityRecord, FormValues, RefreshParams } from "./entity-dialog-form.ts";
import type { entityDialogMachine, EntityDialogSnapshot } from "./entity-dialog.machine.ts";

// The entity dialog model's second start: a record whose file is chosen in the form and stored on
// Save before the record (`firstStep`), worded by the server (`serverWording`), with the file's rule
// said as soon as it is chosen (`checkedAtOnce`). The console's event resources are one such dialog.

interface World {
  readonly toasts: ToastParams[];
  readonly refreshes: RefreshParams[];
}

const named = (name: string): ChosenFile => Object.assign(new Blob(["%PDF-1.7"]), { name });
const GOOD_FILE = named("floor-plan.pdf");
const WRONG_FILE = named("tool.exe");
const STORED = "resource/2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f.pdf";

const MESSAGES = { title: "Title is required", file: "Choose a document, not a program." } as const;
const FALLBACKS = {
  add: "The document could not be saved.",
  update: "The document could not be saved.",
  delete: "The document could not be deleted.",
  firstStep: "The file could not be uploaded.",
} as const;
const SERVER_DOWN = "Service unavailable: the database is not answering";
const REFUSED = refusal("The title is taken.", { "/title": "Choose another title" });

const fileOf = (form: FormValues): ChosenFile | null => (form["file"] instanceof Blob ? (form["file"] as ChosenFile) : null);

const EMPTY: FormValues = { title: "", file: null, fileUrl: "", sentFile: null };
const DOCUMENT: EntityRecord = { _id: "00000000-0000-4000-8000-000000000001", title: "Exhibitor manual", fileUrl: "" };

export const FIRST_STEP_INPUT: EntityDialogInput = {
  entity: "eventResource",
  emptyForm: EMPTY,
  validate: (form) => ({
    ...(form["title"] === "" ? { title: MESSAGES.title } : {}),
    ...(fileOf(form)?.name.endsWith(".exe") ? { file: MESSAGES.file } : {}),
  }),
  checkedAtOnce: ["file"],
  firstStep: {
    needed: (form) => fileOf(form) !== null && form["sentFile"] !== form["file"],
    done: (form, output) => ({ ...form, fileUrl: String(output), sentFile: form["file"] ?? null }),
  },
  wording: serverWording(FALLBACKS),
};

const PENDING: PendingLabels = { add: "Saving...", edit: "Saving...", firstStep: "Uploading..." };

export const firstStepEvents = (snapshot: EntityDialogSnapshot): ReadonlyArray<ModelEvent<typeof entityDialogMachine>> => {
  const { form } = snapshot.context;
  return [
    { type: "dialog.openAdd" },
    { type: "dialog.openEdit", record: DOCUMENT },
    { type: "dialog.close" },
    ...(form["title"] === "" ? [{ type: "form.change", field: "title", value: "Floor plan" } as const] : []),
    ...(form["file"] === null ? [{ type: "form.change", field: "file", value: WRONG_FILE } as const] : []),
    ...(form["file"] === WRONG_FILE ? [{ type: "form.change", field: "file", value: GOOD_FILE } as const] : []),
    { type: "form.submit" },
    { type: "delete.request", record: DOCUMENT },
    { type: "delete.confirm" },
    { type: "delete.cancel" },
    ...outcomesOf("firstStep", { answers: [STORED], failures: [OFFLINE] }),
    ...outcomesOf("create", { answers: [{ message: "Added Floor plan." }], failures: [REFUSED] }),
    ...outcomesOf("update", { answers: [{ message: "Saved Floor plan." }], failures: [serverDown(SERVER_DOWN)] }),
    ...outcomesOf("remove", { answers: [{ message: "Deleted Exhibitor manual." }], failures: [serverDown(SERVER_DOWN)] }),
  ];
};

type Step = StepContext<World>;
type Assertion = StateAssertion<typeof entityDialogMachine, World>;

/** Every success says the server's sentence and reads the list again; of the failures, only a delete's is toasted. */
const invariants = (snapshot: EntityDialogSnapshot, step: Step) => {
  const successes = step.world.toasts.filter((toast) => toast.variant === "success");
  assert.equal(step.world.refreshes.length, successes.length);
  for (const toast of step.world.toasts.filter((shown) => shown.variant === "destructive")) assert.equal(toast.description, SERVER_DOWN);
  assert.equal(snapshot.context.entity, "eventResource");
};

/** The form as Save left it: the rules' messages, a failed call's words, or the file's rule at once. */
const assertForm = (snapshot: EntityDialogSnapshot, { event }: Step) => {
  const { context } = snapshot;
  assert.ok(!snapshot.hasTag("busy"));
  assert.equal(submitLabel(snapshot, "Add", PENDING), "Add");
  if (event.type === "form.change" && (event as { field?: string }).field === "file") {
    assert.equal(context.fieldErrors["file"], fileOf(context.form) === WRONG_FILE ? MESSAGES.file : undefined, "the file's rule speaks at once");
  }
  if (event.type === "form.submit") assert.ok(Object.keys(context.fieldErrors).length > 0, "only a refused form stays on Save");
  if (event.type === "xstate.error.actor.firstStep") {
    assert.equal(context.error, FALLBACKS.firstStep, "the browser's own network words are not shown");
    assert.equal(fileOf(context.form), GOOD_FILE, "the chosen file stays");
  }
  if (event.type === "xstate.error.actor.create") {
    assert.equal(context.error, REFUSED.message);
    assert.deepEqual(context.fieldErrors, { title: "Choose another title" });
  }
  if (event.type === "xstate.error.actor.update") assert.equal(context.error, SERVER_DOWN);
};

export const FIRST_STEP_ASSERTIONS: Readonly<Record<string, Assertion>> = {
  closed: (snapshot, step) => {
    invariants(snapshot, step);
    assert.deepEqual(snapshot.context.form, EMPTY);
    assert.equal(snapshot.context.selected, null);
    const { event } = step;
    if (event.type.startsWith("xstate.done.actor.")) {
      const answer = (event as { output?: { message?: string } }).output;
      assert.deepEqual(step.world.toasts.at(-1), { title: "Success", description: answer?.message, variant: "success" });
    }
  },
  open: invariants,
  "open.adding": (snapshot, step) => {
    assert.equal(dialogMode(snapshot), "add");
    assertForm(snapshot, step);
  },
  "open.editing": (snapshot, step) => {
    assert.equal(dialogMode(snapshot), "edit");
    assert.deepEqual(snapshot.context.selected, DOCUMENT);
    assertForm(snapshot, step);
  },
  "open.submitting": (snapshot) => {
    assert.ok(snapshot.hasTag("busy"));
    assert.deepEqual(FIRST_STEP_INPUT.validate!(snapshot.context.form), {}, "only a form the rules accept is sent");
  },
  "open.submitting.creating.firstStep": (snapshot, step) => {
    assert.equal(submitLabel(snapshot, "Add", PENDING), "Uploading...");
    assert.equal(fileOf((step.actors["firstStep"]!.pending("firstStep")?.input as { form: FormValues }).form), GOOD_FILE);
  },
  "open.submitting.updating.firstStep": (snapshot) => assert.equal(submitLabel(snapshot, "Save", PENDING), "Uploading..."),
  "open.submitting.creating.sending": (snapshot, step) => {
    assert.equal(submitLabel(snapshot, "Add", PENDING), "Saving...");
    // A chosen file is stored first and the record names it; a retried save does not store it again.
    const sent = (step.actors["create"]!.pending("create")?.input as { form: FormValues }).form;
    if (fileOf(sent) !== null) assert.equal(sent["fileUrl"], STORED);
    if (step.event.type === "form.submit") assert.equal(step.actors["firstStep"]!.pending("firstStep"), undefined);
  },
  "open.submitting.updating.sending": (snapshot, step) => {
    assert.equal(submitLabel(snapshot, "Save", PENDING), "Saving...");
    assert.equal((step.actors["update"]!.pending("update")?.input as { id: string }).id, DOCUMENT._id);
  },
  confirmingDelete: (snapshot, step) => {
    invariants(snapshot, step);
    assert.deepEqual(snapshot.context.selected, DOCUMENT);
    if (step.event.type === "xstate.error.actor.remove") {
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.deepEqual(step.world.toasts.at(-1), { title: "Error", description: SERVER_DOWN, variant: "destructive" });
    }
  },
  deleting: (snapshot, step) => assert.deepEqual(step.actors["remove"]!.pending("remove")?.input, { entity: "eventResource", id: DOCUMENT._id }),
};
