import type { FormFieldDefinition } from '../db/schema/passes.ts';

// Server-side check of referral answers against a pass's form-field definitions (SPEC §5 Dynamic
// forms). The browser applies the same rules, but the server cannot trust it: every answer is
// checked here before it is stored, and every problem is reported at once, keyed by field name.

/**
 * The rule object a definition may carry in `validation` (the contract's FormFieldValidation). Every
 * key is optional: `pattern` (a regular expression the whole answer must match) with its `message`,
 * `minLength`/`maxLength` for text (the digits of a mobile number) and `min`/`max` for numbers.
 */
export interface ValidationRule {
  pattern?: string;
  message?: string;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

export interface AnswerError {
  path: string;
  message: string;
}

export type AnswersResult =
  | { ok: true; answers: Record<string, unknown> }
  | { ok: false; errors: AnswerError[] };

/** Types that only show content and never take an answer. */
export const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(['title', 'html', 'info', 'line']);

/** Answer length caps: single-line inputs and textareas. Long enough for people, short enough to store. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_TEXTAREA_LENGTH = 5000;

// Practical e-mail shape (local part, @, dotted domain with a 2+ letter top level), as form libraries check it.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;
const DIGITS_PATTERN = /^\d+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATETIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?)(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/** The answerable fields of a form: named and not display-only. */
export function answerableFields(fields: readonly FormFieldDefinition[]): FormFieldDefinition[] {
  return fields.filter((f) => typeof f.name === 'string' && f.name.trim() !== '' && !DISPLAY_ONLY_TYPES.has(f.type));
}

/** The allowed values of a select or multiSelect field; null when the definition lists none. */
export function optionValues(field: FormFieldDefinition): string[] | null {
  const { options } = field;
  // apiType CSV carries the options as one comma-separated string; any string is read that way.
  if (typeof options === 'string') return nonEmpty(splitCsv(options));
  if (Array.isArray(options) && options.length > 0) return options.map((o) => String(o.value));
  // Options loaded from an outside source (a selectApi URL) cannot be checked here.
  return null;
}

function nonEmpty(values: string[]): string[] | null {
  return values.length > 0 ? values : null;
}

function splitCsv(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function labelOf(field: FormFieldDefinition): string {
  const label = field.label?.trim();
  return label ? label : (field.name ?? 'This field');
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // An untouched phone input sends its country code with an empty number.
    if (Object.keys(o).every((k) => k === 'country' || k === 'number')) {
      return o.number === undefined || o.number === null || o.number === '';
    }
  }
  return false;
}

function isValidCalendarDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Compares a date or datetime answer with minDate/maxDate; only the date part counts when a bound has no time. */
function checkDateBounds(field: FormFieldDefinition, value: string, label: string): string | null {
  const comparable = (bound: string): [string, string] => {
    const hasTime = bound.includes('T');
    return [hasTime ? bound : bound.slice(0, 10), hasTime ? value : value.slice(0, 10)];
  };
  if (field.minDate) {
    const [bound, v] = comparable(field.minDate);
    if (v < bound) return `${label} must be on or after ${bound}`;
  }
  if (field.maxDate) {
    const [bound, v] = comparable(field.maxDate);
    if (v > bound) return `${label} must be on or before ${bound}`;
  }
  return null;
}

/** The recognised keys of `validation`; anything else in the object is ignored. */
export function readRule(field: FormFieldDefinition): ValidationRule {
  const v = field.validation;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const num = (k: string) => (typeof v[k] === 'number' && Number.isFinite(v[k]) ? (v[k] as number) : undefined);
  const str = (k: string) => (typeof v[k] === 'string' && (v[k] as string).trim() !== '' ? (v[k] as string) : undefined);
  return {
    pattern: str('pattern'),
    message: str('message'),
    minLength: num('minLength'),
    maxLength: num('maxLength'),
    min: num('min'),
    max: num('max'),
  };
}

function checkTextRule(rule: ValidationRule, value: string, label: string): string | null {
  if (rule.minLength !== undefined && value.length < rule.minLength) {
    return `${label} must be at least ${rule.minLength} characters`;
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return `${label} must be at most ${rule.maxLength} characters`;
  }
  if (rule.pattern !== undefined) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(`^(?:${rule.pattern})$`);
    } catch {
      // A broken organiser pattern must not lock people out; the type checks still apply.
      return null;
    }
    if (!pattern.test(value)) return rule.message ?? `${label} is not in the expected format`;
  }
  return null;
}

function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

function checkString(value: unknown, label: string, max: number): string | null {
  if (typeof value !== 'string') return `${label} must be text`;
  if (value.length > max) return `${label} must be at most ${max} characters`;
  return null;
}

// allowedFileTypes may name media types instead of extensions; these are the ones uploads accept.
const EXTENSIONS_BY_MEDIA_TYPE: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/*': ['png', 'jpg', 'jpeg'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
};

function allowedExtensions(field: FormFieldDefinition): string[] {
  return (field.allowedFileTypes ?? []).flatMap((entry) => {
    const t = entry.trim().toLowerCase();
    if (t.includes('/')) return EXTENSIONS_BY_MEDIA_TYPE[t] ?? [];
    return t ? [t.replace(/^\./, '')] : [];
  });
}

function checkFile(field: FormFieldDefinition, value: unknown, label: string): string | null {
  const problem = checkString(value, label, 2048);
  if (problem) return problem;
  if ((field.allowedFileTypes ?? []).length === 0) return null;
  const allowed = allowedExtensions(field);
  const path = (value as string).split(/[?#]/)[0] ?? '';
  const ext = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1).toLowerCase() : '';
  return allowed.includes(ext) ? null : `${label} must be one of these file types: ${(field.allowedFileTypes ?? []).join(', ')}`;
}

function checkMobile(value: unknown, label: string, rule: ValidationRule): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `${label} must be an object with country and number`;
  }
  const o = value as Record<string, unknown>;
  const extra = Object.keys(o).filter((k) => k !== 'country' && k !== 'number');
  if (extra.length > 0) return `${label} takes only country and number`;
  if (typeof o.country !== 'string' || !/^\d{1,3}$/.test(o.country)) {
    return `${label} country code must be 1 to 3 digits`;
  }
  if (typeof o.number !== 'string' || !DIGITS_PATTERN.test(o.number)) {
    return `${label} number must contain digits only`;
  }
  // SPEC §9: the mobile field expects 10 digits (India, the default); E.164 caps a whole number at 15 digits.
  if (o.country === '91' && o.number.length !== 10) return `${label} number must be 10 digits`;
  if (o.number.length < 4 || o.country.length + o.number.length > 15) {
    return `${label} number has the wrong length`;
  }
  // The definition's length rule applies to the number part, as the phone input shows it.
  const tooShort = rule.minLength !== undefined && o.number.length < rule.minLength;
  const tooLong = rule.maxLength !== undefined && o.number.length > rule.maxLength;
  if (tooShort || tooLong) return rule.message ?? `${label} number has the wrong length`;
  return null;
}

/** Checks one present, non-empty answer; returns the problem or null. */
function checkValue(field: FormFieldDefinition, value: unknown): string | null {
  const label = labelOf(field);
  switch (field.type) {
    case 'email': {
      const problem = checkString(value, label, 254);
      if (problem) return problem;
      // SPEC §5 gives an email field without a rule e-mail validation; one with a rule keeps it too,
      // because an email field that stores something else helps nobody.
      if (!isEmail(value as string)) return `${label} must be a valid email address`;
      return checkTextRule(readRule(field), value as string, label);
    }
    case 'number': {
      // Number inputs send text unless the form converts them; both shapes are numeric answers.
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && NUMBER_PATTERN.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isFinite(n)) return `${label} must be a number`;
      const rule = readRule(field);
      if (rule.min !== undefined && n < rule.min) return `${label} must be at least ${rule.min}`;
      if (rule.max !== undefined && n > rule.max) return `${label} must be at most ${rule.max}`;
      return null;
    }
    case 'checkbox':
      return typeof value === 'boolean' ? null : `${label} must be true or false`;
    case 'date': {
      if (typeof value !== 'string' || !isValidCalendarDate(value)) return `${label} must be a date (YYYY-MM-DD)`;
      return checkDateBounds(field, value, label);
    }
    case 'datetime': {
      const m = typeof value === 'string' ? DATETIME_PATTERN.exec(value) : null;
      if (!m || !isValidCalendarDate(m[1] ?? '')) return `${label} must be a date and time (YYYY-MM-DDTHH:mm)`;
      return checkDateBounds(field, value as string, label);
    }
    case 'time':
      return typeof value === 'string' && TIME_PATTERN.test(value) ? null : `${label} must be a time (HH:mm)`;
    case 'mobilenumber':
      return checkMobile(value, label, readRule(field));
    case 'select': {
      const problem = checkString(value, label, MAX_TEXT_LENGTH);
      if (problem) return problem;
      const allowed = optionValues(field);
      return allowed === null || allowed.includes(value as string) ? null : `${label} must be one of the listed options`;
    }
    case 'multiSelect': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return `${label} must be a list of text values`;
      const allowed = optionValues(field);
      if (allowed !== null && !value.every((v) => allowed.includes(v))) return `${label} must use only the listed options`;
      if (new Set(value).size !== value.length) return `${label} must not repeat an option`;
      return null;
    }
    case 'image':
    case 'file':
      return checkFile(field, value, label);
    case 'textarea':
      return checkString(value, label, MAX_TEXTAREA_LENGTH) ?? checkTextRule(readRule(field), value as string, label);
    default:
      // text, password and any other answerable type take a single line of text.
      return checkString(value, label, MAX_TEXT_LENGTH) ?? checkTextRule(readRule(field), value as string, label);
  }
}

function requiredProblem(field: FormFieldDefinition, value: unknown): string | null {
  const label = labelOf(field);
  // A required checkbox is a consent box: it must be ticked, not merely answered.
  if (field.type === 'checkbox') return value === true ? null : `${label} must be checked`;
  return isEmpty(value) ? `${label} is required` : null;
}

/**
 * Validates `answers` (every key but the ones in `reservedKeys`) against `fields`.
 * Returns the answers to store: known fields only, with empty optional answers dropped.
 */
export function validateAnswers(
  fields: readonly FormFieldDefinition[],
  answers: Record<string, unknown>,
  reservedKeys: readonly string[] = [],
): AnswersResult {
  const errors: AnswerError[] = [];
  const accepted: Record<string, unknown> = {};
  const answerable = answerableFields(fields);
  const known = new Set(answerable.map((f) => f.name as string));

  for (const key of Object.keys(answers)) {
    if (reservedKeys.includes(key) || known.has(key)) continue;
    errors.push({ path: key, message: `${key} is not a field of this form` });
  }

  for (const field of answerable) {
    const name = field.name as string;
    const value = Object.hasOwn(answers, name) ? answers[name] : undefined;
    if (field.required) {
      const problem = requiredProblem(field, value);
      if (problem) {
        errors.push({ path: name, message: problem });
        continue;
      }
    }
    if (isEmpty(value)) continue;
    const problem = checkValue(field, value);
    if (problem) errors.push({ path: name, message: problem });
    else accepted[name] = value;
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers: accepted };
}

/** One sentence for the envelope's `message`, naming the first problem and counting the rest. */
export function summariseAnswerErrors(errors: readonly AnswerError[]): string {
  const first = errors[0]?.message ?? 'The registration details are invalid';
  const rest = errors.length - 1;
  return rest > 0 ? `${first} (and ${rest} more problem${rest === 1 ? '' : 's'})` : first;
}
