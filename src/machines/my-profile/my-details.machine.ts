import type { SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { isEmailAddress } from "../../rules/field-rules.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { fieldErrorsOf, isRefusal, refusalShown } from "../forms/entity-dialog-form.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../forms/entity-messages.ts";
import { createFormMachine } from "../forms/form-machine.ts";
import { toastedFailure, type FailureShown, type FieldErrors, type FormOptions } from "../forms/form-options.ts";
import type { UploadFieldSpec } from "../forms/upload-fields.ts";
import { messagesOfFields, sessionEnded } from "../forms/whole-form.ts";

export { SAVE_LABEL, SAVING_LABEL, saveLabel } from "../forms/whole-form.ts";

/**
 * The person's own details on My profile: name, e-mail and photo. Loads `GET /auth/me` into the
 * form, checks it on Save, sends `PUT /auth/updatedetails` (the server changes the account and the
 * person's team row together), then reloads the account so the form shows what was stored. The
 * photo is an upload field (`POST /auth/photo`, which every role may call): its stored path is the
 * form's `profileImageUrl`, saved with the rest. The view reads `context.values`, `context.errors`,
 * `context.error`, the `loading` / `busy` tags and `saveLabel(snapshot)`, and sends `form.change`,
 * `form.submit` and `form.retry`. A refused or failed save keeps every value typed.
 */

export type CurrentUser = components["schemas"]["CurrentUser"];
export type DetailsUpdate = components["schemas"]["UpdateDetailsRequest"];
export type DetailsSaved = components["schemas"]["UpdateDetailsResponse"];

export const DETAILS_FIELDS = ["firstName", "lastName", "email", "profileImageUrl"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type DetailsValues = Readonly<Record<DetailsField, string>>;
export type DetailsErrors = FieldErrors<DetailsValues>;

export const DETAILS_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailInvalid: "Valid email is required",
  successTitle: SUCCESS_TITLE,
  success: "Your profile was updated",
  failureTitle: FAILURE_TITLE,
  failure: "Failed to update your profile",
} as const;

export const EMPTY_DETAILS: DetailsValues = { firstName: "", lastName: "", email: "", profileImageUrl: "" };

/** The form of the loaded account: an unset e-mail or photo is an empty field. */
export const detailsValues = (user: CurrentUser): DetailsValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? "",
  profileImageUrl: user.profileImageUrl ?? "",
});

/** The PUT body: every field, trimmed; an empty e-mail or photo is removed (null). */
export const detailsBody = (values: DetailsValues): DetailsUpdate => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim() === "" ? null : values.email.trim(),
  profileImageUrl: values.profileImageUrl === "" ? null : values.profileImageUrl,
});

/** Both names are required (the server refuses a blank one); the e-mail is valid or empty. */
export const validateDetails = (values: DetailsValues): DetailsErrors => {
  const errors: DetailsErrors = {};
  if (values.firstName.trim() === "") errors.firstName = DETAILS_MESSAGES.firstNameRequired;
  if (values.lastName.trim() === "") errors.lastName = DETAILS_MESSAGES.lastNameRequired;
  const email = values.email.trim();
  if (email !== "" && !isEmailAddress(email)) errors.email = DETAILS_MESSAGES.emailInvalid;
  return errors;
};

const detailsErrorsOf = (byField: Readonly<Record<string, string>>): DetailsErrors => messagesOfFields(DETAILS_FIELDS, byField);

/**
 * What a failed save shows. A 401: nothing (the app's runner ends the session and says so). A
 * refusal: the server's words beside the form and the fields they name; the only conflict this call
 * answers is an e-mail another account uses, so a 409 is the e-mail's message. Anything else: the
 * plain failure. The toast says the server's words when it gave some.
 */
export const detailsFailure = (error: unknown): FailureShown<DetailsValues> => {
  if (sessionEnded(error)) return { message: null, toast: null };
  if (!isRefusal(error)) return toastedFailure(DETAILS_MESSAGES.failure);
  const shown = refusalShown(error, DETAILS_MESSAGES.failure);
  const errors = error._tag === "Conflict" ? { email: shown.error } : detailsErrorsOf(error._tag === "Validation" ? fieldErrorsOf(error.errors) : {});
  return { message: shown.error, toast: shown.error, errors };
};

/** The photo: PNG or JPG up to 5MB (SPEC §5 Profile images). `field` names the toasts ("Photo uploaded successfully"). */
export const DETAILS_UPLOADS: ReadonlyArray<UploadFieldSpec & { readonly name: DetailsField }> = [
  { name: "profileImageUrl", field: "Photo", kind: "image", uploadType: "teamMember" },
];

/** The form's flow is the shared form machine's; this file holds its values, rules and texts. */
export const myDetailsForm: FormOptions<DetailsValues, DetailsSaved, DetailsUpdate, CurrentUser> = {
  id: "myDetails",
  empty: EMPTY_DETAILS,
  validate: validateDetails,
  messages: DETAILS_MESSAGES,
  body: detailsBody,
  success: () => DETAILS_MESSAGES.success,
  failure: detailsFailure,
  load: { values: detailsValues, failure: loadErrorMessage },
  uploads: DETAILS_UPLOADS,
};

export const myDetailsMachine = createFormMachine(myDetailsForm);

export type MyDetailsSnapshot = SnapshotFrom<typeof myDetailsMachine>;
