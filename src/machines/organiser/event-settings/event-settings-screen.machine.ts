import { isApiError } from "../../../api/error-checks.ts";
import { normalDomain } from "../../../rules/event-settings-rules.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { createFormMachine } from "../../forms/form-machine.ts";
import type { FailureShown, FormOptions } from "../../forms/form-options.ts";
import type { UploadFieldSpec } from "../../forms/upload-fields.ts";
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
  type EventSettingsUpdate,
} from "./event-settings-form.ts";
import { risksOf } from "./event-settings-risks.ts";

/** `updateOrganiserEventSettings`' answer: the settings as saved and the server's message. */
export interface EventSettingsSaved {
  readonly message: string;
  readonly data: EventSettings;
}

/** The logo's upload field: the portal's own, whose upload call stores the file as the event's logo. */
export const LOGO_FIELD: UploadFieldSpec = { name: "logo", field: "Logo", kind: "image", uploadType: "eventWebsite", savesRecord: true };

const SAVE_FAILED = "The settings could not be saved. Nothing was changed; try again.";
const REMOVE_FAILED = "The logo could not be removed.";

/**
 * The server's refusal spread over the fields it names (a taken domain is the main domain's when its
 * message names that one, else the extra domains'); the rest as the form's. Never a toast.
 */
export function refusalOf(error: unknown, form: EventSettingsForm): FailureShown<EventSettingsForm> {
  if (isApiError(error) && error._tag === "Conflict") {
    return { message: null, toast: null, errors: error.message.startsWith(`${normalDomain(form.domain)} `) ? { domain: error.message } : { domains: error.message } };
  }
  if (isApiError(error) && error._tag === "Validation") {
    const errors: EventSettingsFieldErrors = {};
    for (const { path, message } of error.errors) {
      const field = formFieldOfPath(path);
      if (field) errors[field] ??= message;
    }
    if (Object.keys(errors).length > 0) return { message: null, toast: null, errors };
  }
  return { message: serverMessage(error) ?? SAVE_FAILED, toast: null };
}

/**
 * The console's Event settings: the organiser's event as one form (title, dates and time zone,
 * domain and extra domains, logo and colours, support contact, Google sign-in, badge id pattern) on
 * the shared form machine. A save sends only what changed from the loaded settings, and nothing when
 * nothing did; one that would move every exhibitor's portal or delete the Google client secret asks
 * first; a refusal puts each message under its field and keeps everything typed. The extra domains
 * are listed and unlisted one by one (`domain.add`, `domain.remove`). The logo is its own: its upload
 * call stores the file as the event's logo at once, and Remove in its field takes it off at once.
 */
export const eventSettingsForm: FormOptions<EventSettingsForm, EventSettingsSaved, EventSettingsUpdate, EventSettings> = {
  id: "eventSettingsScreen",
  empty: EMPTY_FORM,
  validate: (values, saved) => changesOf(values, saved).problems,
  unchanged: (values, saved) => Object.keys(changesOf(values, saved).update).length === 0,
  consequences: (values, saved) => risksOf(changesOf(values, saved).update, saved),
  body: (values, saved) => changesOf(values, saved).update,
  messages: { successTitle: SUCCESS_TITLE, failureTitle: FAILURE_TITLE },
  success: (_, answer) => answer.message,
  failure: refusalOf,
  load: {
    values: formOf,
    failure: loadErrorMessage,
    reset: true,
    recordUploads: { stored: (settings, _, path) => ({ ...settings, logo: path }), removalFailure: (error) => serverMessage(error) ?? REMOVE_FAILED },
  },
  edits: {
    "domain.add": (values) => {
      const problem = newDomainProblem(values);
      return problem === undefined ? { values: withNewDomain(values) } : { errors: { newDomain: problem } };
    },
    "domain.remove": (values, _, domain) => ({ values: { ...values, domains: values.domains.filter((listed) => listed !== domain) } }),
  },
  uploads: [LOGO_FIELD],
};

export const eventSettingsScreenMachine = createFormMachine(eventSettingsForm);

export type EventSettingsScreenMachine = typeof eventSettingsScreenMachine;
