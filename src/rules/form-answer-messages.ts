import type { AnswerProblem } from "./form-answer-rules.ts";
import type { RuleField } from "./form-fields.ts";

/**
 * How each side words a form answer's problem. The browser shows the message beside the field, so
 * it does not repeat the label (SPEC §5's generic "Required", "Invalid email"); the server's 400
 * is read without the form, so its message names the field ("Mobile number must be 10 digits").
 * Both switches are exhaustive: a new problem kind does not compile until both sides word it.
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

/** The message shown beside the field in the browser. */
export const fieldMessage = (problem: AnswerProblem): string => {
  switch (problem.kind) {
    case "required":
    case "unticked":
      return FORM_MESSAGES.required;
    case "unknownField":
      return FORM_MESSAGES.unknownField;
    case "notText":
      return FORM_MESSAGES.expected("string");
    case "tooShort":
      return FORM_MESSAGES.atLeastChars(problem.min);
    case "tooLong":
      return FORM_MESSAGES.atMostChars(problem.max);
    case "pattern":
      return problem.message ?? FORM_MESSAGES.invalidFormat;
    case "email":
      return FORM_MESSAGES.invalidEmail;
    case "notNumber":
      return FORM_MESSAGES.notANumber;
    case "belowMin":
      return FORM_MESSAGES.atLeast(problem.min);
    case "aboveMax":
      return FORM_MESSAGES.atMost(problem.max);
    case "notBoolean":
      return FORM_MESSAGES.expected("boolean");
    case "notDate":
      return FORM_MESSAGES.invalidDate;
    case "notDateTime":
      return FORM_MESSAGES.invalidDateTime;
    case "notTime":
      return FORM_MESSAGES.invalidTime;
    case "beforeMin":
      return FORM_MESSAGES.onOrAfter(problem.bound);
    case "afterMax":
      return FORM_MESSAGES.onOrBefore(problem.bound);
    case "notPhone":
      return FORM_MESSAGES.expected("object");
    case "phoneExtraKeys":
      return FORM_MESSAGES.phoneParts;
    case "countryCode":
      return FORM_MESSAGES.countryCode;
    case "phoneDigits":
      return FORM_MESSAGES.phoneDigits;
    case "phoneTenDigits":
      return FORM_MESSAGES.phoneTenDigits;
    case "phoneLength":
      return problem.message ?? FORM_MESSAGES.phoneLength;
    case "notOption":
    case "notOptions":
      return FORM_MESSAGES.invalidOption;
    case "notList":
      return FORM_MESSAGES.expected("array");
    case "repeatedOption":
      return FORM_MESSAGES.repeatedOption;
    case "fileType":
      return FORM_MESSAGES.fileType(problem.types);
  }
};

/** The field as a sentence starts with it: its label, else its name. */
export const fieldLabel = (field: RuleField): string => field.label?.trim() || field.name || "This field";

/** The message of the server's 400 (`errors[].message`), naming the field; `path` is the answer's key. */
export const labelledMessage = (problem: AnswerProblem, label: string, path: string): string => {
  switch (problem.kind) {
    case "required":
      return `${label} is required`;
    case "unticked":
      return `${label} must be checked`;
    case "unknownField":
      return `${path} is not a field of this form`;
    case "notText":
      return `${label} must be text`;
    case "tooShort":
      return `${label} must be at least ${problem.min} characters`;
    case "tooLong":
      return `${label} must be at most ${problem.max} characters`;
    case "pattern":
      return problem.message ?? `${label} is not in the expected format`;
    case "email":
      return `${label} must be a valid email address`;
    case "notNumber":
      return `${label} must be a number`;
    case "belowMin":
      return `${label} must be at least ${problem.min}`;
    case "aboveMax":
      return `${label} must be at most ${problem.max}`;
    case "notBoolean":
      return `${label} must be true or false`;
    case "notDate":
      return `${label} must be a date (YYYY-MM-DD)`;
    case "notDateTime":
      return `${label} must be a date and time (YYYY-MM-DDTHH:mm)`;
    case "notTime":
      return `${label} must be a time (HH:mm)`;
    case "beforeMin":
      return `${label} must be on or after ${problem.bound}`;
    case "afterMax":
      return `${label} must be on or before ${problem.bound}`;
    case "notPhone":
      return `${label} must be an object with country and number`;
    case "phoneExtraKeys":
      return `${label} takes only country and number`;
    case "countryCode":
      return `${label} country code must be 1 to 3 digits`;
    case "phoneDigits":
      return `${label} number must contain digits only`;
    case "phoneTenDigits":
      return `${label} number must be 10 digits`;
    case "phoneLength":
      return problem.message ?? `${label} number has the wrong length`;
    case "notOption":
      return `${label} must be one of the listed options`;
    case "notList":
      return `${label} must be a list of text values`;
    case "notOptions":
      return `${label} must use only the listed options`;
    case "repeatedOption":
      return `${label} must not repeat an option`;
    case "fileType":
      return `${label} must be one of these file types: ${problem.types.join(", ")}`;
  }
};
