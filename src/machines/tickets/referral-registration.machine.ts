import { assign, enqueueActions, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import {
  answerableFields,
  checkForm,
  fieldOptions,
  initialValues,
  normaliseValue,
  type AnswerableField,
  type FieldValue,
  type FormAnswers,
  type FormField,
  type FormFieldOption,
  type FormValues,
} from "../../rules/referral-form-rules.ts";
import { failureMessage, REFERRAL_TEXTS, serverFieldErrors, successMessageOf, type RegistrationAnswer } from "./referral-outcome.ts";
import { selectOptionsActorId, selectOptionsMachine, type OptionsLoadedEvent } from "./select-options.machine.ts";
import { endedUpload, setUploadPaths, spawnUploadFields, startedUpload, uploadRunning, type RunningUploads, type UploadEnqueue, type UploadReport } from "../forms/upload-fields.ts";
import { uploadMachine } from "../forms/upload.machine.ts";
import { referralUploads } from "./referral-uploads.ts";

export { failureMessage, REFERRAL_TEXTS, serverFieldErrors, successMessageOf, type RegistrationAnswer };

/**
 * "Register User via Referral" on a pass (SPEC §2 Referral registration dialog, §4 Referral
 * registration, §5 Dynamic forms, §8 Referral). The dialog starts one actor per opening with the
 * pass; the view reads:
 * - `hasTag('busy')` (loading the form, registering), `hasTag('error')` with `context.error`;
 * - `context.fields` to draw, `context.values`, and `shownErrors(context)` beside the fields;
 * - `submitDisabled(snapshot)` and `submitLabel(snapshot)` for the button;
 * - in `success`, `context.successMessage`: server HTML, to be sanitised with DOMPurify (GUIDE 8);
 * - for a select whose options come from `selectApi`, the select-options actor spawned for it
 *   (`snapshot.children[selectOptionsActorId(name)]`): loading, failed with Retry, or its options.
 *   Their options, once loaded, join the field's definition here, so the form accepts only those;
 * - for an image or file field, the upload field spawned for it (`uploadActorOf(snapshot, name)`):
 *   its stored path is the answer, and Register waits while it uploads.
 */

/** The contract's body: the pass id plus the answers as top-level keys. */
export type RegistrationBody = components["schemas"]["ReferralRegistrationRequest"];

export interface ReferralRegistrationInput {
  /** The pass the person is registered on (the call's `ticketId`). */
  readonly passId: string;
  readonly eventId: string;
}

export interface ReferralRegistrationContext {
  readonly passId: string;
  readonly eventId: string;
  /** The pass's form-field definitions, in display order (display-only and nameless ones included). */
  readonly fields: ReadonlyArray<FormField>;
  readonly values: FormValues;
  /** Fields whose errors may show (SPEC §5: after the field was touched); keys in field order. */
  readonly touched: Readonly<Record<string, true>>;
  /** The server's per-field messages of the last refused registration, until that field changes. */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly error: string | null;
  /** The server's HTML message of the last registration. */
  readonly successMessage: string | null;
  /** The image and file fields whose upload runs. */
  readonly uploading: RunningUploads;
}

export type ReferralRegistrationEvent =
  | { readonly type: "field.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "field.blur"; readonly name: string }
  | { readonly type: "form.submit" }
  | { readonly type: "registration.again" }
  | { readonly type: "fields.retry" }
  | OptionsLoadedEvent
  | UploadReport;

/** Select and multiSelect fields that list no options of their own and name an option list instead. */
export const selectApiFields = (fields: ReadonlyArray<FormField>): AnswerableField[] =>
  answerableFields(fields).filter(
    (field) =>
      (field.type === "select" || field.type === "multiSelect") &&
      typeof field.selectApi === "string" &&
      field.selectApi.trim() !== "" &&
      fieldOptions(field).length === 0,
  );

/** Touched names rebuilt in field order, so the same set is always the same object. */
const touchedIn = (fields: ReadonlyArray<FormField>, isTouched: (name: string) => boolean): Record<string, true> =>
  Object.fromEntries(
    answerableFields(fields)
      .filter((field) => isTouched(field.name))
      .map((field) => [field.name, true as const]),
  );

const freshForm = (fields: ReadonlyArray<FormField>) => ({
  values: initialValues(fields),
  touched: {},
  serverErrors: {},
  error: null,
  successMessage: null,
  uploading: [],
});

/** The register call's body; the submit guard has already checked the form, so the answers exist. */
export const registrationBody = (context: ReferralRegistrationContext): RegistrationBody => {
  const check = checkForm(context.fields, context.values);
  const answers: FormAnswers = check.valid ? check.answers : {};
  return { ...answers, ticketId: context.passId };
};

export const referralRegistrationMachine = setup({
  types: {
    context: {} as ReferralRegistrationContext,
    events: {} as ReferralRegistrationEvent,
    input: {} as ReferralRegistrationInput,
    tags: {} as "busy" | "error",
  },
  // Real actors: `referralRegistrationImplementations(...)` from referral-registration.actors.ts.
  actors: {
    /** `listFormFields` (?ticketId=<passId>): the pass's form-field definitions. */
    loadFormFields: notProvidedActor<ReadonlyArray<FormField>, { passId: string }>("loadFormFields"),
    /** `createReferralRegistration`. */
    register: notProvidedActor<RegistrationAnswer, RegistrationBody>("register"),
    /** One per selectApi field; provided with its real `loadOptions` by the actors file. */
    selectOptions: selectOptionsMachine,
    /** One per image or file field; its call and toasts are provided by whoever creates this machine. */
    upload: uploadMachine,
  },
  actions: {
    /** Shows a toast; the app root provides Ark's toaster (`notify` in src/ui/toaster.ts). */
    notify: notProvided<ToastParams>("notify"),
    /** SPEC §7: after a registration the passes and the referral registrations are refetched. */
    refreshPassesAndReferrals: notProvided("refreshPassesAndReferrals"),
    clearError: assign({ error: null }),
    setFields: assign((_, params: { fields: ReadonlyArray<FormField> }) => ({
      fields: params.fields,
      ...freshForm(params.fields),
    })),
    resetForm: assign(({ context }) => freshForm(context.fields)),
    setOptions: assign(({ context }, params: { name: string; options: ReadonlyArray<FormFieldOption> }) => ({
      fields: context.fields.map((field) =>
        field.name === params.name && selectApiFields([field]).length === 1 ? { ...field, options: [...params.options] } : field,
      ),
    })),
    change: assign(({ context }, params: { name: string; value: FieldValue }) => {
      const field = answerableFields(context.fields).find((candidate) => candidate.name === params.name);
      if (field === undefined) return {};
      // The server's word on this field no longer applies to what is being typed.
      const { [params.name]: _dropped, ...serverErrors } = context.serverErrors;
      return { values: { ...context.values, [params.name]: normaliseValue(field, params.value) }, serverErrors };
    }),
    touch: assign(({ context }, params: { name: string }) => ({
      touched: touchedIn(context.fields, (name) => name in context.touched || name === params.name),
    })),
    startUpload: assign(({ context }, params: { name: string }) => ({ uploading: startedUpload(context.uploading, params.name) })),
    endUpload: assign(({ context }, params: { name: string }) => ({ uploading: endedUpload(context.uploading, params.name) })),
    touchAll: assign(({ context }) => ({ touched: touchedIn(context.fields, () => true) })),
    setLoadFailure: assign({
      error: (_, params: { error: unknown }) => failureMessage(params.error, REFERRAL_TEXTS.loadFailed),
    }),
    setRegisterFailure: assign(({ context }, params: { error: unknown }) => ({
      error: failureMessage(params.error, REFERRAL_TEXTS.registerFailed),
      serverErrors: serverFieldErrors(context.fields, params.error),
    })),
    setSuccess: assign({
      successMessage: (_, params: { answer: RegistrationAnswer }) => successMessageOf(params.answer),
      error: null,
      serverErrors: {},
    }),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.fields, context.values).valid,
    uploadPending: ({ context }) => uploadRunning(context.uploading),
  },
}).createMachine({
  id: "referralRegistration",
  context: ({ input }) => ({
    passId: input.passId,
    eventId: input.eventId,
    fields: [],
    ...freshForm([]),
  }),
  initial: "loadingFields",
  on: {
    "options.loaded": {
      description: "A selectApi field's options arrived: from now on the form accepts only those.",
      actions: { type: "setOptions", params: ({ event }) => ({ name: event.name, options: event.options }) },
    },
  },
  states: {
    loadingFields: {
      tags: "busy",
      entry: "clearError",
      invoke: {
        id: "loadFormFields",
        src: "loadFormFields",
        input: ({ context }) => ({ passId: context.passId }),
        onDone: {
          target: "ready",
          actions: [
            { type: "setFields", params: ({ event }) => ({ fields: event.output }) },
            // One select-options actor per selectApi field; the fields arrive once per dialog.
            enqueueActions(({ context, enqueue }) => {
              for (const field of selectApiFields(context.fields)) {
                enqueue.spawnChild("selectOptions", {
                  id: selectOptionsActorId(field.name),
                  input: { name: field.name, source: field.selectApi!.trim(), apiType: field.apiType ?? null },
                });
              }
              spawnUploadFields(enqueue as unknown as UploadEnqueue, referralUploads(context.fields));
            }),
          ],
        },
        onError: { target: "loadFailed", actions: { type: "setLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: "The form could not be loaded; context.error says why, and the person may retry.",
      tags: "error",
      on: { "fields.retry": "loadingFields" },
    },
    ready: {
      description: "The form, filled in; a refused registration comes back to `ready.error` with the answers kept.",
      initial: "idle",
      on: {
        "field.change": { actions: { type: "change", params: ({ event }) => ({ name: event.name, value: event.value }) } },
        "field.blur": { actions: { type: "touch", params: ({ event }) => ({ name: event.name }) } },
        "upload.started": { actions: { type: "startUpload", params: ({ event }) => event } },
        "upload.ended": { actions: { type: "endUpload", params: ({ event }) => event } },
        "upload.stored": {
          description: "An upload finished, or Remove: the stored path is the field's answer, as if typed and left.",
          actions: [
            { type: "change", params: ({ event }) => ({ name: event.name, value: event.path ?? "" }) },
            { type: "endUpload", params: ({ event }) => event }, { type: "touch", params: ({ event }) => event },
          ],
        },
        "form.submit": [
          { guard: "uploadPending", description: "An upload still runs: Register waits for it." },
          { guard: "formValid", target: "submitting", actions: "touchAll" },
          {
            description: "Invalid: every field's error shows (SPEC §5 mode all) and nothing is sent.",
            actions: "touchAll",
          },
        ],
      },
      states: {
        idle: {},
        error: {
          description: "The last registration failed: context.error, and per-field server messages in context.serverErrors.",
          tags: "error",
        },
      },
    },
    submitting: {
      tags: "busy",
      entry: "clearError",
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => registrationBody(context),
        onDone: {
          target: "success",
          actions: [
            { type: "setSuccess", params: ({ event }) => ({ answer: event.output }) },
            {
              type: "notify",
              params: { title: REFERRAL_TEXTS.toastSuccessTitle, description: REFERRAL_TEXTS.toastSuccess, variant: "success" },
            },
            "refreshPassesAndReferrals",
          ],
        },
        onError: {
          target: "ready.error",
          actions: [
            { type: "setRegisterFailure", params: ({ event }) => ({ error: event.error }) },
            {
              type: "notify",
              params: ({ context }) => ({
                title: REFERRAL_TEXTS.toastErrorTitle,
                description: context.error ?? REFERRAL_TEXTS.registerFailed,
                variant: "destructive",
              }),
            },
          ],
        },
      },
    },
    success: {
      description: '"Registration Successful!" with context.successMessage (server HTML).',
      on: {
        "registration.again": {
          target: "ready",
          actions: ["resetForm", enqueueActions(({ context, enqueue }) => setUploadPaths(enqueue.sendTo, referralUploads(context.fields), context.values))],
        },
      },
    },
  },
});

export type ReferralRegistrationSnapshot = SnapshotFrom<typeof referralRegistrationMachine>;
export { shownErrors, submitDisabled, submitLabel } from "./referral-form-view.ts";
