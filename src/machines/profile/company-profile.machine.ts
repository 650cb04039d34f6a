import { assign, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/errors.ts";
import type { components } from "../../api/schema.d.ts";
import { fieldErrorsOf, isRefusal, refusalShown } from "../forms/entity-dialog.machine.ts";
import { FAILURE_TITLE, SUCCESS_TITLE, type ToastParams } from "../forms/entity-messages.ts";
import { withoutFieldError } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { isEmailAddress, isWebUrl } from "../../rules/field-rules.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";

/**
 * The Company Profile form (SPEC §2 Company Profile, §3 Company profile, §5 Company profile, §8
 * Profile). Loads `GET /company-profile` into the form, checks it on Save, sends the whole profile
 * with `PUT /company-profile`, then reloads it from the server. The view reads `context.values`,
 * `context.errors`, `context.tab`, `context.error`, `context.loadError`, the `loading` / `busy` tags
 * and `saveLabel(snapshot)`, and sends `field.change`, `tab.change`, `form.submit` and `profile.retry`.
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
  "name",
  "industry",
  "description",
  "website",
  "boothLocation",
  "logo",
  "banner",
  "brochure",
  "linkedin",
  "twitter",
  "facebook",
  "instagram",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
  "phone",
  "email",
] as const satisfies ReadonlyArray<keyof CompanyProfileUpdate>;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
// A field added to the contract must be added above, or the PUT would silently leave it out.
type Unlisted = Exclude<keyof CompanyProfileUpdate, ProfileField>;
const _everyFieldListed: [Unlisted] extends [never] ? true : never = true;
void _everyFieldListed;

export type ProfileValues = Readonly<Record<ProfileField, string>>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

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

export const SAVE_LABEL = "Save Changes";
export const SAVING_LABEL = "Saving...";

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

/** An absolute http(s) address, as the server requires for the website (and the links it shows). */
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

const isProfileField = (field: string): field is ProfileField => (PROFILE_FIELDS as ReadonlyArray<string>).includes(field);

/** The server's per-field messages for the fields of this form. */
export const serverFieldErrors = (byField: Readonly<Record<string, string>>): ProfileErrors =>
  Object.fromEntries(Object.entries(byField).filter(([field]) => isProfileField(field)));

/** The tab holding the first field with a message, so a Save refused elsewhere shows why; null when none is on screen. */
export const tabOfFirstError = (errors: ProfileErrors): ProfileTab | null => {
  for (const tab of ["basic", "media", "social"] as const) {
    if (TAB_FIELDS[tab].some((field) => errors[field] !== undefined)) return tab;
  }
  return null;
};

/** The tabs holding a field with a message, so their triggers can say so. */
export const tabsWithErrors = (errors: ProfileErrors): ReadonlySet<ProfileTab> =>
  new Set((["basic", "media", "social"] as const).filter((tab) => TAB_FIELDS[tab].some((field) => errors[field] !== undefined)));

export interface CompanyProfileContext {
  readonly values: ProfileValues;
  /** Messages beside the fields: this form's checks, or the server's refusal. */
  readonly errors: ProfileErrors;
  /** Fields changed since the last Save; they win over the reload that follows a successful save. */
  readonly edits: Partial<Record<ProfileField, string>>;
  readonly tab: ProfileTab;
  /** The last failed save's message, shown beside the button; cleared by the next change or Save. */
  readonly error: string | null;
  /** Why the profile could not be loaded. */
  readonly loadError: string | null;
}

export type CompanyProfileEvent =
  | { readonly type: "field.change"; readonly field: ProfileField; readonly value: string }
  | { readonly type: "tab.change"; readonly tab: ProfileTab }
  | { readonly type: "form.submit" }
  | { readonly type: "profile.retry" };

export type CompanyProfileTag = "loading" | "busy" | "saving" | "error";

const failureToast: ToastParams = { title: PROFILE_MESSAGES.failureTitle, description: PROFILE_MESSAGES.failure, variant: "destructive" };

export const companyProfileMachine = setup({
  types: {
    context: {} as CompanyProfileContext,
    events: {} as CompanyProfileEvent,
    tags: {} as CompanyProfileTag,
  },
  actors: {
    fetchProfile: notProvidedActor<CompanyProfile>("fetchProfile"),
    saveProfile: notProvidedActor<CompanyProfileSaved, CompanyProfileUpdate>("saveProfile"),
  },
  actions: {
    notify: notProvided<ToastParams>("notify"),
    /** The header's name, logo and booth come from the saved profile: the view reloads them. */
    profileSaved: notProvided("profileSaved"),
    changeField: assign(({ context }, { field, value }: { field: ProfileField; value: string }) => ({
      values: { ...context.values, [field]: value },
      errors: withoutFieldError(context.errors, field),
      edits: { ...context.edits, [field]: value },
      error: null,
    })),
    load: assign((_, { profile }: { profile: CompanyProfile }) => ({
      values: profileValues(profile),
      errors: {},
      edits: {},
      loadError: null,
    })),
    /** The saved profile as the server holds it, with whatever was changed while it was saving. */
    reload: assign(({ context }, { profile }: { profile: CompanyProfile }) => ({
      values: { ...profileValues(profile), ...context.edits },
      edits: {},
    })),
    showInvalid: assign(({ context }) => {
      const errors = validateProfile(context.values);
      return { errors, tab: tabOfFirstError(errors) ?? context.tab };
    }),
    showRefusal: assign(({ context }, { error }: { error: unknown }) => {
      if (!isRefusal(error)) return { error: PROFILE_MESSAGES.failure };
      const shown = refusalShown(error, PROFILE_MESSAGES.failure);
      const errors = error._tag === "Validation" ? serverFieldErrors(fieldErrorsOf(error.errors)) : {};
      return { error: shown.error, errors, tab: tabOfFirstError(errors) ?? context.tab };
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateProfile(context.values)).length === 0,
    unauthorized: (_, { error }: { error: unknown }) => isApiError(error) && error._tag === "Unauthorized",
    refused: (_, { error }: { error: unknown }) => isRefusal(error),
  },
}).createMachine({
  id: "companyProfile",
  context: { values: EMPTY_PROFILE_VALUES, errors: {}, edits: {}, tab: "basic", error: null, loadError: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading", "busy"],
      invoke: {
        id: "fetchProfile",
        src: "fetchProfile",
        onDone: { target: "loaded", actions: { type: "load", params: ({ event }) => ({ profile: event.output }) } },
        onError: { target: "loadFailed", actions: assign({ loadError: ({ event }) => loadErrorMessage(event.error) }) },
      },
    },
    loadFailed: {
      tags: ["error"],
      description: "Nothing to edit yet: the message and a Retry.",
      on: { "profile.retry": "loading" },
    },
    loaded: {
      initial: "editing",
      on: {
        "field.change": {
          description: "Accepted while saving too (an upload may finish then); the reload after the save keeps it.",
          actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        "tab.change": { actions: assign({ tab: ({ event }) => event.tab }) },
      },
      states: {
        editing: {
          on: {
            "form.submit": { target: "validating", actions: assign({ edits: {}, error: null }) },
          },
        },
        validating: {
          description: "SPEC §5 checks in the browser; an invalid form is never sent.",
          always: [
            { guard: "isValid", target: "saving", actions: assign({ errors: {} }) },
            { target: "editing", actions: "showInvalid" },
          ],
        },
        saving: {
          tags: ["busy", "saving"],
          on: { "form.submit": { description: "One save at a time." } },
          invoke: {
            id: "saveProfile",
            src: "saveProfile",
            input: ({ context }) => profileUpdateBody(context.values),
            onDone: {
              target: "refreshing",
              actions: [
                {
                  type: "notify",
                  params: () => ({ title: PROFILE_MESSAGES.successTitle, description: PROFILE_MESSAGES.success, variant: "success" as const }),
                },
                "profileSaved",
              ],
            },
            onError: [
              {
                guard: { type: "unauthorized", params: ({ event }) => ({ error: event.error }) },
                description:
                  "A 401: the app's runner ends the session (Unauthorized toast, redirect); a second toast would replace that one.",
                target: "editing",
              },
              {
                guard: { type: "refused", params: ({ event }) => ({ error: event.error }) },
                description: "The server named what to fix: its messages beside the fields, every value kept.",
                target: "editing",
                actions: [{ type: "showRefusal", params: ({ event }) => ({ error: event.error }) }, { type: "notify", params: failureToast }],
              },
              {
                target: "editing",
                actions: [assign({ error: PROFILE_MESSAGES.failure }), { type: "notify", params: failureToast }],
              },
            ],
          },
        },
        refreshing: {
          tags: ["busy"],
          description: "SPEC §2: the profile is refreshed after saving, so the form shows what the server stored.",
          on: { "form.submit": { description: "The form is being refreshed." } },
          invoke: {
            id: "refreshProfile",
            src: "fetchProfile",
            onDone: { target: "editing", actions: { type: "reload", params: ({ event }) => ({ profile: event.output }) } },
            // The save went through; the form already holds what was sent.
            onError: { target: "editing" },
          },
        },
      },
    },
  },
});

export type CompanyProfileSnapshot = SnapshotFrom<typeof companyProfileMachine>;

/** "Saving..." while the PUT runs, else "Save Changes" (the button stays disabled while `busy`). */
export const saveLabel = (snapshot: CompanyProfileSnapshot): string => (snapshot.hasTag("saving") ? SAVING_LABEL : SAVE_LABEL);
