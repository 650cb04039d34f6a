import { assign, enqueueActions, sendTo, setup } from "xstate";
import { isApiError } from "../../../api/error-checks.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { SUCCESS_TITLE } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notify } from "../../forms/notify-action.ts";
import { spawnUploadFields, uploadActorId, type UploadFieldSpec, type UploadReport } from "../../forms/upload-fields.ts";
import { uploadMachine } from "../../forms/upload.machine.ts";
import { notProvidedActor } from "../../not-provided.ts";
import { normalDomain } from "../../../rules/event-settings-rules.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import {
  EMPTY_FORM,
  changesOf,
  formFieldOfPath,
  formOf,
  newDomainProblem,
  withNewDomain,
  type EventSettings,
  type EventSettingsFieldErrors,
  type EventSettingsForm,
  type EventSettingsFormField,
  type EventSettingsUpdate,
} from "./event-settings-form.ts";
import { risksOf } from "./event-settings-risks.ts";

export interface EventSettingsScreenContext {
  readonly settings: EventSettings | null;
  readonly error: string | null;
  readonly form: EventSettingsForm;
  readonly fieldErrors: EventSettingsFieldErrors;
  /** Why the last save or upload failed, when no field is to blame. */
  readonly formError: string | null;
  /** What the save being asked about would do beyond the form (`confirmingSave`), each in a sentence. */
  readonly risks: readonly string[];
}

export type EventSettingsScreenEvent =
  | { readonly type: "settings.retry" }
  | { readonly type: "form.change"; readonly field: EventSettingsFormField; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.reset" }
  | { readonly type: "save.confirm" }
  | { readonly type: "save.cancel" }
  | { readonly type: "domain.add" }
  | { readonly type: "domain.remove"; readonly domain: string }
  | UploadReport;

/** The logo's upload field: the portal's own, whose upload call stores the file as the event's logo. */
export const LOGO_FIELD: UploadFieldSpec = { name: "logo", field: "Logo", kind: "image", uploadType: "eventWebsite" };
const LOGO_FIELD_ID = uploadActorId(LOGO_FIELD.name);

const SAVE_FAILED = "The settings could not be saved. Nothing was changed; try again.";
const REMOVE_FAILED = "The logo could not be removed.";

/**
 * The server's refusal spread over the fields it names (a taken domain is the main domain's when its
 * message names that one, else the extra domains'); the rest as the form's.
 */
function refusalOf(error: unknown, form: EventSettingsForm): { fieldErrors: EventSettingsFieldErrors; formError: string | null } {
  if (isApiError(error) && error._tag === "Conflict") {
    return { fieldErrors: error.message.startsWith(`${normalDomain(form.domain)} `) ? { domain: error.message } : { domains: error.message }, formError: null };
  }
  if (isApiError(error) && error._tag === "Validation") {
    const fieldErrors: EventSettingsFieldErrors = {};
    for (const { path, message } of error.errors) {
      const field = formFieldOfPath(path);
      if (field) fieldErrors[field] ??= message;
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  }
  return { fieldErrors: {}, formError: serverMessage(error) ?? SAVE_FAILED };
}

/**
 * The console's Event settings: the organiser's event as one form (title, dates and time zone,
 * domain and extra domains, logo and colours, support contact, Google sign-in, badge id pattern). A save sends only
 * what changed; a refusal puts each message under its field and keeps everything typed. The logo is
 * uploaded on its own, at once, through the portal's upload field (a child of this machine, whose
 * call stores the file as the event's logo), without touching what is being typed; Remove in that
 * field takes the logo off the event.
 */
export const eventSettingsScreenMachine = setup({
  types: {} as { input: ConsoleScreenInput; context: EventSettingsScreenContext; events: EventSettingsScreenEvent; tags: "busy" | "error" | "confirm" },
  actors: {
    /** `getOrganiserEventSettings`. */
    loadSettings: notProvidedActor<EventSettings>("loadSettings"),
    /** `updateOrganiserEventSettings`: the settings as saved and the server's message. */
    saveSettings: notProvidedActor<{ message: string; data: EventSettings }, EventSettingsUpdate>("saveSettings"),
    /** The logo's upload field; its call is `uploadOrganiserEventLogo`, answering the stored path. */
    upload: uploadMachine,
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(changesOf(context.form, context.settings!).problems).length > 0,
    newDomainInvalid: ({ context }) => newDomainProblem(context.form) !== undefined,
    nothingChanged: ({ context }) => Object.keys(changesOf(context.form, context.settings!).update).length === 0,
    risky: ({ context }) => risksOf(changesOf(context.form, context.settings!).update, context.settings!).length > 0,
    logoRemoved: ({ event }) => event.type === "upload.stored" && event.path === null,
  },
  actions: {
    notify,
    showSettings: assign((_, params: { settings: EventSettings }) => ({ settings: params.settings, form: formOf(params.settings), fieldErrors: {}, formError: null, error: null })),
    // A new logo (or none) leaves what is being typed as it is.
    showLogo: assign(({ context }, params: { logo: string | null }) => ({ settings: { ...context.settings!, logo: params.logo }, formError: null })),
    /** The upload field shows the event's logo as saved (after a read, a save, or a removal that failed). */
    showLogoInField: sendTo(LOGO_FIELD_ID, ({ context }) => ({ type: "path.set" as const, path: context.settings?.logo ?? null })),
    showLoadError: assign({ error: (_, params: { error: unknown }) => loadErrorMessage(params.error) }),
    changeField: assign(({ context }, params: { field: EventSettingsFormField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
      formError: null,
    })),
    holdRisks: assign({ risks: ({ context }) => risksOf(changesOf(context.form, context.settings!).update, context.settings!) }),
    forgetRisks: assign({ risks: [] }),
    resetForm: assign(({ context }) => ({ form: formOf(context.settings!), fieldErrors: {}, formError: null })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: changesOf(context.form, context.settings!).problems, formError: null })),
    showRefusal: assign(({ context }, params: { error: unknown }) => refusalOf(params.error, context.form)),
    showRemoveError: assign({ formError: (_, params: { error: unknown }) => serverMessage(params.error) ?? REMOVE_FAILED }),
    showNewDomainProblem: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, newDomain: newDomainProblem(context.form) } })),
    addDomain: assign(({ context }) => ({ form: withNewDomain(context.form), fieldErrors: { ...context.fieldErrors, newDomain: undefined, domains: undefined }, formError: null })),
    removeDomain: assign(({ context }, params: { domain: string }) => ({
      form: { ...context.form, domains: context.form.domains.filter((domain) => domain !== params.domain) },
      fieldErrors: { ...context.fieldErrors, domains: undefined },
      formError: null,
    })),
  },
}).createMachine({
  id: "eventSettingsScreen",
  context: { settings: null, error: null, form: EMPTY_FORM, fieldErrors: {}, formError: null, risks: [] },
  entry: enqueueActions(({ enqueue }) => spawnUploadFields(enqueue, [LOGO_FIELD])),
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "loadSettings",
        src: "loadSettings",
        onDone: { target: "editing", actions: [{ type: "showSettings", params: ({ event }) => ({ settings: event.output }) }, "showLogoInField"] },
        onError: { target: "failed", actions: { type: "showLoadError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "settings.retry": "loading" } },
    editing: {
      on: {
        "form.change": { actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
        "form.reset": { actions: "resetForm" },
        "form.submit": [{ guard: "formInvalid", actions: "showFieldErrors" }, { guard: "nothingChanged" }, { guard: "risky", target: "confirmingSave" }, { target: "saving" }],
        "domain.add": [{ guard: "newDomainInvalid", actions: "showNewDomainProblem" }, { actions: "addDomain" }],
        "domain.remove": { actions: { type: "removeDomain", params: ({ event }) => ({ domain: event.domain }) } },
        "upload.started": "uploadingLogo",
        "upload.stored": { guard: "logoRemoved", target: "removingLogo" },
      },
    },
    confirmingSave: {
      tags: "confirm",
      description: "The save would move every exhibitor's portal or delete the Google client secret: the organiser is told exactly what and asked first.",
      entry: "holdRisks",
      exit: "forgetRisks",
      on: { "save.confirm": "saving", "save.cancel": "editing" },
    },
    saving: {
      tags: "busy",
      invoke: {
        id: "saveSettings",
        src: "saveSettings",
        input: ({ context }) => changesOf(context.form, context.settings!).update,
        onDone: {
          target: "editing",
          actions: [
            { type: "showSettings", params: ({ event }) => ({ settings: event.output.data }) },
            { type: "notify", params: ({ event }) => ({ title: SUCCESS_TITLE, description: event.output.message, variant: "success" }) },
          ],
        },
        onError: { target: "editing", actions: { type: "showRefusal", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploadingLogo: {
      tags: "busy",
      description: "The upload field stores the file as the event's logo; it reports the path, or that it failed (and says why itself).",
      on: {
        "upload.stored": { target: "editing", actions: { type: "showLogo", params: ({ event }) => ({ logo: event.path }) } },
        "upload.ended": "editing",
      },
    },
    removingLogo: {
      tags: "busy",
      invoke: {
        id: "removeLogo",
        src: "saveSettings",
        input: { logo: null },
        onDone: { target: "editing", actions: { type: "showLogo", params: ({ event }) => ({ logo: event.output.data.logo }) } },
        onError: { target: "editing", actions: [{ type: "showRemoveError", params: ({ event }) => ({ error: event.error }) }, "showLogoInField"] },
      },
    },
  },
});

export type EventSettingsScreenMachine = typeof eventSettingsScreenMachine;
