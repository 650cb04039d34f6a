import assert from "node:assert/strict";
import { fromPromise, type AnyEventObject } from "xstate";
import type { ToastParams } from "../forms/entity-messages.ts";
import { checkForm } from "../../rules/form-rules.ts";
import {
  REFERRAL_TEXTS,
  referralRegistrationMachine,
  type ReferralRegistrationEvent,
  type ReferralRegistrationSnapshot,
  type RegistrationAnswer,
} from "./referral-registration.machine.ts";
import { shownErrors, submitDisabled, submitLabel } from "./referral-form-view.ts";
import {
  ALL_TOUCHED,
  ANSWERABLE,
  BADGE_PATH,
  EMAIL,
  EVENT_ID,
  FIELDS,
  INITIAL_VALUES,
  LOAD_FAILURES,
  MOBILE,
  NAME,
  PASS_ID,
  REGISTER_FAILURES,
  registered,
  SUCCESS_HTML,
  TYPED_MOBILE,
} from "./referral-registration.fixtures.ts";
import { selectOptionsActorId, selectOptionsMachine, type OptionsAnswer } from "../forms/select-options.machine.ts";
import { SECTOR_OPTIONS } from "../forms/select-options.model.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel, type ModelEvent, type StepContext } from "../testing/model.ts";
import { uploadActorOf } from "../forms/upload-fields.ts";

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
  ...outcomesOf("loadFormFields", { answers: [FIELDS], failures: LOAD_FAILURES.map(({ error }) => error) }),
  { type: "fields.retry" },
  ...formEvents,
  ...outcomesOf("register", { answers: [registered(SUCCESS_HTML), registered("")], failures: REGISTER_FAILURES.map(({ error }) => error) }),
  { type: "registration.again" },
  // The sector field's select-options actor reporting its list (a stub stands in for it here).
  { type: "options.loaded", name: "sector", options: SECTOR_OPTIONS },
];

/**
 * The badge photo's upload field reporting: offered on an untouched form only, to keep the paths
 * few (a stored path touches the field). Register waits while it uploads.
 */
const uploadEvents = (snapshot: ReferralRegistrationSnapshot): ReadonlyArray<ReferralRegistrationEvent> => {
  if (!snapshot.matches("ready") || Object.keys(snapshot.context.touched).length > 0) return [];
  if (snapshot.context.uploading.length === 0) return [{ type: "upload.started", name: "badge" }];
  return [
    { type: "upload.ended", name: "badge" },
    { type: "upload.stored", name: "badge", path: BADGE_PATH },
  ];
};

/** The fields once the sector list arrived: the same definitions, sector with the served options. */
const FIELDS_WITH_SECTORS = FIELDS.map((field) => (field.name === "sector" ? { ...field, options: [...SECTOR_OPTIONS] } : field));

interface World {
  readonly toasts: ToastParams[];
  refreshes: number;
  /** The option lists the form's select-options actors asked for. */
  readonly optionLoaders: Array<{ source: string }>;
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
  events: (snapshot) => [...allEvents, ...uploadEvents(snapshot)],
  controlledActors: ["loadFormFields", "register"],
  world: (): World => ({ toasts: [], refreshes: 0, optionLoaders: [] }),
  implementations: (world) => ({
    actors: {
      // Its load never settles here: the select-options model walks that machine's own paths.
      selectOptions: selectOptionsMachine.provide({
        actors: {
          loadOptions: fromPromise<OptionsAnswer, { source: string }>(({ input }) => {
            world.optionLoaders.push(input);
            return new Promise<OptionsAnswer>(() => undefined);
          }),
        },
      }),
    },
    actions: {
      notify: recordInto(world.toasts),
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
      const { event } = step;
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(context.fields === FIELDS || JSON.stringify(context.fields) === JSON.stringify(FIELDS_WITH_SECTORS));
      // One select-options actor for the one selectApi field, started once with the list's name.
      assert.deepEqual(step.world.optionLoaders, [{ source: "sectors" }]);
      const loader = snapshot.children[selectOptionsActorId("sector")]?.getSnapshot() as { context?: object } | undefined;
      assert.deepEqual(loader?.context, { name: "sector", source: "sectors", apiType: null, options: [], error: null });
      if (step.event.type === "options.loaded") assert.deepEqual(context.fields, FIELDS_WITH_SECTORS);
      assert.deepEqual(Object.keys(context.values), ANSWERABLE);
      assert.equal(context.successMessage, null);
      assert.equal(context.ticket, null);
      assert.equal(submitLabel(snapshot), REFERRAL_TEXTS.submit);
      const check = checkForm(context.fields, context.values);
      assert.equal(submitDisabled(snapshot), !check.valid || context.uploading.length > 0);
      // One upload field for the one image field, showing its answer.
      const badge = uploadActorOf(snapshot, "badge")?.getSnapshot();
      assert.equal(badge?.context.kind, "image");
      if (event.type === "upload.started") assert.deepEqual(context.uploading, ["badge"]);
      if (event.type === "upload.ended") assert.deepEqual(context.uploading, []);
      if (event.type === "upload.stored") {
        assert.equal(context.values["badge"], BADGE_PATH);
        assert.deepEqual(context.uploading, []);
        assert.ok("badge" in context.touched);
      }
      // Errors show for touched fields only, the server's until the field changes.
      for (const [name, message] of Object.entries(shownErrors(context))) {
        assert.equal(message, name in context.touched ? (check.errors[name] ?? context.serverErrors[name]) : context.serverErrors[name]);
      }
      if (event.type === "xstate.done.actor.loadFormFields" || event.type === "registration.again") {
        assert.equal(badge?.context.path, null);
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
      if (event.type === "form.submit" && context.uploading.length > 0) {
        // Register waits for the upload: nothing is checked or sent.
        assert.equal(step.actors["register"]!.pending("register"), undefined);
      } else if (event.type === "form.submit") {
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
        ...(context.values["badge"] === BADGE_PATH ? { badge: BADGE_PATH } : {}),
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
        assert.equal(context.ticket?.badge.ticketCode, answer.data.ticketCode);
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
