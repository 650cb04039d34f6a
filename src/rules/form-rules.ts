import type { components } from "../api/schema.d.ts";
import { fieldMessage } from "./form-answer-messages.ts";
import { checkAnswers, DEFAULT_MOBILE_COUNTRY } from "./form-answer-rules.ts";
import { answerableFields as answerable, fieldOptions as optionsOf, isBlankAnswer, type Answerable } from "./form-fields.ts";

/**
 * The browser's side of every dynamic form (SPEC §5 "Dynamic forms": the referral dialog, the guest
 * page, lead questions, the scan's qualification card): what each input starts with, what a change
 * stores, and the check before sending. The check is the server's own
 * (form-answer-rules.ts, which server/handlers/referral-handlers.ts runs again), worded for the field.
 */

export { FORM_MESSAGES } from "./form-answer-messages.ts";
export { DEFAULT_MOBILE_COUNTRY } from "./form-answer-rules.ts";
export { DISPLAY_ONLY_TYPES, MAX_TEXT_LENGTH, MAX_TEXTAREA_LENGTH } from "./form-fields.ts";

export type FormField = components["schemas"]["FormField"];
export type FormFieldOption = components["schemas"]["FormFieldOption"];
export type FormAnswer = components["schemas"]["FormAnswer"];

export interface MobileNumber {
  readonly country: string;
  readonly number: string;
}

/** What an input holds: text (numbers too, as typed), a tick, chosen options or a phone number. */
export type FieldValue = string | number | boolean | ReadonlyArray<string> | MobileNumber | null;
export type FormValues = Readonly<Record<string, FieldValue>>;
/** The answers sent with `ticketId` (the contract's FormAnswer values), keyed by field name. */
export type FormAnswers = Readonly<Record<string, FormAnswer>>;

/** A definition that takes an answer: it has a name and is not display-only. */
export type AnswerableField = Answerable<FormField>;

export type FormCheck =
  | { readonly valid: true; readonly answers: FormAnswers; readonly errors: Readonly<Record<string, string>> }
  | { readonly valid: false; readonly errors: Readonly<Record<string, string>> };

export const answerableFields = (fields: ReadonlyArray<FormField>): AnswerableField[] => answerable(fields);

/** The choices of a select or multiSelect field (a CSV definition's string read as trimmed options). */
export const fieldOptions = (field: FormField): ReadonlyArray<FormFieldOption> => optionsOf(field);

const isMobile = (value: unknown): value is MobileNumber =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "number" in value;

const digits = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "").replace(/\D/g, "");

/** The value an input starts with: the definition's `default`, else the empty value of its type. */
export const initialValue = (field: FormField): FieldValue => {
  const fallback = field.default;
  switch (field.type) {
    case "checkbox":
      return typeof fallback === "boolean" ? fallback : false;
    case "multiSelect":
      return Array.isArray(fallback) ? fallback.filter((item): item is string => typeof item === "string") : [];
    case "mobilenumber":
      return isMobile(fallback)
        ? { country: digits(fallback.country) || DEFAULT_MOBILE_COUNTRY, number: digits(fallback.number) }
        : { country: DEFAULT_MOBILE_COUNTRY, number: "" };
    default:
      return typeof fallback === "string" || typeof fallback === "number" ? String(fallback) : "";
  }
};

export const initialValues = (fields: ReadonlyArray<FormField>): FormValues =>
  Object.fromEntries(answerableFields(fields).map((field) => [field.name, initialValue(field)]));

/**
 * What a change stores: phone parts keep their digits only (SPEC §5 "Phone digits input strips
 * non-digits"), and a number typed as a number is kept as the text an input would hold.
 */
export const normaliseValue = (field: FormField, value: FieldValue): FieldValue => {
  if (field.type === "mobilenumber") {
    return isMobile(value) ? { country: digits(value.country), number: digits(value.number) } : { country: DEFAULT_MOBILE_COUNTRY, number: digits(value) };
  }
  if (field.type === "number" && typeof value === "number") return String(value);
  return value;
};

/** What would be sent: blank answers left out, text trimmed. */
const candidate = (fields: ReadonlyArray<AnswerableField>, values: FormValues): Record<string, unknown> => {
  const entries: Array<[string, unknown]> = [];
  for (const field of fields) {
    const value = values[field.name];
    if (isBlankAnswer(value)) continue;
    // A password's spaces are part of it; elsewhere they are typing noise.
    entries.push([field.name, typeof value === "string" && field.type !== "password" ? value.trim() : value]);
  }
  return Object.fromEntries(entries);
};

/** Every field's problem, or the answers to send when there is none (numbers as numbers). */
export const checkForm = (fields: ReadonlyArray<FormField>, values: FormValues): FormCheck => {
  const checked = checkAnswers(fields, candidate(answerableFields(fields), values));
  if (checked.ok) return { valid: true, answers: checked.answers as FormAnswers, errors: {} };
  const errors: Record<string, string> = {};
  for (const { path, problem } of checked.problems) {
    if (!(path in errors)) errors[path] = fieldMessage(problem);
  }
  return { valid: false, errors };
};
