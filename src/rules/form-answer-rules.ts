import {
  answerableFields,
  fieldOptions,
  isBlankAnswer,
  isPhoneShaped,
  MAX_EMAIL_LENGTH,
  MAX_FILE_PATH_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TEXTAREA_LENGTH,
  ruleOf,
  type RuleField,
  type ValidationRule,
} from "./form-fields.ts";

/**
 * The answer rules of a dynamic form (SPEC §5 "Dynamic forms"), written once: the referral dialog
 * runs them before it sends, and the server runs them again before it stores, because it cannot
 * trust the browser. A rule says what is wrong as an `AnswerProblem`; each side words it for its
 * reader (form-answer-messages.ts): beside the field in the browser, labelled in the server's 400.
 */

export type AnswerProblem =
  | { readonly kind: "required" }
  /** A required checkbox is a consent box: it must be ticked, not merely answered. */
  | { readonly kind: "unticked" }
  | { readonly kind: "unknownField" }
  | { readonly kind: "notText" }
  | { readonly kind: "tooShort"; readonly min: number }
  | { readonly kind: "tooLong"; readonly max: number }
  /** The definition's pattern failed; `message` is the organiser's own wording, when given. */
  | { readonly kind: "pattern"; readonly message?: string }
  | { readonly kind: "email" }
  | { readonly kind: "notNumber" }
  | { readonly kind: "belowMin"; readonly min: number }
  | { readonly kind: "aboveMax"; readonly max: number }
  | { readonly kind: "notBoolean" }
  | { readonly kind: "notDate" }
  | { readonly kind: "notDateTime" }
  | { readonly kind: "notTime" }
  | { readonly kind: "beforeMin"; readonly bound: string }
  | { readonly kind: "afterMax"; readonly bound: string }
  | { readonly kind: "notPhone" }
  | { readonly kind: "phoneExtraKeys" }
  | { readonly kind: "countryCode" }
  | { readonly kind: "phoneDigits" }
  | { readonly kind: "phoneTenDigits" }
  | { readonly kind: "phoneLength"; readonly message?: string }
  | { readonly kind: "notOption" }
  | { readonly kind: "notList" }
  | { readonly kind: "notOptions" }
  | { readonly kind: "repeatedOption" }
  | { readonly kind: "fileType"; readonly types: ReadonlyArray<string> };

/** SPEC §9: the mobile field starts on India's code and expects 10 digits there. */
export const DEFAULT_MOBILE_COUNTRY = "91";

// A practical e-mail shape (local part, @, dotted domain with a 2+ letter top level), as form libraries check it.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;
const DIGITS_PATTERN = /^\d+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATETIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?)(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

type Problem = AnswerProblem | null;

const isCalendarDate = (text: string): boolean => {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** minDate/maxDate: only the date part counts unless the bound itself has a time. */
const dateBounds = (field: RuleField, value: string): Problem => {
  const comparable = (bound: string): [string, string] =>
    bound.includes("T") ? [bound, value] : [bound.slice(0, 10), value.slice(0, 10)];
  if (field.minDate) {
    const [bound, answer] = comparable(field.minDate);
    if (answer < bound) return { kind: "beforeMin", bound };
  }
  if (field.maxDate) {
    const [bound, answer] = comparable(field.maxDate);
    if (answer > bound) return { kind: "afterMax", bound };
  }
  return null;
};

const textRule = (rule: ValidationRule, value: string): Problem => {
  if (rule.minLength !== undefined && value.length < rule.minLength) return { kind: "tooShort", min: rule.minLength };
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return { kind: "tooLong", max: rule.maxLength };
  if (rule.pattern === undefined) return null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^(?:${rule.pattern})$`);
  } catch {
    // A broken organiser pattern must not lock people out; the type checks still apply.
    return null;
  }
  return pattern.test(value) ? null : { kind: "pattern", message: rule.message };
};

const text = (value: unknown, max: number): Problem => {
  if (typeof value !== "string") return { kind: "notText" };
  return value.length > max ? { kind: "tooLong", max } : null;
};

/** A number input sends text unless the form converts it; both shapes are numeric answers. */
const numberOf = (value: unknown): number => {
  if (typeof value === "number") return value;
  return typeof value === "string" && NUMBER_PATTERN.test(value.trim()) ? Number(value) : Number.NaN;
};

const numberProblem = (field: RuleField, value: unknown): Problem => {
  const number = numberOf(value);
  if (!Number.isFinite(number)) return { kind: "notNumber" };
  const rule = ruleOf(field);
  if (rule.min !== undefined && number < rule.min) return { kind: "belowMin", min: rule.min };
  if (rule.max !== undefined && number > rule.max) return { kind: "aboveMax", max: rule.max };
  return null;
};

const phoneProblem = (field: RuleField, value: unknown): Problem => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { kind: "notPhone" };
  if (!isPhoneShaped(value)) return { kind: "phoneExtraKeys" };
  const { country, number } = value;
  if (typeof country !== "string" || !/^\d{1,3}$/.test(country)) return { kind: "countryCode" };
  if (typeof number !== "string" || !DIGITS_PATTERN.test(number)) return { kind: "phoneDigits" };
  // SPEC §9: the mobile field expects 10 digits (India, the default); E.164 caps a whole number at 15.
  if (country === DEFAULT_MOBILE_COUNTRY && number.length !== 10) return { kind: "phoneTenDigits" };
  if (number.length < 4 || country.length + number.length > 15) return { kind: "phoneLength" };
  // The definition's length rule counts the number's digits, as the phone input shows them.
  const rule = ruleOf(field);
  const tooShort = rule.minLength !== undefined && number.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && number.length > rule.maxLength;
  return tooShort || tooLong ? { kind: "phoneLength", message: rule.message } : null;
};

// allowedFileTypes may name media types instead of extensions; these are the ones uploads accept.
const EXTENSIONS_BY_MEDIA_TYPE: Readonly<Record<string, ReadonlyArray<string>>> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/*": ["png", "jpg", "jpeg"],
  "application/pdf": ["pdf"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "text/plain": ["txt"],
};

const fileProblem = (field: RuleField, value: unknown): Problem => {
  const problem = text(value, MAX_FILE_PATH_LENGTH);
  const listed = field.allowedFileTypes ?? [];
  if (problem !== null || listed.length === 0) return problem;
  const allowed = listed.flatMap((entry) => {
    const type = entry.trim().toLowerCase();
    if (type.includes("/")) return EXTENSIONS_BY_MEDIA_TYPE[type] ?? [];
    return type === "" ? [] : [type.replace(/^\./, "")];
  });
  const path = (value as string).split(/[?#]/)[0] ?? "";
  const extension = path.includes(".") ? path.slice(path.lastIndexOf(".") + 1).toLowerCase() : "";
  return allowed.includes(extension) ? null : { kind: "fileType", types: listed };
};

/** The option values a field lists; null when it lists none (options loaded from a selectApi cannot be checked). */
export const optionValues = (field: RuleField): string[] | null => {
  const values = fieldOptions(field).map((option) => option.value);
  return values.length === 0 ? null : values;
};

/** What is wrong with one present, non-blank answer, by the field's type (SPEC §5: unknown types are text). */
export const answerProblem = (field: RuleField, value: unknown): Problem => {
  switch (field.type) {
    case "email":
      // An email field that carries a rule keeps its e-mail check: storing something else helps nobody.
      return (
        text(value, MAX_EMAIL_LENGTH) ??
        (EMAIL_PATTERN.test(value as string) ? textRule(ruleOf(field), value as string) : { kind: "email" })
      );
    case "number":
      return numberProblem(field, value);
    case "checkbox":
      return typeof value === "boolean" ? null : { kind: "notBoolean" };
    case "date":
      if (typeof value !== "string" || !isCalendarDate(value)) return { kind: "notDate" };
      return dateBounds(field, value);
    case "datetime": {
      const match = typeof value === "string" ? DATETIME_PATTERN.exec(value) : null;
      if (match === null || !isCalendarDate(match[1] ?? "")) return { kind: "notDateTime" };
      return dateBounds(field, value as string);
    }
    case "time":
      return typeof value === "string" && TIME_PATTERN.test(value) ? null : { kind: "notTime" };
    case "mobilenumber":
      return phoneProblem(field, value);
    case "select": {
      const problem = text(value, MAX_TEXT_LENGTH);
      const allowed = optionValues(field);
      return problem ?? (allowed === null || allowed.includes(value as string) ? null : { kind: "notOption" });
    }
    case "multiSelect": {
      if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return { kind: "notList" };
      const allowed = optionValues(field);
      if (allowed !== null && !value.every((item) => allowed.includes(item))) return { kind: "notOptions" };
      return new Set(value).size === value.length ? null : { kind: "repeatedOption" };
    }
    case "image":
    case "file":
      return fileProblem(field, value);
    case "textarea":
      return text(value, MAX_TEXTAREA_LENGTH) ?? textRule(ruleOf(field), value as string);
    default:
      // text, password and any other answerable type take a single line of text.
      return text(value, MAX_TEXT_LENGTH) ?? textRule(ruleOf(field), value as string);
  }
};

/** The answer as stored and sent: a number field's text becomes the number (the contract's FormAnswer). */
const answerValue = (field: RuleField, value: unknown): unknown => (field.type === "number" ? numberOf(value) : value);

export interface FieldProblem<F extends RuleField = RuleField> {
  /** The answer's key. */
  readonly path: string;
  /** The field's definition; absent for a key that names no field. */
  readonly field?: F;
  readonly problem: AnswerProblem;
}

export type AnswersCheck<F extends RuleField = RuleField> =
  | { readonly ok: true; readonly answers: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly problems: ReadonlyArray<FieldProblem<F>> };

/**
 * Checks every answer against its field, reporting every problem at once (one per field, in the
 * order of the definitions) and refusing keys that name no field, except `reservedKeys`. The
 * answers to store: known fields only, blank optional answers dropped.
 */
export const checkAnswers = <F extends RuleField>(
  fields: ReadonlyArray<F>,
  answers: Readonly<Record<string, unknown>>,
  reservedKeys: ReadonlyArray<string> = [],
): AnswersCheck<F> => {
  const problems: Array<FieldProblem<F>> = [];
  const accepted: Record<string, unknown> = {};
  const answerable = answerableFields(fields);
  const known = new Set(answerable.map((field) => field.name));
  for (const key of Object.keys(answers)) {
    if (!reservedKeys.includes(key) && !known.has(key)) problems.push({ path: key, problem: { kind: "unknownField" } });
  }
  for (const field of answerable) {
    const value = Object.hasOwn(answers, field.name) ? answers[field.name] : undefined;
    if (field.required && field.type === "checkbox" && value !== true) {
      problems.push({ path: field.name, field, problem: { kind: "unticked" } });
      continue;
    }
    if (isBlankAnswer(value)) {
      if (field.required) problems.push({ path: field.name, field, problem: { kind: "required" } });
      continue;
    }
    const problem = answerProblem(field, value);
    if (problem === null) accepted[field.name] = answerValue(field, value);
    else problems.push({ path: field.name, field, problem });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers: accepted };
};
