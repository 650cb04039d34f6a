import {
  FORM_FIELD_TYPES,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELD_OPTIONS,
  MAX_FORM_FIELDS,
  type DefinitionKey,
  type DefinitionProblem,
  type DraftField,
} from "./form-definition-types.ts";
import { trimmed } from "./form-definition-clean.ts";

/**
 * What a form definition's problems say: beside the setting in the builder, and as a sentence that
 * names the field in the server's 400.
 */

/** The field as its problems name it: "Field 3 (Company size)". */
export const fieldTitle = (field: DraftField, index: number): string => {
  const name = trimmed(field.label) || trimmed(field.name);
  return name === "" ? `Field ${index + 1}` : `Field ${index + 1} (${name})`;
};

export const DEFINITION_MESSAGES = {
  unknownType: (type: string) =>
    type === ""
      ? "Choose the field's type."
      : `"${type}" is not a field type the registration page can show: choose one of ${FORM_FIELD_TYPES.join(", ")}.`,
  needsName: "Give the field a name: its answers are stored under it.",
  badName: `Start the name with a letter and use only letters, digits and _ (at most ${MAX_FIELD_NAME_LENGTH} characters).`,
  reservedName: (name: string) => `"${name}" is used by the registration itself: choose another name.`,
  duplicateName: (other: string) => `${other} already answers under this name: give each field its own name.`,
  takenName: (name: string, by: string) => `"${name}" is already a field of ${by}: give this field another name.`,
  needsText: "Add the text to show.",
  needsOptions: "Add at least one option, or name an option list.",
  blankOption: (position: number) => `Option ${position} has no value: give it one or remove it.`,
  repeatedOption: (value: string) => `"${value}" is listed twice: each option once.`,
  tooManyOptions: `At most ${MAX_FIELD_OPTIONS} options.`,
  badBound: (type: string) => (type === "datetime" ? "Use a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)." : "Use a date (YYYY-MM-DD)."),
  boundsCrossed: "The earliest date is after the latest one: no date could be chosen.",
  unknownFileType: (entry: string) =>
    `"${entry}" cannot be uploaded: use png, jpg or jpeg for images, or pdf, doc, docx, txt, xls, xlsx, ppt, pptx.`,
  imageFileType: (entry: string) => `"${entry}" is not an image: an image field takes png, jpg or jpeg.`,
  mixedFileTypes: "List either image types (png, jpg) or document types (pdf, doc, ...), not both.",
  badPattern: "The pattern is not a valid regular expression.",
  rangeCrossed: "The minimum is above the maximum: no answer could be given.",
  badDefault: (message: string) => `The starting answer is not valid for this field: ${message}.`,
  tooManyFields: `A form holds at most ${MAX_FORM_FIELDS} fields.`,
} as const;

/** The problems of one field, by setting: what the builder shows beside each. */
export const problemsOfField = (problems: ReadonlyArray<DefinitionProblem>, index: number): Partial<Record<DefinitionKey, string>> => {
  const byKey: Partial<Record<DefinitionKey, string>> = {};
  for (const problem of problems) if (problem.index === index && byKey[problem.key] === undefined) byKey[problem.key] = problem.message;
  return byKey;
};

/** A problem as a sentence read without the builder beside it (the server's 400): it names the field. */
export const problemSentence = (fields: ReadonlyArray<DraftField>, problem: DefinitionProblem): string => {
  const field = fields[problem.index];
  const title = field === undefined ? `Field ${problem.index + 1}` : fieldTitle(field, problem.index);
  return `${title}, ${KEY_WORDS[problem.key]}: ${problem.message}`;
};

const KEY_WORDS: Readonly<Record<DefinitionKey, string>> = {
  type: "type",
  name: "name",
  label: "label",
  content: "text",
  options: "options",
  minDate: "earliest date",
  maxDate: "latest date",
  allowedFileTypes: "allowed file types",
  validation: "rules",
  default: "starting answer",
};
