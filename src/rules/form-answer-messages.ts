import type { AnswerProblem } from "./form-answer-rules.ts";
import type { RuleField } from "./form-fields.ts";

/**
 * How each side words a form answer's problem. The browser shows the message beside the field, so
 * it does not repeat the label (SPEC §5's generic "Required", "Invalid email"); the server's 400
 * is read without the form, so its message names the field ("Mobile number must be 10 digits").
 * Both wordings are tables with a line per problem kind: a new kind does not compile until both sides word it.
 */

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
  phoneParts: "Phone number takes only a country code and a number",
  unknownField: "Not a field of this form",
  expected: (type: "string" | "boolean" | "object" | "array") => `Expected ${type}`,
  atLeastChars: (n: number) => `String must contain at least ${n} character(s)`,
  atMostChars: (n: number) => `String must contain at most ${n} character(s)`,
  atLeast: (n: number) => `Number must be greater than or equal to ${n}`,
  atMost: (n: number) => `Number must be less than or equal to ${n}`,
  onOrAfter: (date: string) => `Date must be on or after ${date}`,
  onOrBefore: (date: string) => `Date must be on or before ${date}`,
  fileType: (types: ReadonlyArray<string>) => `File type must be one of: ${types.join(", ")}`,
} as const;

/** One wording per problem kind, each given that kind's details and `TArgs`. */
type Wording<TArgs extends unknown[]> = {
  readonly [K in AnswerProblem["kind"]]: (problem: Extract<AnswerProblem, { kind: K }>, ...args: TArgs) => string;
};

const worded = <TArgs extends unknown[]>(wording: Wording<TArgs>, problem: AnswerProblem, ...args: TArgs): string =>
  (wording[problem.kind] as (problem: AnswerProblem, ...args: TArgs) => string)(problem, ...args);

/** The message shown beside the field in the browser. */
const FIELD_WORDING: Wording<[]> = {
  required: () => FORM_MESSAGES.required,
  unticked: () => FORM_MESSAGES.required,
  unknownField: () => FORM_MESSAGES.unknownField,
  notText: () => FORM_MESSAGES.expected("string"),
  tooShort: ({ min }) => FORM_MESSAGES.atLeastChars(min),
  tooLong: ({ max }) => FORM_MESSAGES.atMostChars(max),
  pattern: ({ message }) => message ?? FORM_MESSAGES.invalidFormat,
  email: () => FORM_MESSAGES.invalidEmail,
  notNumber: () => FORM_MESSAGES.notANumber,
  belowMin: ({ min }) => FORM_MESSAGES.atLeast(min),
  aboveMax: ({ max }) => FORM_MESSAGES.atMost(max),
  notBoolean: () => FORM_MESSAGES.expected("boolean"),
  notDate: () => FORM_MESSAGES.invalidDate,
  notDateTime: () => FORM_MESSAGES.invalidDateTime,
  notTime: () => FORM_MESSAGES.invalidTime,
  beforeMin: ({ bound }) => FORM_MESSAGES.onOrAfter(bound),
  afterMax: ({ bound }) => FORM_MESSAGES.onOrBefore(bound),
  notPhone: () => FORM_MESSAGES.expected("object"),
  phoneExtraKeys: () => FORM_MESSAGES.phoneParts,
  countryCode: () => FORM_MESSAGES.countryCode,
  phoneDigits: () => FORM_MESSAGES.phoneDigits,
  phoneTenDigits: () => FORM_MESSAGES.phoneTenDigits,
  phoneLength: ({ message }) => message ?? FORM_MESSAGES.phoneLength,
  notOption: () => FORM_MESSAGES.invalidOption,
  notOptions: () => FORM_MESSAGES.invalidOption,
  notList: () => FORM_MESSAGES.expected("array"),
  repeatedOption: () => FORM_MESSAGES.repeatedOption,
  fileType: ({ types }) => FORM_MESSAGES.fileType(types),
};

export const fieldMessage = (problem: AnswerProblem): string => worded(FIELD_WORDING, problem);

/** The field as a sentence starts with it: its label, else its name. */
export const fieldLabel = (field: RuleField): string => field.label?.trim() || field.name || "This field";

/** The message of the server's 400 (`errors[].message`), naming the field; `path` is the answer's key. */
const LABELLED_WORDING: Wording<[label: string, path: string]> = {
  required: (_, label) => `${label} is required`,
  unticked: (_, label) => `${label} must be checked`,
  unknownField: (_, _label, path) => `${path} is not a field of this form`,
  notText: (_, label) => `${label} must be text`,
  tooShort: ({ min }, label) => `${label} must be at least ${min} ${min === 1 ? "character" : "characters"}`,
  tooLong: ({ max }, label) => `${label} must be at most ${max} ${max === 1 ? "character" : "characters"}`,
  pattern: ({ message }, label) => message ?? `${label} is not in the expected format`,
  email: (_, label) => `${label} must be a valid e-mail address`,
  notNumber: (_, label) => `${label} must be a number`,
  belowMin: ({ min }, label) => `${label} must be at least ${min}`,
  aboveMax: ({ max }, label) => `${label} must be at most ${max}`,
  notBoolean: (_, label) => `${label} must be true or false`,
  notDate: (_, label) => `${label} must be a date (YYYY-MM-DD)`,
  notDateTime: (_, label) => `${label} must be a date and time (YYYY-MM-DDTHH:mm)`,
  notTime: (_, label) => `${label} must be a time (HH:mm)`,
  beforeMin: ({ bound }, label) => `${label} must be on or after ${bound}`,
  afterMax: ({ bound }, label) => `${label} must be on or before ${bound}`,
  notPhone: (_, label) => `${label} must be an object with country and number`,
  phoneExtraKeys: (_, label) => `${label} takes only country and number`,
  countryCode: (_, label) => `${label} country code must be 1 to 3 digits`,
  phoneDigits: (_, label) => `${label} number must contain digits only`,
  phoneTenDigits: (_, label) => `${label} number must be 10 digits`,
  phoneLength: ({ message }, label) => message ?? `${label} number has the wrong length`,
  notOption: (_, label) => `${label} must be one of the listed options`,
  notList: (_, label) => `${label} must be a list of text values`,
  notOptions: (_, label) => `${label} must use only the listed options`,
  repeatedOption: (_, label) => `${label} must not repeat an option`,
  fileType: ({ types }, label) => `${label} must be one of these file types: ${types.join(", ")}`,
};

export const labelledMessage = (problem: AnswerProblem, label: string, path: string): string => worded(LABELLED_WORDING, problem, label, path);
