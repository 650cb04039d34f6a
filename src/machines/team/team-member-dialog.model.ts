import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict, Validation } from "../../api/errors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { entityDialogMachine, type EntityDialogSnapshot, type EntityRecord, type FormValues, type RefreshParams } from "../forms/entity-dialog.machine.ts";
import { dialogMode, submitLabel, uploadsRunning } from "../forms/entity-dialog-view.ts";
import type { ControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel, type ModelEvent, type StateAssertion, type StepContext } from "../testing/model.ts";
import { EMPTY_TEAM_MEMBER_FORM, TEAM_MEMBER_MESSAGES, TEAM_MEMBER_UPLOADS, validateTeamMember } from "./team-member-form.ts";
import { assertSubmitWaits, assertUploadReport, assertUploadShowsForm, UPLOAD_REPORTS } from "../forms/entity-dialog-upload-checks.ts";
import { FIRST_STEP_ASSERTIONS, FIRST_STEP_INPUT, firstStepEvents } from "../forms/entity-dialog-first-step-case.ts";

/**
 * SPEC §3 team member form state, as the Team screen starts "Add Team Member", with the team's own
 * rules (SPEC §5: Full Name required), so the paths walk the rules a real screen brings.
 */
export const TEAM_MEMBER_FORM: FormValues = EMPTY_TEAM_MEMBER_FORM;

/** The listed member's text values: the edit form shows each of them. */
const ADA = {
  fullName: "Ada Lovelace",
  emailId: "ada@example.com",
  authenticationId: "9876543210",
  phoneCode: "44",
  designation: "Manager",
  companyName: "Analytical Engines Ltd",
};

export const TEAM_MEMBER: EntityRecord = {
  _id: "7d4f9a2e-5b1c-4e8a-9f3d-2c6b8e1a4d70",
  ...ADA,
  profileImage: null,
  linkedIn: null,
  isParentExhibitor: false,
  userType: "exhibitor",
  createdAt: "2025-01-31T09:30:00.000Z",
};

/** The edit form the record must give: its text values, and the empty form's defaults for its nulls. */
const TEAM_MEMBER_EDIT_FORM: FormValues = { ...TEAM_MEMBER_FORM, ...ADA };

const TYPED_NAME = "Grace Hopper";

/** What the team's rules say about a form without a name; nothing is sent. */
const RULE_ERRORS = { fullName: TEAM_MEMBER_MESSAGES.fullNameRequired };

/** After a submit the rules refused: their messages, no dialog-level error, and no call started. */
const assertRefusedByRules = (snapshot: EntityDialogSnapshot, step: StepContext<World>) => {
  assert.deepEqual(snapshot.context.fieldErrors, RULE_ERRORS);
  assert.equal(snapshot.context.error, null);
  assert.equal(snapshot.context.form["fullName"], "");
  for (const actor of Object.values(step.actors)) assert.equal(actor.pending(), undefined);
};

/** After typing: the typed value, and the field's message gone. */
const assertTyped = (snapshot: EntityDialogSnapshot, event: AnyEventObject) => {
  assert.equal(snapshot.context.form["fullName"], (event as { value?: unknown }).value);
  assert.ok(!("fullName" in snapshot.context.fieldErrors));
};

/** The fields a refused save names, and the messages the form shows beside them. */
const VALIDATION_FIELDS = {
  fullName: "fullName must not be empty",
  emailId: "emailId must be a valid email address",
};

/** The server's 400: a JSON-pointer path per field, and one about the whole body that no field shows. */
const VALIDATION = new Validation({
  message: VALIDATION_FIELDS.fullName,
  errors: [
    ...Object.entries(VALIDATION_FIELDS).map(([field, message]) => ({ path: `/${field}`, message })),
    { path: "", message: "The request body must not be empty" },
  ],
});
/** A refusal without field errors: the server's message stands alone. */
const CONFLICT = new Conflict({ message: "The company's first team member cannot be deleted." });
const SERVER_FAILED = serverDown("Internal Server Error", 500);

/** SPEC §8 Team, word for word. */
const TEXTS = {
  add: { success: "Team member added successfully!", failure: "Failed to add team member. Please try again." },
  update: { success: "Team member updated successfully!", failure: "Failed to update team member. Please try again." },
  delete: { success: "Team member deleted successfully!", failure: "Failed to delete team member. Please try again." },
} as const;

const VERB_OF_ACTOR = { create: "add", update: "update", remove: "delete" } as const;
type ActorId = keyof typeof VERB_OF_ACTOR;

interface World {
  readonly toasts: ToastParams[];
  readonly refreshes: RefreshParams[];
}

const ADD_LABEL = "Add Team Member";

const outcome = (event: AnyEventObject): { kind: "done" | "error"; actor: ActorId } | null => {
  const match = /^xstate\.(done|error)\.actor\.(create|update|remove)$/.exec(event.type);
  return match === null ? null : { kind: match[1] as "done" | "error", actor: match[2] as ActorId };
};

const settledCalls = (actors: StepContext<World>["actors"]): number =>
  Object.values(actors).reduce(
    (total, actor: ControllablePromiseActor<unknown, unknown>) =>
      total + actor.calls.filter((call) => call.settled).length,
    0,
  );

/**
 * Facts true in every state: each settled call raised exactly one toast, each success toast came
 * with one list refresh for this entity, and failures never refresh.
 */
const invariants = (snapshot: EntityDialogSnapshot, { world, actors }: StepContext<World>) => {
  assert.equal(world.toasts.length, settledCalls(actors));
  const successes = world.toasts.filter((toast) => toast.variant === "success").length;
  assert.equal(world.refreshes.length, successes);
  for (const refresh of world.refreshes) assert.deepEqual(refresh, { entity: "teamMember" });
  assert.equal(snapshot.context.entity, "teamMember");
};

/** After a failed call: the form as it was sent, the message, the per-field errors and the toast. */
const assertFailure = (snapshot: EntityDialogSnapshot, step: StepContext<World>, actor: ActorId) => {
  const { context } = snapshot;
  const error = (step.event as { error?: unknown }).error;
  if (error instanceof Validation) {
    assert.equal(context.error, VALIDATION.message);
    assert.deepEqual(context.fieldErrors, VALIDATION_FIELDS);
  } else if (error instanceof Conflict) {
    assert.equal(context.error, CONFLICT.message);
    assert.deepEqual(context.fieldErrors, {});
  } else {
    assert.equal(context.error, TEXTS[VERB_OF_ACTOR[actor]].failure);
    assert.deepEqual(context.fieldErrors, {});
  }
  assert.deepEqual(step.world.toasts.at(-1), { title: "Error", description: context.error, variant: "destructive" });
};

/** The form the failed call was given must still be in the dialog. */
const assertFormKept = (snapshot: EntityDialogSnapshot, step: StepContext<World>, actor: ActorId) => {
  const sent = step.actors[actor]!.calls.at(-1)!.input as { form: FormValues };
  assert.deepEqual(snapshot.context.form, sent.form);
};

const DIALOG_EVENTS: ReadonlyArray<ModelEvent<typeof entityDialogMachine>> = [
  { type: "dialog.openAdd" },
  { type: "dialog.openEdit", record: TEAM_MEMBER },
  { type: "dialog.close" },
  { type: "form.change", field: "fullName", value: TYPED_NAME },
  { type: "form.change", field: "fullName", value: "" },
  { type: "form.submit" },
  { type: "delete.request", record: TEAM_MEMBER },
  { type: "delete.confirm" },
  { type: "delete.cancel" },
  ...outcomesOf("create", { answers: [{ success: true }], failures: [VALIDATION, SERVER_FAILED] }),
  ...outcomesOf("update", { answers: [{ success: true }], failures: [VALIDATION, OFFLINE] }),
  ...outcomesOf("remove", { answers: [{ success: true }], failures: [SERVER_FAILED, CONFLICT] }),
];

/** The open form after a step: as opened, as typed, refused by the rules, or kept after its call failed. */
const assertFormAfter = (
  snapshot: EntityDialogSnapshot,
  step: StepContext<World>,
  mode: { readonly opening: string; readonly form: FormValues; readonly actor: ActorId },
) => {
  if (step.event.type === mode.opening) {
    assert.deepEqual(snapshot.context.form, mode.form);
    assert.equal(snapshot.context.error, null);
    assertUploadShowsForm(snapshot);
  }
  if (step.event.type === "form.change") assertTyped(snapshot, step.event);
  if (step.event.type === "form.submit") (uploadsRunning(snapshot) ? assertSubmitWaits : assertRefusedByRules)(snapshot, step);
  assertUploadReport(snapshot, step.event);
  if (step.event.type === `xstate.error.actor.${mode.actor}`) {
    assertFormKept(snapshot, step, mode.actor);
    assertFailure(snapshot, step, mode.actor);
  }
};

type Assertion = StateAssertion<typeof entityDialogMachine, World>;

/** The team member's checks for its start; the second start (`withFirstStep`) has its own, by the same state keys. */
const byStart = (teamMember: Readonly<Record<string, Assertion>>): Readonly<Record<string, Assertion>> =>
  Object.fromEntries(
    [...new Set([...Object.keys(teamMember), ...Object.keys(FIRST_STEP_ASSERTIONS)])].map((key) => [
      key,
      (snapshot, step) => (step.input === "teamMember" ? teamMember[key] : FIRST_STEP_ASSERTIONS[key])?.(snapshot, step),
    ]),
  );

export const entityDialogModel = defineModel({
  name: "entity-dialog",
  machine: entityDialogMachine,
  inputs: {
    teamMember: { entity: "teamMember", emptyForm: TEAM_MEMBER_FORM, validate: validateTeamMember, uploads: TEAM_MEMBER_UPLOADS },
    withFirstStep: FIRST_STEP_INPUT,
  },
  events: (snapshot) => {
    if (snapshot.context.firstStep !== null) return firstStepEvents(snapshot);
    return snapshot.matches({ open: "adding" }) || snapshot.matches({ open: "editing" }) ? [...DIALOG_EVENTS, ...UPLOAD_REPORTS] : DIALOG_EVENTS;
  },
  controlledActors: ["create", "update", "remove", "firstStep"],
  world: (): World => ({ toasts: [], refreshes: [] }),
  implementations: (world) => ({ actions: { notify: recordInto(world.toasts), refreshList: recordInto(world.refreshes) } }),
  assertions: byStart({
    closed: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(!snapshot.hasTag("open") && !snapshot.hasTag("confirmDelete") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.form, TEAM_MEMBER_FORM);
      assert.equal(snapshot.context.selected, null);
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.fieldErrors, {});
      assert.equal(dialogMode(snapshot), null);
      assert.ok(!uploadsRunning(snapshot));
      assertUploadShowsForm(snapshot);
      const settled = outcome(step.event);
      if (settled !== null) {
        assert.equal(settled.kind, "done");
        const verb = VERB_OF_ACTOR[settled.actor];
        assert.deepEqual(step.world.toasts.at(-1), {
          title: "Success",
          description: TEXTS[verb].success,
          variant: "success",
        });
      }
    },
    open: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("open") && !snapshot.hasTag("confirmDelete"));
    },
    "open.adding": (snapshot, step) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(dialogMode(snapshot), "add");
      assert.equal(submitLabel(snapshot, ADD_LABEL), ADD_LABEL);
      assert.equal(snapshot.context.selected, null);
      assert.ok(snapshot.can({ type: "dialog.close" }));
      // Save waits while an upload runs.
      assert.equal(snapshot.can({ type: "form.submit" }), !uploadsRunning(snapshot));
      assertFormAfter(snapshot, step, { opening: "dialog.openAdd", form: TEAM_MEMBER_FORM, actor: "create" });
    },
    "open.editing": (snapshot, step) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(dialogMode(snapshot), "edit");
      assert.equal(submitLabel(snapshot, "Update Team Member"), "Update Team Member");
      assert.deepEqual(snapshot.context.selected, TEAM_MEMBER);
      assertFormAfter(snapshot, step, { opening: "dialog.openEdit", form: TEAM_MEMBER_EDIT_FORM, actor: "update" });
    },
    "open.submitting": (snapshot) => {
      assert.ok(snapshot.hasTag("busy"));
      // Closing or typing while the call runs would hide or change what is being saved.
      assert.ok(!snapshot.can({ type: "dialog.close" }));
      assert.ok(!snapshot.can({ type: "form.change", field: "fullName", value: "x" }));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.fieldErrors, {});
      // Only a form the rules accept is ever sent, and never while an upload runs.
      assert.deepEqual(validateTeamMember(snapshot.context.form), {});
      assert.ok(!uploadsRunning(snapshot));
    },
    "open.submitting.creating": (snapshot, { actors }) => {
      assert.equal(submitLabel(snapshot, ADD_LABEL), "Adding...");
      assert.equal(dialogMode(snapshot), "add");
      assert.deepEqual(actors["create"]!.pending("create")?.input, {
        entity: "teamMember",
        form: snapshot.context.form,
      });
    },
    "open.submitting.updating": (snapshot, { actors }) => {
      assert.equal(submitLabel(snapshot, "Update Team Member"), "Updating...");
      assert.equal(dialogMode(snapshot), "edit");
      assert.deepEqual(actors["update"]!.pending("update")?.input, {
        entity: "teamMember",
        id: TEAM_MEMBER._id,
        form: snapshot.context.form,
      });
    },
    confirmingDelete: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("confirmDelete") && !snapshot.hasTag("open") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.selected, TEAM_MEMBER);
      assert.equal(dialogMode(snapshot), null);
      if (step.event.type === "xstate.error.actor.remove") {
        assertFailure(snapshot, step, "remove");
        assert.ok(snapshot.can({ type: "delete.confirm" }), "a failed delete can be retried");
      } else {
        assert.equal(snapshot.context.error, null);
      }
    },
    deleting: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("confirmDelete") && snapshot.hasTag("busy"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(step.actors["remove"]!.pending("remove")?.input, { entity: "teamMember", id: TEAM_MEMBER._id });
    },
  }),
});
