/**
 * Reading a dynamic form's field definitions (SPEC §5 "Dynamic forms") the same way in the browser
 * and on the server. The browser holds the contract's `FormField` (every key present, null when
 * unset); the server holds the stored definition (keys absent when unset, CSV options as one
 * string, rules as loose JSON). `RuleField` is the part of either that the rules read.
 */

export interface RuleFieldOption {
  readonly value: string;
  readonly label: string;
}

export interface RuleField {
  readonly name?: string | null;
  readonly type: string;
  readonly label?: string | null;
  readonly required?: boolean | null;
  /** The contract's FormFieldValidation; stored definitions may carry other or mistyped keys. */
  readonly validation?: Readonly<Record<string, unknown>> | null;
  /** A list of options, or (apiType CSV) one comma-separated string. */
  readonly options?: ReadonlyArray<unknown> | string | null;
  readonly apiType?: string | null;
  readonly minDate?: string | null;
  readonly maxDate?: string | null;
  readonly allowedFileTypes?: ReadonlyArray<string> | null;
}

/** A definition that takes an answer: it has a name and is not display-only. */
export type Answerable<F extends RuleField> = F & { readonly name: string };

/** Types that only show content and never take an answer. */
export const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(["title", "html", "info", "line"]);

/** Answer length caps: single-line inputs, textareas, e-mail addresses and stored file paths. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_TEXTAREA_LENGTH = 5000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_FILE_PATH_LENGTH = 2048;

export const answerableFields = <F extends RuleField>(fields: ReadonlyArray<F>): Array<Answerable<F>> =>
  fields.filter(
    (field): field is Answerable<F> =>
      typeof field.name === "string" && field.name.trim() !== "" && !DISPLAY_ONLY_TYPES.has(field.type),
  );

const splitCsv = (text: string): RuleFieldOption[] =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => ({ value: part, label: part }));

/**
 * The choices of a select or multiSelect field. The contract answers them split already; a stored
 * definition carrying `apiType` CSV as one comma-separated string (or plain strings) is read the
 * same way, trimmed.
 */
export const fieldOptions = (field: RuleField): ReadonlyArray<RuleFieldOption> => {
  const options: unknown = field.options;
  if (typeof options === "string") return splitCsv(options);
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown): RuleFieldOption[] => {
    if (typeof option === "string") return field.apiType === "CSV" ? splitCsv(option) : [{ value: option, label: option }];
    if (typeof option === "object" && option !== null && "value" in option) {
      const { value, label } = option as { value: unknown; label?: unknown };
      return [{ value: String(value), label: typeof label === "string" ? label : String(value) }];
    }
    return [];
  });
};

/**
 * The recognised keys of `validation`; anything else in the object, or a key of the wrong type, is
 * ignored. `pattern` (a regular expression the whole answer must match) with its `message`,
 * `minLength`/`maxLength` for text (the digits of a mobile number) and `min`/`max` for numbers.
 */
export interface ValidationRule {
  readonly pattern?: string;
  readonly message?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
}

export const ruleOf = (field: RuleField): ValidationRule => {
  const rule = field.validation;
  if (typeof rule !== "object" || rule === null || Array.isArray(rule)) return {};
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

/** A phone answer as the form sends it: the country code and the number, digits as text. */
export const isPhoneShaped = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => key === "country" || key === "number");

/** No answer: nothing, blank text, no choice, or a phone input that still holds only its country code. */
export const isBlankAnswer = (value: unknown): boolean => {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPhoneShaped(value)) return value.number === undefined || value.number === null || value.number === "";
  return false;
};
