import { Result, Schema, SchemaIssue, SchemaTransformation } from "effect";
import type { components } from "../api/schema.d.ts";

/**
 * The referral form's rules (SPEC §5 "Dynamic forms"): an Effect Schema `Struct` built at run time
 * from the pass's form-field definitions. Decoding the typed values yields the answers to send
 * (empty optional answers dropped, numbers as numbers); a failure yields one message per field.
 * The server checks the same rules again (server/referral/validate-answers.ts).
 */

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
export type AnswerableField = FormField & { readonly name: string };

export type FormCheck =
  | { readonly valid: true; readonly answers: FormAnswers; readonly errors: Readonly<Record<string, string>> }
  | { readonly valid: false; readonly errors: Readonly<Record<string, string>> };

/** SPEC §5 generic messages, and the same style for the rules the definitions add. */
export const FORM_MESSAGES = {
  required: "Required",
  invalidEmail: "Invalid email",
  notANumber: "Expected number, received string",
  invalidDate: "Invalid date",
  invalidDateTime: "Invalid date and time",
  invalidTime: "Invalid time",
  invalidOption: "Invalid option",
  repeatedOption: "Each option can be chosen once",
  invalidFormat: "Invalid format",
  countryCode: "Country code must be 1 to 3 digits",
  phoneDigits: "Phone number must contain digits only",
  phoneTenDigits: "Phone number must be 10 digits",
  phoneLength: "Phone number has the wrong length",
  atLeastChars: (n: number) => `String must contain at least ${n} character(s)`,
  atMostChars: (n: number) => `String must contain at most ${n} character(s)`,
  atLeast: (n: number) => `Number must be greater than or equal to ${n}`,
  atMost: (n: number) => `Number must be less than or equal to ${n}`,
  onOrAfter: (date: string) => `Date must be on or after ${date}`,
  onOrBefore: (date: string) => `Date must be on or before ${date}`,
  fileType: (types: ReadonlyArray<string>) => `File type must be one of: ${types.join(", ")}`,
} as const;

/** SPEC §9: the mobile field starts on India's code and expects 10 digits there. */
export const DEFAULT_MOBILE_COUNTRY = "91";
/** Answer length caps, the same as the server's (single-line inputs, textareas, e-mail addresses). */
export const MAX_TEXT_LENGTH = 255;
export const MAX_TEXTAREA_LENGTH = 5000;
const MAX_EMAIL_LENGTH = 254;

export const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(["title", "html", "info", "line"]);

// The server's patterns, so an answer the browser accepts is never refused for its shape.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const NUMBER_PATTERN = /^-?\d+(?:\.\d+)?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const DATETIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?)(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

export const answerableFields = (fields: ReadonlyArray<FormField>): AnswerableField[] =>
  fields.filter(
    (field): field is AnswerableField =>
      typeof field.name === "string" && field.name.trim() !== "" && !DISPLAY_ONLY_TYPES.has(field.type),
  );

const splitCsv = (text: string): FormFieldOption[] =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => ({ value: part, label: part }));

/**
 * The choices of a select or multiSelect field. The contract answers them split already; a
 * definition still carrying `apiType` CSV as one comma-separated string (or plain strings) is read
 * the same way, trimmed.
 */
export const fieldOptions = (field: FormField): ReadonlyArray<FormFieldOption> => {
  const options: unknown = field.options;
  if (typeof options === "string") return splitCsv(options);
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown): FormFieldOption[] => {
    if (typeof option === "string") return field.apiType === "CSV" ? splitCsv(option) : [{ value: option, label: option }];
    if (typeof option === "object" && option !== null && "value" in option) {
      const { value, label } = option as { value: unknown; label?: unknown };
      return [{ value: String(value), label: typeof label === "string" ? label : String(value) }];
    }
    return [];
  });
};

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

const isBlank = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  // An untouched phone input still holds its country code; without a number it is no answer.
  if (isMobile(value)) return value.number === "";
  return false;
};

/** The object the schema decodes: blank answers left out (so "Required" is a missing key), text trimmed. */
const candidate = (fields: ReadonlyArray<AnswerableField>, values: FormValues): Record<string, unknown> => {
  const entries: Array<[string, unknown]> = [];
  for (const field of fields) {
    const value = values[field.name];
    if (isBlank(value)) continue;
    // A password's spaces are part of it; elsewhere they are typing noise.
    entries.push([field.name, typeof value === "string" && field.type !== "password" ? value.trim() : value]);
  }
  return Object.fromEntries(entries);
};

/** The recognised keys of `validation` (the contract's FormFieldValidation). */
const ruleOf = (field: FormField) => {
  const rule = field.validation ?? {};
  const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
  return {
    pattern: text(rule.pattern),
    message: text(rule.message),
    minLength: count(rule.minLength),
    maxLength: count(rule.maxLength),
    min: count(rule.min),
    max: count(rule.max),
  };
};

type StringCheck = ReturnType<typeof Schema.isPattern>;

/** minLength, maxLength and pattern of a text-like field's `validation`. */
const textRuleChecks = (field: FormField): StringCheck[] => {
  const rule = ruleOf(field);
  const checks: StringCheck[] = [];
  if (rule.minLength !== undefined) {
    checks.push(Schema.isMinLength(rule.minLength, { message: FORM_MESSAGES.atLeastChars(rule.minLength) }) as StringCheck);
  }
  if (rule.maxLength !== undefined) {
    checks.push(Schema.isMaxLength(rule.maxLength, { message: FORM_MESSAGES.atMostChars(rule.maxLength) }) as StringCheck);
  }
  if (rule.pattern !== undefined) {
    try {
      checks.push(Schema.isPattern(new RegExp(`^(?:${rule.pattern})$`), { message: rule.message ?? FORM_MESSAGES.invalidFormat }));
    } catch {
      // A broken organiser pattern must not lock people out; the type checks still apply.
    }
  }
  return checks;
};

const text = (max: number, ...checks: StringCheck[]) =>
  Schema.String.check(Schema.isMaxLength(max, { message: FORM_MESSAGES.atMostChars(max) }) as StringCheck, ...checks);

const isCalendarDate = (value: string): boolean => {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** minDate/maxDate: only the date part counts unless the bound itself has a time (as on the server). */
const dateBounds = (field: FormField) =>
  Schema.makeFilter<string>((value) => {
    const comparable = (bound: string): [string, string] =>
      bound.includes("T") ? [bound, value] : [bound.slice(0, 10), value.slice(0, 10)];
    if (field.minDate) {
      const [bound, answer] = comparable(field.minDate);
      if (answer < bound) return FORM_MESSAGES.onOrAfter(bound);
    }
    if (field.maxDate) {
      const [bound, answer] = comparable(field.maxDate);
      if (answer > bound) return FORM_MESSAGES.onOrBefore(bound);
    }
    return undefined;
  });

const numberSchema = (field: FormField) => {
  const rule = ruleOf(field);
  const bounds = [
    ...(rule.min === undefined ? [] : [Schema.isGreaterThanOrEqualTo(rule.min, { message: FORM_MESSAGES.atLeast(rule.min) })]),
    ...(rule.max === undefined ? [] : [Schema.isLessThanOrEqualTo(rule.max, { message: FORM_MESSAGES.atMost(rule.max) })]),
  ];
  const target = bounds.length === 0 ? Schema.Finite : Schema.Finite.check(...(bounds as [(typeof bounds)[number]]));
  // Inputs hold text; the answer sent is the number.
  return Schema.String.check(Schema.isPattern(NUMBER_PATTERN, { message: FORM_MESSAGES.notANumber })).pipe(
    Schema.decodeTo(target, SchemaTransformation.numberFromString),
  );
};

const mobileSchema = (field: FormField) => {
  const rule = ruleOf(field);
  return Schema.Struct({ country: Schema.String, number: Schema.String }).check(
    Schema.makeFilter(({ country, number }) => {
      if (!/^\d{1,3}$/.test(country)) return FORM_MESSAGES.countryCode;
      if (!/^\d+$/.test(number)) return FORM_MESSAGES.phoneDigits;
      // SPEC §9: the mobile field expects 10 digits (India, the default); E.164 caps a number at 15.
      if (country === DEFAULT_MOBILE_COUNTRY && number.length !== 10) return FORM_MESSAGES.phoneTenDigits;
      if (number.length < 4 || country.length + number.length > 15) return FORM_MESSAGES.phoneLength;
      const tooShort = rule.minLength !== undefined && number.length < rule.minLength;
      const tooLong = rule.maxLength !== undefined && number.length > rule.maxLength;
      return tooShort || tooLong ? (rule.message ?? FORM_MESSAGES.phoneLength) : undefined;
    }),
  );
};

// Media types a definition may list instead of extensions; the ones uploads accept.
const EXTENSIONS_BY_MEDIA_TYPE: Readonly<Record<string, ReadonlyArray<string>>> = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/*": ["png", "jpg", "jpeg"],
  "application/pdf": ["pdf"],
  "application/msword": ["doc"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "text/plain": ["txt"],
};

const fileSchema = (field: FormField) => {
  const listed = field.allowedFileTypes ?? [];
  if (listed.length === 0) return text(2048);
  const allowed = listed.flatMap((entry) => {
    const type = entry.trim().toLowerCase();
    if (type.includes("/")) return EXTENSIONS_BY_MEDIA_TYPE[type] ?? [];
    return type === "" ? [] : [type.replace(/^\./, "")];
  });
  return text(2048).check(
    Schema.makeFilter<string>((path) => {
      const name = path.split(/[?#]/)[0] ?? "";
      const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
      return allowed.includes(extension) ? undefined : FORM_MESSAGES.fileType(listed);
    }),
  );
};

const optionsCheck = (field: FormField) => {
  const allowed = fieldOptions(field).map((option) => option.value);
  // Options loaded from a selectApi at run time are not in the definition and cannot be checked here.
  return allowed.length === 0 ? undefined : (value: string) => allowed.includes(value);
};

/** The schema of one answer, by the field's type (SPEC §5: unknown types are strings). */
const answerSchema = (field: AnswerableField): Schema.Top => {
  switch (field.type) {
    case "email":
      return text(
        MAX_EMAIL_LENGTH,
        Schema.isPattern(EMAIL_PATTERN, { message: FORM_MESSAGES.invalidEmail }),
        ...textRuleChecks(field),
      );
    case "number":
      return numberSchema(field);
    case "checkbox":
      // A required checkbox is a consent box: it must be ticked, not merely answered.
      return field.required
        ? Schema.Boolean.check(Schema.makeFilter((ticked) => (ticked ? undefined : FORM_MESSAGES.required)))
        : Schema.Boolean;
    case "date":
      return Schema.String.check(
        Schema.makeFilter((value) => (isCalendarDate(value) ? undefined : FORM_MESSAGES.invalidDate), undefined, true),
        dateBounds(field),
      );
    case "datetime":
      return Schema.String.check(
        Schema.makeFilter((value) => {
          const match = DATETIME_PATTERN.exec(value);
          return match !== null && isCalendarDate(match[1] ?? "") ? undefined : FORM_MESSAGES.invalidDateTime;
        }, undefined, true),
        dateBounds(field),
      );
    case "time":
      return Schema.String.check(Schema.isPattern(TIME_PATTERN, { message: FORM_MESSAGES.invalidTime }));
    case "mobilenumber":
      return mobileSchema(field);
    case "select": {
      const allowed = optionsCheck(field);
      const schema = text(MAX_TEXT_LENGTH);
      return allowed === undefined
        ? schema
        : schema.check(Schema.makeFilter((value) => (allowed(value) ? undefined : FORM_MESSAGES.invalidOption)));
    }
    case "multiSelect": {
      const allowed = optionsCheck(field);
      return Schema.Array(Schema.String).check(
        Schema.makeFilter((chosen) => {
          if (allowed !== undefined && !chosen.every(allowed)) return FORM_MESSAGES.invalidOption;
          return new Set(chosen).size === chosen.length ? undefined : FORM_MESSAGES.repeatedOption;
        }),
      );
    }
    case "image":
    case "file":
      return fileSchema(field);
    case "textarea":
      return text(MAX_TEXTAREA_LENGTH, ...textRuleChecks(field));
    default:
      return text(MAX_TEXT_LENGTH, ...textRuleChecks(field));
  }
};

const schemas = new WeakMap<ReadonlyArray<FormField>, Schema.Top>();

/**
 * The form's Struct: a required field's key must be present ("Required" when it is missing, which is
 * what a blank answer becomes), an optional one may be absent. Built once per definition list.
 */
export const formSchema = (fields: ReadonlyArray<FormField>): Schema.Top => {
  const known = schemas.get(fields);
  if (known !== undefined) return known;
  const struct = Schema.Struct(
    Object.fromEntries(
      answerableFields(fields).map((field) => {
        const answer = answerSchema(field);
        return [
          field.name,
          field.required
            ? answer.pipe(Schema.annotateKey({ messageMissingKey: FORM_MESSAGES.required }))
            : Schema.optionalKey(answer),
        ];
      }),
    ),
  );
  schemas.set(fields, struct);
  return struct;
};

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/** Every field's first problem, or the answers to send when there is none. */
export const checkForm = (fields: ReadonlyArray<FormField>, values: FormValues): FormCheck => {
  const decoded = Schema.decodeUnknownResult(formSchema(fields) as Schema.Codec<unknown, unknown>)(
    candidate(answerableFields(fields), values),
    { errors: "all" },
  );
  if (Result.isSuccess(decoded)) return { valid: true, answers: decoded.success as FormAnswers, errors: {} };
  const errors: Record<string, string> = {};
  for (const { path, message } of formatIssues(decoded.failure.issue).issues) {
    const key = path?.[0];
    const name = typeof key === "object" && key !== null ? key.key : key;
    if (typeof name === "string" && !(name in errors)) errors[name] = message;
  }
  return { valid: false, errors };
};
