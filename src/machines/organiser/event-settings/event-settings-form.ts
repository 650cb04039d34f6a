import type { components } from "../../../api/schema.d.ts";
import { eventSettingsProblems, extraDomainProblem, normalDomain, type EventSettingsField } from "../../../rules/event-settings-rules.ts";
import { instantOfWallTime, isKnownTimeZone, wallTimeOf } from "../../../rules/event-time.ts";

export type EventSettings = components["schemas"]["EventSettings"];
export type EventSettingsUpdate = components["schemas"]["EventSettingsUpdate"];

/**
 * The Event settings form as typed: every value a string, the dates as the wall clock of the event's
 * time zone (what a datetime-local field shows), Google sign-in as its three fields and a switch.
 * (A type, not an interface, so it is a form machine's values: a record of texts and lists.)
 */
export type EventSettingsForm = {
  readonly title: string;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly timezone: string;
  readonly domain: string;
  /** The extra domains as listed (added and removed one by one, saved with the rest). */
  readonly domains: readonly string[];
  /** The extra domain being typed, before it is added to the list. */
  readonly newDomain: string;
  readonly primaryColor: string;
  readonly accentColor: string;
  readonly supportEmail: string;
  readonly supportPhone: string;
  readonly supportAddress: string;
  readonly badgeIdPattern: string;
  readonly googleEnabled: "on" | "off";
  readonly googleIssuer: string;
  readonly googleClientId: string;
  /** Never filled from the server (the secret is write-only): typed only to set a new one. */
  readonly googleClientSecret: string;
  /** The logo's stored path ("" for none): its upload field saves it on the event at once, never with the form. */
  readonly logo: string;
};
/** The fields typed into (the extra domains' list changes by `domain.add` and `domain.remove`; the logo by its upload field). */
export type EventSettingsFormField = Exclude<keyof EventSettingsForm, "domains" | "logo">;
export type EventSettingsFieldErrors = Partial<Record<keyof EventSettingsForm, string>>;

export const EMPTY_FORM: EventSettingsForm = {
  title: "",
  description: "",
  startDate: "",
  endDate: "",
  timezone: "",
  domain: "",
  domains: [],
  newDomain: "",
  primaryColor: "",
  accentColor: "",
  supportEmail: "",
  supportPhone: "",
  supportAddress: "",
  badgeIdPattern: "",
  googleEnabled: "off",
  googleIssuer: "",
  googleClientId: "",
  googleClientSecret: "",
  logo: "",
};

const wall = (instant: string | null, zone: string): string => (instant === null ? "" : wallTimeOf(new Date(instant), zone));

export function formOf(settings: EventSettings): EventSettingsForm {
  return {
    title: settings.title,
    description: settings.description,
    startDate: wall(settings.startDate, settings.timezone),
    endDate: wall(settings.endDate, settings.timezone),
    timezone: settings.timezone,
    domain: settings.domain,
    domains: settings.domains,
    newDomain: "",
    primaryColor: settings.primaryColor ?? "",
    accentColor: settings.accentColor ?? "",
    supportEmail: settings.supportEmail ?? "",
    supportPhone: settings.supportPhone ?? "",
    supportAddress: settings.supportAddress ?? "",
    badgeIdPattern: settings.badgeIdPattern ?? "",
    googleEnabled: settings.googleSignIn.enabled ? "on" : "off",
    googleIssuer: settings.googleSignIn.issuer ?? "",
    googleClientId: settings.googleSignIn.clientId ?? "",
    googleClientSecret: "",
    logo: settings.logo ?? "",
  };
}

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

const OPTIONAL_TEXTS = ["primaryColor", "accentColor", "supportEmail", "supportPhone", "supportAddress", "badgeIdPattern"] as const;

/**
 * What to send for the form: only what differs from the saved settings, so a refusal of one field
 * never rewrites the others; and, by field, what to fix before anything is sent.
 */
export function changesOf(form: EventSettingsForm, saved: EventSettings): { update: EventSettingsUpdate; problems: EventSettingsFieldErrors } {
  const update: { -readonly [K in keyof EventSettingsUpdate]: EventSettingsUpdate[K] } = {};
  const problems: EventSettingsFieldErrors = {};
  if (form.title !== saved.title) update.title = form.title.trim();
  if (form.description !== saved.description) update.description = form.description;
  if (form.timezone.trim() !== saved.timezone) update.timezone = form.timezone.trim();
  if (form.domain.trim().toLowerCase() !== saved.domain) update.domain = form.domain.trim().toLowerCase();
  if (form.domains.join(" ") !== saved.domains.join(" ")) update.domains = [...form.domains];
  if (form.newDomain.trim() !== "") problems.newDomain = "Press Add domain to list it, or clear the field.";
  for (const field of OPTIONAL_TEXTS) if (orNull(form[field]) !== saved[field]) update[field] = orNull(form[field]);
  // The wall clock is read in the zone being saved, when it is one.
  const zone = isKnownTimeZone(form.timezone.trim()) ? form.timezone.trim() : saved.timezone;
  for (const field of ["startDate", "endDate"] as const) {
    const typed = form[field].trim();
    const instant = typed === "" ? null : instantOfWallTime(typed, zone);
    if (typed !== "" && instant === null) problems[field] = "Give a date and time.";
    else if ((instant?.toISOString() ?? null) !== (saved[field] === null ? null : new Date(saved[field]).toISOString())) update[field] = instant?.toISOString() ?? null;
  }
  const ruled = eventSettingsProblems({ ...update, title: update.title ?? saved.title } as Parameters<typeof eventSettingsProblems>[0], saved);
  for (const [field, message] of Object.entries(ruled) as [EventSettingsField, string][]) problems[field] ??= message;
  Object.assign(update, googleChange(form, saved, problems));
  return { update, problems };
}

function googleChange(form: EventSettingsForm, saved: EventSettings, problems: EventSettingsFieldErrors): Pick<EventSettingsUpdate, "googleSignIn"> {
  const was = saved.googleSignIn;
  if (form.googleEnabled === "off") return was.enabled ? { googleSignIn: null } : {};
  const issuer = form.googleIssuer.trim();
  const clientId = form.googleClientId.trim();
  const secret = form.googleClientSecret;
  if (was.enabled && issuer === was.issuer && clientId === was.clientId && secret === "") return {};
  if (issuer === "") problems.googleIssuer = "Give the issuer, such as https://accounts.google.com.";
  if (clientId === "") problems.googleClientId = "Give the client id the provider issued.";
  if (secret === "" && !was.clientSecretSet) problems.googleClientSecret = "Give the client secret the provider issued.";
  return { googleSignIn: { issuer, clientId, ...(secret === "" ? {} : { clientSecret: secret }) } };
}

/** Why the extra domain being typed cannot be listed, or undefined when it can. */
export const newDomainProblem = (form: EventSettingsForm): string | undefined =>
  extraDomainProblem(normalDomain(form.newDomain), normalDomain(form.domain), form.domains);

/** The form with the typed extra domain listed (in order, as the server keeps them) and the field cleared. */
export const withNewDomain = (form: EventSettingsForm): EventSettingsForm => ({
  ...form,
  domains: [...form.domains, normalDomain(form.newDomain)].sort(),
  newDomain: "",
});

/** A server field error's path (`/timezone`, `/googleSignIn/issuer`, `/domains/2`) as the form's field. */
export function formFieldOfPath(path: string): keyof EventSettingsForm | undefined {
  if (path.startsWith("/domains/")) return "domains";
  const google: Record<string, EventSettingsFormField> = {
    "/googleSignIn/issuer": "googleIssuer",
    "/googleSignIn/clientId": "googleClientId",
    "/googleSignIn/clientSecret": "googleClientSecret",
  };
  if (google[path]) return google[path];
  const field = path.replace(/^\//, "");
  return field in EMPTY_FORM ? (field as keyof EventSettingsForm) : undefined;
}

/** The form holds something the saved settings do not: leaving then asks first (the unsaved-work guard). */
export function settingsUnsaved(form: EventSettingsForm, settings: EventSettings | null): boolean {
  if (settings === null) return false;
  const saved = formOf(settings);
  return (Object.keys(form) as Array<keyof EventSettingsForm>).some((field) =>
    field === "domains" ? form.domains.join("\n") !== saved.domains.join("\n") : form[field] !== saved[field],
  );
}
