import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict, Network, NotFound, Server, Validation } from "../../api/errors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { checkForm, type FormField } from "../../rules/referral-form-rules.ts";
import {
  REFERRAL_TEXTS,
  referralRegistrationMachine,
  shownErrors,
  submitDisabled,
  submitLabel,
  type ReferralRegistrationEvent,
  type ReferralRegistrationSnapshot,
  type RegistrationAnswer,
} from "./referral-registration.machine.ts";
import { defineModel, type ModelEvent, type StepContext } from "../testing/model.ts";

export const PASS_ID = "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c";
export const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";

/** A form-field definition with the contract's nulls, for fixtures. */
export const formField = (field: Partial<FormField> & Pick<FormField, "_id" | "name" | "type">): FormField => ({
  label: null,
  placeholder: null,
  sublabel: null,
  footnote: null,
  content: null,
  required: false,
  default: null,
  validation: null,
  options: null,
  selectApi: null,
  apiType: null,
  customClass: "default",
  minDate: null,
  maxDate: null,
  allowedFileTypes: null,
  ...field,
});

/** A pass's referral form as the server answers it: a heading, answerable fields of several types, a nameless field. */
export const FIELDS: ReadonlyArray<FormField> = [
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e60", name: null, type: "title", content: "Attendee details", customClass: "full" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e61", name: "fullName", type: "text", label: "Full Name", required: true, customClass: "half" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e62", name: "emailId", type: "email", label: "Email", required: true, customClass: "half" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e63", name: "mobile", type: "mobilenumber", label: "Mobile" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e64", name: "newsletter", type: "checkbox", label: "Send me the newsletter" }),
  formField({
    _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e65",
    name: "sessions",
    type: "multiSelect",
    label: "Sessions",
    options: [
      { value: "keynote", label: "Keynote" },
      { value: "workshop", label: "Workshop" },
    ],
  }),
  formField({
    _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e66",
    name: "slot",
    type: "select",
    label: "Slot",
    default: "morning",
    options: [
      { value: "morning", label: "Morning" },
      { value: "afternoon", label: "Afternoon" },
    ],
  }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e67", name: null, type: "text", label: "Orphan" }),
];

/** What the form starts with: defaults, else each type's empty value. */
export const INITIAL_VALUES = {
  fullName: "",
  emailId: "",
  mobile: { country: "91", number: "" },
  newsletter: false,
  sessions: [],
  slot: "morning",
};
const ANSWERABLE = Object.keys(INITIAL_VALUES);
const ALL_TOUCHED = Object.fromEntries(ANSWERABLE.map((name) => [name, true]));

export const NAME = "Meera Iyer";
export const EMAIL = "meera@initech.example";
export const TYPED_MOBILE = { country: "+91", number: "99887-76655" };
export const MOBILE = { country: "91", number: "9988776655" };

export const SUCCESS_HTML = "<p>Your registration for <strong>Demo Expo 2025</strong> is complete.</p>";
export const registered = (message: string): RegistrationAnswer => ({
  success: true,
  message,
  data: {
    _id: "6e7f8091-a2b3-44c5-96e7-f8091a2b3c4d",
    firstName: null,
    lastName: null,
    emailId: EMAIL,
    phoneCode: null,
    authenticationId: null,
    approve: false,
    reject: false,
    createdAt: "2025-03-14T11:05:00.000Z",
    passId: PASS_ID,
    answers: { fullName: NAME, emailId: EMAIL },
  },
});

/** Each failure with what the dialog and the toast must say, and the server's per-field messages. */
export const REGISTER_FAILURES: ReadonlyArray<{ error: unknown; shows: string; fieldErrors: Record<string, string> }> = [
  {
    error: new Validation({
      message: "This e-mail is already registered on this pass",
      errors: [
        { path: "emailId", message: "This e-mail is already registered on this pass" },
        { path: "ticketId", message: "ticketId is not a field of this form" },
      ],
    }),
    shows: "This e-mail is already registered on this pass",
    fieldErrors: { emailId: "This e-mail is already registered on this pass" },
  },
  { error: new Conflict({ message: "All passes of this allocation are used." }), shows: "All passes of this allocation are used.", fieldErrors: {} },
  { error: new Server({ message: "An error occurred", status: 500 }), shows: REFERRAL_TEXTS.registerFailed, fieldErrors: {} },
  { error: new TypeError("Cannot read properties of undefined"), shows: REFERRAL_TEXTS.unexpected, fieldErrors: {} },
];

export const LOAD_FAILURES: ReadonlyArray<{ error: unknown; shows: string }> = [
  { error: new NotFound({ message: "Pass not found" }), shows: "Pass not found" },
  { error: new Network({ message: "Failed to fetch" }), shows: REFERRAL_TEXTS.loadFailed },
];

const errorOf = (event: AnyEventObject): unknown => (event as { error?: unknown }).error;

const formEvents: ReadonlyArray<ReferralRegistrationEvent> = [
  { type: "field.change", name: "fullName", value: NAME },
  { type: "field.change", name: "emailId", value: "meera@" },
  { type: "field.change", name: "emailId", value: EMAIL },
  { type: "field.change", name: "mobile", value: TYPED_MOBILE },
  { type: "field.blur", name: "emailId" },
  { type: "form.submit" },
];

const allEvents: ReadonlyArray<ModelEvent<typeof referralRegistrationMachine>> = [
  { type: "xstate.done.actor.loadFormFields", output: FIELDS },
  ...LOAD_FAILURES.map(({ error }) => ({ type: "xstate.error.actor.loadFormFields" as const, error })),
  { type: "fields.retry" },
  ...formEvents,
  { type: "xstate.done.actor.register", output: registered(SUCCESS_HTML) },
  { type: "xstate.done.actor.register", output: registered("") },
  ...REGISTER_FAILURES.map(({ error }) => ({ type: "xstate.error.actor.register" as const, error })),
  { type: "registration.again" },
];

interface World {
  readonly toasts: ToastParams[];
  refreshes: number;
}

type Step = StepContext<World>;

/** Every registration raised one toast; each success one refresh of passes and referrals, failures none. */
const invariants = (snapshot: ReferralRegistrationSnapshot, { world, actors }: Step) => {
  const settled = actors["register"]!.calls.filter((call) => call.settled).length;
  assert.equal(world.toasts.length, settled);
  assert.equal(world.refreshes, world.toasts.filter((toast) => toast.variant === "success").length);
  assert.equal(snapshot.context.passId, PASS_ID);
  assert.equal(snapshot.context.eventId, EVENT_ID);
};

const lastSentAnswers = ({ actors }: Step) => actors["register"]!.calls.at(-1)!.input as Record<string, unknown>;

export const referralRegistrationModel = defineModel({
  name: "referral-registration",
  machine: referralRegistrationMachine,
  inputs: { pass: { passId: PASS_ID, eventId: EVENT_ID } },
  events: allEvents,
  controlledActors: ["loadFormFields", "register"],
  world: (): World => ({ toasts: [], refreshes: 0 }),
  implementations: (world) => ({
    actions: {
      notify: (_, params) => void world.toasts.push(params),
      refreshPassesAndReferrals: () => void (world.refreshes += 1),
    },
  }),
  assertions: {
    loadingFields: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.fields, []);
      assert.deepEqual(step.actors["loadFormFields"]!.pending("loadFormFields")?.input, { passId: PASS_ID });
      assert.ok(submitDisabled(snapshot));
    },
    loadFailed: (snapshot, step) => {
      invariants(snapshot, step);
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      const failure = LOAD_FAILURES.find(({ error }) => error === errorOf(step.event));
      assert.ok(failure !== undefined);
      assert.equal(snapshot.context.error, failure.shows);
      assert.ok(snapshot.can({ type: "fields.retry" }));
      assert.ok(!snapshot.can({ type: "form.submit" }));
    },
    ready: (snapshot, step) => {
      invariants(snapshot, step);
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(context.fields, FIELDS);
      assert.deepEqual(Object.keys(context.values), ANSWERABLE);
      assert.equal(context.successMessage, null);
      assert.equal(submitLabel(snapshot), REFERRAL_TEXTS.submit);
      const check = checkForm(context.fields, context.values);
      assert.equal(submitDisabled(snapshot), !check.valid);
      // Errors show for touched fields only, the server's until the field changes.
      for (const [name, message] of Object.entries(shownErrors(context))) {
        assert.equal(message, name in context.touched ? (check.errors[name] ?? context.serverErrors[name]) : context.serverErrors[name]);
      }
      const { event } = step;
      if (event.type === "xstate.done.actor.loadFormFields" || event.type === "registration.again") {
        assert.deepEqual(context.values, INITIAL_VALUES);
        assert.deepEqual(context.touched, {});
        assert.deepEqual(context.serverErrors, {});
        assert.deepEqual(shownErrors(context), {});
        assert.ok(submitDisabled(snapshot));
      }
      if (event.type === "field.change") {
        const { name, value } = event as Extract<ReferralRegistrationEvent, { type: "field.change" }>;
        // Phone parts keep their digits only.
        assert.deepEqual(context.values[name], name === "mobile" ? MOBILE : value);
        assert.ok(!(name in context.serverErrors));
      }
      if (event.type === "field.blur") assert.ok("emailId" in context.touched);
      if (event.type === "form.submit") {
        // An invalid submit sends nothing and shows every field's problem.
        assert.deepEqual(context.touched, ALL_TOUCHED);
        assert.ok(!check.valid);
        for (const [name, message] of Object.entries(check.errors)) assert.equal(shownErrors(context)[name], message);
        assert.ok(context.values["fullName"] === "" || context.values["emailId"] !== EMAIL);
      }
    },
    "ready.idle": (snapshot) => {
      assert.ok(!snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.serverErrors, {});
    },
    "ready.error": (snapshot, step) => {
      assert.ok(snapshot.hasTag("error"));
      const { context } = snapshot;
      assert.ok(context.error !== null);
      assert.deepEqual(step.world.toasts.at(-1), { title: "Error", description: context.error, variant: "destructive" });
      if (step.event.type === "xstate.error.actor.register") {
        const failure = REGISTER_FAILURES.find(({ error }) => error === errorOf(step.event));
        assert.ok(failure !== undefined);
        assert.equal(context.error, failure.shows);
        assert.deepEqual(context.serverErrors, failure.fieldErrors);
        assert.deepEqual(shownErrors(context), failure.fieldErrors);
        // The typed answers stay.
        assert.equal(context.values["fullName"], NAME);
        assert.equal(context.values["emailId"], EMAIL);
        assert.deepEqual(context.touched, ALL_TOUCHED);
      }
    },
    submitting: (snapshot, step) => {
      invariants(snapshot, step);
      const { context } = snapshot;
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(context.error, null);
      assert.equal(submitLabel(snapshot), REFERRAL_TEXTS.submitting);
      assert.ok(submitDisabled(snapshot));
      assert.deepEqual(context.touched, ALL_TOUCHED);
      const sent = step.actors["register"]!.pending("register")?.input;
      assert.deepEqual(sent, {
        ticketId: PASS_ID,
        fullName: NAME,
        emailId: EMAIL,
        ...(context.values["mobile"] !== undefined && (context.values["mobile"] as { number: string }).number !== "" ? { mobile: MOBILE } : {}),
        newsletter: false,
        slot: "morning",
      });
      assert.ok(!snapshot.can({ type: "form.submit" }));
    },
    success: (snapshot, step) => {
      invariants(snapshot, step);
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      const answer = (step.event as { output?: RegistrationAnswer }).output;
      if (answer !== undefined) {
        assert.equal(context.successMessage, answer.message === "" ? REFERRAL_TEXTS.successDefault : SUCCESS_HTML);
      }
      assert.deepEqual(step.world.toasts.at(-1), {
        title: "Success",
        description: "User registered successfully via referral!",
        variant: "success",
      });
      assert.deepEqual(lastSentAnswers(step)["ticketId"], PASS_ID);
      assert.ok(snapshot.can({ type: "registration.again" }));
      assert.ok(!snapshot.can({ type: "form.submit" }));
    },
  },
});
