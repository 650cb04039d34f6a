import type { SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { isRefusal, refusalShown } from "../forms/entity-dialog.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../forms/entity-messages.ts";
import { createFormMachine } from "../forms/form-machine.ts";
import { firstSectionWithError, toastedFailure, type FailureShown, type FieldErrors, type FormOptions } from "../forms/form-options.ts";
import { isEmailAddress, isWebUrl } from "../../rules/field-rules.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import type { UploadFieldSpec } from "../forms/upload-fields.ts";
import { messagesOfFields, sessionEnded } from "../forms/whole-form.ts";

export { SAVE_LABEL, SAVING_LABEL, saveLabel } from "../forms/whole-form.ts";

/**
 * The Company Profile form (SPEC §2 Company Profile, §3 Company profile, §5 Company profile, §8
 * Profile). Loads `GET /company-profile` into the form, checks it on Save, sends the whole profile
 * with `PUT /company-profile`, then reloads it from the server. The view reads `context.values`,
 * `context.errors`, `context.section` (the tab), `context.error` (a failed load's message in
 * `loadFailed`), the `loading` / `busy` tags and `saveLabel(snapshot)`, and sends `form.change`,
 * `section.change`, `form.submit` and `form.retry`.
 * Nothing typed is ever dropped: a refused or failed save keeps every value, and what is typed (or
 * uploaded) while a save runs survives the reload that follows it.
 */

export type CompanyProfile = components["schemas"]["CompanyProfile"];
export type CompanyProfileUpdate = components["schemas"]["CompanyProfileUpdate"];
export type CompanyProfileSaved = components["schemas"]["CompanyProfileUpdateResponse"];

/**
 * Every field of the contract's update body, in screen order. The last seven (address ... email) are
 * in the shared schema but not on screen (SPEC §3); they are loaded and sent back unchanged, so the
 * PUT carries the full profile.
 */
export const PROFILE_FIELDS = [
  "name", "industry", "description", "website", "boothLocation", "logo", "banner", "brochure",
  "linkedin", "twitter", "facebook", "instagram",
  "address", "city", "state", "zipCode", "country", "phone", "email",
] as const satisfies ReadonlyArray<keyof CompanyProfileUpdate>;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
// A field added to the contract must be added above, or the PUT would silently leave it out.
type Unlisted = Exclude<keyof CompanyProfileUpdate, ProfileField>;
const _everyFieldListed: [Unlisted] extends [never] ? true : never = true;
void _everyFieldListed;

export type ProfileValues = Readonly<Record<ProfileField, string>>;
export type ProfileErrors = FieldErrors<ProfileValues>;

/** The three tabs of the screen (SPEC §2) and the fields each shows. */
export type ProfileTab = "basic" | "media" | "social";
export const TAB_FIELDS: Readonly<Record<ProfileTab, ReadonlyArray<ProfileField>>> = {
  basic: ["name", "industry", "description", "website", "boothLocation"],
  media: ["logo", "banner", "brochure"],
  social: ["linkedin", "twitter", "facebook", "instagram"],
};

export const PROFILE_MESSAGES = {
  nameRequired: "Company name is required",
  urlInvalid: "Valid URL is required",
  emailInvalid: "Valid email is required",
  successTitle: SUCCESS_TITLE,
  success: "Company profile updated successfully",
  failureTitle: FAILURE_TITLE,
  failure: "Failed to update company profile",
} as const;

const URL_FIELDS = ["website", "linkedin", "twitter", "facebook", "instagram"] as const satisfies ReadonlyArray<ProfileField>;
export const EMPTY_PROFILE_VALUES: ProfileValues = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ""])) as Record<
  ProfileField,
  string
>;

/** The form of a loaded profile: a field the server holds as null is an empty input. */
export const profileValues = (profile: CompanyProfile): ProfileValues =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ""])) as Record<ProfileField, string>;

/**
 * The PUT body: every field, trimmed (the server trims too, but it checks URL formats before it
 * trims, so a pasted address with a trailing space would be refused). An empty string clears a field.
 */
export const profileUpdateBody = (values: ProfileValues): CompanyProfileUpdate =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])) as Record<ProfileField, string>;

/** SPEC §5 Company profile: name required; website (and the social links) a URL or empty; email valid or empty. */
export const validateProfile = (values: ProfileValues): ProfileErrors => {
  const errors: ProfileErrors = {};
  if (values.name.trim() === "") errors.name = PROFILE_MESSAGES.nameRequired;
  for (const field of URL_FIELDS) {
    const value = values[field].trim();
    if (value !== "" && !isWebUrl(value)) errors[field] = PROFILE_MESSAGES.urlInvalid;
  }
  const email = values.email.trim();
  if (email !== "" && !isEmailAddress(email)) errors.email = PROFILE_MESSAGES.emailInvalid;
  return errors;
};

/** The server's per-field messages for the fields of this form. */
export const serverFieldErrors = (byField: Readonly<Record<string, string>>): ProfileErrors => messagesOfFields(PROFILE_FIELDS, byField);

/** The tab holding the first field with a message, so a Save refused elsewhere shows why; null when none is on screen. */
export const tabOfFirstError = (errors: ProfileErrors): ProfileTab | null => firstSectionWithError(TAB_FIELDS, errors);

/** The tabs holding a field with a message, so their triggers can say so. */
export const tabsWithErrors = (errors: ProfileErrors): ReadonlySet<ProfileTab> =>
  new Set((["basic", "media", "social"] as const).filter((tab) => TAB_FIELDS[tab].some((field) => errors[field] !== undefined)));

/**
 * What a failed save shows. A 401: nothing, as the app's runner ends the session (Unauthorized
 * toast, redirect) and a second toast would replace that one. A refusal: the server's messages
 * beside the fields. Anything else: the §8 text. The toast always says the §8 text.
 */
export const profileFailure = (error: unknown): FailureShown<ProfileValues> => {
  if (sessionEnded(error)) return { message: null, toast: null };
  if (!isRefusal(error)) return toastedFailure(PROFILE_MESSAGES.failure);
  const shown = refusalShown(error, PROFILE_MESSAGES.failure);
  return { message: shown.error, toast: PROFILE_MESSAGES.failure, errors: serverFieldErrors(shown.fieldErrors) };
};

/**
 * SPEC §2 Media & Assets, §5 Profile images: logo and banner (PNG or JPG up to 5MB), brochure (PDF up
 * to 10MB). `field` names the toasts (SPEC §8 "<field> uploaded successfully").
 */
export const PROFILE_UPLOADS: ReadonlyArray<UploadFieldSpec & { readonly name: ProfileField }> = [
  { name: "logo", field: "Logo", kind: "image", uploadType: "companyProfile" },
  { name: "banner", field: "Banner", kind: "image", uploadType: "companyProfile" },
  { name: "brochure", field: "Brochure", kind: "pdf", uploadType: "companyProfile" },
];

/** The form's flow is the shared form machine's; this file holds its values, rules and texts. */
export const companyProfileForm: FormOptions<ProfileValues, CompanyProfileSaved, CompanyProfileUpdate, CompanyProfile, ProfileTab> = {
  id: "companyProfile",
  empty: EMPTY_PROFILE_VALUES,
  validate: validateProfile,
  messages: PROFILE_MESSAGES,
  body: profileUpdateBody,
  success: () => PROFILE_MESSAGES.success,
  failure: profileFailure,
  load: { values: profileValues, failure: loadErrorMessage },
  sections: { initial: "basic", fields: TAB_FIELDS },
  uploads: PROFILE_UPLOADS,
};

export const companyProfileMachine = createFormMachine(companyProfileForm);

export type CompanyProfileSnapshot = SnapshotFrom<typeof companyProfileMachine>;
