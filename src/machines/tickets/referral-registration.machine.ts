import { assign, setup, type SnapshotFrom } from "xstate";
import type { ReferralRegistrationContext, ReferralRegistrationTypes, RegistrationBody } from "./referral-registration.types.ts";
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
} from "../../rules/form-rules.ts";
import { failureMessage, REFERRAL_TEXTS, registeredTicketOf, serverFieldErrors, successMessageOf, type RegisteredTicket, type RegistrationAnswer } from "./referral-outcome.ts";
import { selectOptionsActorId, selectOptionsMachine } from "../forms/select-options.machine.ts";
import { endedUpload, setUploadPaths, spawnUploadFields, startedUpload, uploadRunning, type UploadEnqueue } from "../forms/upload-fields.ts";
import { uploadMachine } from "../forms/upload.machine.ts";
import { formUploads } from "../forms/form-uploads.ts";

export { failureMessage, REFERRAL_TEXTS, serverFieldErrors, successMessageOf, type RegisteredTicket, type RegistrationAnswer };
export type { ReferralRegistrationContext, ReferralRegistrationEvent, ReferralRegistrationInput, RegistrationBody } from "./referral-registration.types.ts";

/**
 * "Register User via Referral" on a pass (SPEC §2 Referral registration dialog, §4 Referral
 * registration, §5 Dynamic forms, §8 Referral). The dialog starts one actor per opening with the
 * pass; the view reads:
 * - `hasTag('busy')` (loading the form, registering), `hasTag('error')` with `context.error`;
 * - `context.fields` to draw, `context.values`, and `shownErrors(context)` beside the fields;
 * - `submitDisabled(snapshot)` and `submitLabel(snapshot)` for the button;
 * - in `success`, `context.successMessage`: server HTML, to be sanitised with DOMPurify (GUIDE 8),
 *   and `context.ticket`: the ticket code, the badge to download and what became of the e-mail;
 * - for a select whose options come from `selectApi`, the select-options actor spawned for it
 *   (`snapshot.children[selectOptionsActorId(name)]`): loading, failed with Retry, or its options.
 *   Their options, once loaded, join the field's definition here, so the form accepts only those;
 * - for an image or file field, the upload field spawned for it (`uploadActorOf(snapshot, name)`):
 *   its stored path is the answer, and Register waits while it uploads.
 */

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

const freshForm = (fields: ReadonlyArray<FormField>) =>
  ({ values: initialValues(fields), touched: {}, serverErrors: {}, error: null, successMessage: null, ticket: null, uploading: [] });

/** The register call's body; the submit guard has already checked the form, so the answers exist. */
export const registrationBody = (context: ReferralRegistrationContext): RegistrationBody => {
  const check = checkForm(context.fields, context.values);
  const answers: FormAnswers = check.valid ? check.answers : {};
  return { ...answers, ticketId: context.passId };
};

const referralRegistrationSetup = setup({
  types: {} as ReferralRegistrationTypes,
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
      ticket: (_, params: { answer: RegistrationAnswer }) => registeredTicketOf(params.answer),
      error: null,
      serverErrors: {},
    }),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.fields, context.values).valid,
    uploadPending: ({ context }) => uploadRunning(context.uploading),
  },
});

/** The form's own actors, once per dialog as the fields arrive: one select-options actor per selectApi field, one upload field per image or file field. */
const spawnFieldActors = referralRegistrationSetup.enqueueActions(({ context, enqueue }) => {
  for (const field of selectApiFields(context.fields)) {
    enqueue.spawnChild("selectOptions", {
      id: selectOptionsActorId(field.name),
      input: { name: field.name, source: field.selectApi!.trim(), apiType: field.apiType ?? null },
    });
  }
  spawnUploadFields(enqueue as unknown as UploadEnqueue, formUploads(context.fields));
});

/** Register another: the upload fields show the fresh form's (empty) answers again. */
const showUploadAnswers = referralRegistrationSetup.enqueueActions(({ context, enqueue }) =>
  setUploadPaths(enqueue.sendTo, formUploads(context.fields), context.values),
);

export const referralRegistrationMachine = referralRegistrationSetup.extend({ actions: { spawnFieldActors, showUploadAnswers } }).createMachine({
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
          actions: [{ type: "setFields", params: ({ event }) => ({ fields: event.output }) }, "spawnFieldActors"],
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
          actions: ["resetForm", "showUploadAnswers"],
        },
      },
    },
  },
});

export type ReferralRegistrationSnapshot = SnapshotFrom<typeof referralRegistrationMachine>;
