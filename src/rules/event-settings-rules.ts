/**
 * The event's settings as the organiser edits them in the console, checked the same way in the
 * browser (messages under the fields as they are typed) and on the server (the same messages as a
 * 400's field errors), so nothing the form lets through is refused after the round trip.
 */
import { badgeIdPatternProblem } from "./capture-code.ts";
import { isKnownTimeZone } from "./event-time.ts";
import { isEmailAddress } from "./field-rules.ts";

export const EVENT_SETTINGS_FIELDS = [
  "title",
  "description",
  "startDate",
  "endDate",
  "timezone",
  "domain",
  "primaryColor",
  "accentColor",
  "supportEmail",
  "supportPhone",
  "supportAddress",
  "badgeIdPattern",
] as const;
export type EventSettingsField = (typeof EVENT_SETTINGS_FIELDS)[number];

/** The editable values as the API carries them: null clears an optional one; dates are ISO instants. */
export interface EventSettingsValues {
  title: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  timezone: string;
  domain: string;
  primaryColor: string | null;
  accentColor: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
  supportAddress: string | null;
  badgeIdPattern: string | null;
}

export type EventSettingsProblems = Partial<Record<EventSettingsField, string>>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const SUPPORT_TEXT_MAX = 500;

// Host names as the portal resolves them (server/auth/event-resolver.ts lower-cases the host).
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

export const isEventDomain = (value: string): boolean => DOMAIN.test(value);
export const isHexColour = (value: string): boolean => COLOUR.test(value);

const colourProblem = (value: string | null): string | undefined =>
  value === null || isHexColour(value) ? undefined : `Give the colour as # and six hex digits, such as #1a73e8 (got "${value}").`;

/**
 * What to fix in each field, by field; empty when every value can be saved. Only the fields present
 * are checked, so a partial update is checked for what it changes (the dates against each other
 * with the other one as saved, passed in `saved`).
 */
export function eventSettingsProblems(values: Partial<EventSettingsValues>, saved?: Pick<EventSettingsValues, "startDate" | "endDate">): EventSettingsProblems {
  const problems: EventSettingsProblems = {};
  if (values.title !== undefined) {
    if (values.title.trim() === "") problems.title = "Give the event a title: exhibitors see it on every page.";
    else if (values.title.length > TITLE_MAX) problems.title = `Keep the title to ${TITLE_MAX} characters.`;
  }
  if (values.description !== undefined && values.description.length > DESCRIPTION_MAX) problems.description = `Keep the description to ${DESCRIPTION_MAX} characters.`;
  if (values.timezone !== undefined && (values.timezone.trim() === "" || !isKnownTimeZone(values.timezone))) {
    problems.timezone = `"${values.timezone}" is not a time zone: use an IANA name such as Asia/Kolkata, Europe/London or UTC.`;
  }
  if (values.domain !== undefined && !isEventDomain(values.domain)) {
    problems.domain = `"${values.domain}" is not a host name: give it as expo.example.com, without https:// or a path.`;
  }
  const primary = colourProblem(values.primaryColor ?? null);
  if (values.primaryColor !== undefined && primary) problems.primaryColor = primary;
  const accent = colourProblem(values.accentColor ?? null);
  if (values.accentColor !== undefined && accent) problems.accentColor = accent;
  if (values.supportEmail !== undefined && values.supportEmail !== null && !isEmailAddress(values.supportEmail)) {
    problems.supportEmail = `"${values.supportEmail}" is not an e-mail address: support requests are mailed to it.`;
  }
  for (const field of ["supportPhone", "supportAddress"] as const) {
    if ((values[field]?.length ?? 0) > SUPPORT_TEXT_MAX) problems[field] = `Keep it to ${SUPPORT_TEXT_MAX} characters.`;
  }
  if (values.badgeIdPattern !== undefined && values.badgeIdPattern !== null) {
    const problem = badgeIdPatternProblem(values.badgeIdPattern);
    if (problem !== null) problems.badgeIdPattern = problem;
  }
  const start = values.startDate !== undefined ? values.startDate : (saved?.startDate ?? null);
  const end = values.endDate !== undefined ? values.endDate : (saved?.endDate ?? null);
  for (const [field, value] of [["startDate", values.startDate], ["endDate", values.endDate]] as const) {
    if (value !== undefined && value !== null && Number.isNaN(Date.parse(value))) problems[field] = "Give a date and time.";
  }
  if (!problems.startDate && !problems.endDate && start !== null && end !== null && Date.parse(end) < Date.parse(start)) {
    problems.endDate = "The event cannot end before it starts: pick an end on or after the start.";
  }
  return problems;
}

/** How many extra domains (aliases) an event may be served on besides its main one. */
export const EXTRA_DOMAINS_MAX = 50;

/** A typed domain as the resolver reads hosts: trimmed, lower case, no root dot. */
export const normalDomain = (value: string): string => value.trim().toLowerCase().replace(/\.$/, "");

/**
 * Why `domain` (normalised) cannot join the event's extra domains, given its main domain and the
 * extra ones listed before it; undefined when it can. Whether another event has it is the server's.
 */
export function extraDomainProblem(domain: string, main: string, listed: readonly string[]): string | undefined {
  if (!isEventDomain(domain)) return `"${domain}" is not a host name: give it as expo.example.com, without https:// or a path.`;
  if (domain === main) return `${domain} is the event's main domain: an extra domain is another one.`;
  if (listed.includes(domain)) return `${domain} is listed already.`;
  if (listed.length >= EXTRA_DOMAINS_MAX) return `An event has at most ${EXTRA_DOMAINS_MAX} extra domains: remove one first.`;
  return undefined;
}
