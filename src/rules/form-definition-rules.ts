import { answerProblem } from "./form-answer-rules.ts";
import { fieldMessage } from "./form-answer-messages.ts";
import { DISPLAY_ONLY_TYPES, fieldOptions, isBlankAnswer } from "./form-fields.ts";

/**
 * Whether a pass's referral form can be saved (SPEC §3 Form-field definition, §5 Dynamic forms),
 * written once: the organiser's form builder shows each problem beside the field's setting, and the
 * server refuses the same definition with a 400 naming the field. A definition the guest page could
 * not draw (no name, a type it does not know, a select without choices, two fields answering under
 * one name, bounds that exclude every date) never reaches a guest, so nobody sees "Field type …
 * needs a name." on a public page.
 */

/** The types a guest fills in, in the order the builder offers them. */
export const ANSWER_FIELD_TYPES = [
  "text",
  "email",
  "number",
  "password",
  "textarea",
  "date",
  "datetime",
  "time",
  "checkbox",
  "select",
  "multiSelect",
  "image",
  "file",
  "mobilenumber",
] as const;
/** The types that only show something (SPEC §3 display-only types). */
export const DISPLAY_FIELD_TYPES = ["title", "html", "info", "line"] as const;
export const FORM_FIELD_TYPES: ReadonlyArray<string> = [...ANSWER_FIELD_TYPES, ...DISPLAY_FIELD_TYPES];

export type FieldWidth = "half" | "full" | "default";

export interface DefinitionOption {
  readonly value: string;
  readonly label: string;
}

/**
 * One field as the builder edits it and the server receives it: the contract's FormField keys, any
 * of them absent. `options` is a list, or (apiType CSV) one comma-separated string.
 */
export interface DraftField {
  readonly _id?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly type: string;
  readonly label?: string | null | undefined;
  readonly placeholder?: string | null | undefined;
  readonly sublabel?: string | null | undefined;
  readonly footnote?: string | null | undefined;
  readonly content?: string | null | undefined;
  readonly required?: boolean | null | undefined;
  readonly default?: unknown;
  readonly validation?: Readonly<Record<string, unknown>> | null | undefined;
  readonly options?: ReadonlyArray<DefinitionOption> | string | null | undefined;
  readonly selectApi?: string | null | undefined;
  readonly apiType?: string | null | undefined;
  readonly customClass?: FieldWidth | null | undefined;
  readonly minDate?: string | null | undefined;
  readonly maxDate?: string | null | undefined;
  readonly allowedFileTypes?: ReadonlyArray<string> | null | undefined;
}

/** The setting of a field a problem belongs to: the builder shows the message beside it. */
export type DefinitionKey =
  | "type"
  | "name"
  | "label"
  | "content"
  | "options"
  | "minDate"
  | "maxDate"
  | "allowedFileTypes"
  | "validation"
  | "default";

export interface DefinitionProblem {
  /** The field's place in the form (0-based). */
  readonly index: number;
  readonly key: DefinitionKey;
  /** What to fix, worded to stand beside the setting ("Add at least one option."). */
  readonly message: string;
}

/** Limits of one form, the same in the builder and the contract. */
export const MAX_FORM_FIELDS = 100;
export const MAX_FIELD_OPTIONS = 200;
export const MAX_FIELD_NAME_LENGTH = 64;
/** Answer keys: what registrations are stored under and exports are headed with. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Keys a registration's body already uses for itself; a field may not answer under them. */
export const RESERVED_FIELD_NAMES: ReadonlyArray<string> = ["ticketId"];

const CHOICE_TYPES: ReadonlySet<string> = new Set(["select", "multiSelect"]);
const DATE_TYPES: ReadonlySet<string> = new Set(["date", "datetime"]);
const UPLOAD_TYPES: ReadonlySet<string> = new Set(["image", "file"]);
const TEXT_RULE_TYPES: ReadonlySet<string> = new Set(["text", "email", "password", "textarea", "mobilenumber"]);
const NUMBER_RULE_TYPES: ReadonlySet<string> = new Set(["number"]);

// What an upload of each kind accepts (src/rules/upload-rules.ts): a field may only name those.
const IMAGE_FILE_TYPES: ReadonlySet<string> = new Set(["png", "jpg", "jpeg", "image/png", "image/jpeg", "image/*"]);
const DOCUMENT_FILE_TYPES: ReadonlySet<string> = new Set([
  "pdf",
  "doc",
  "docx",
  "txt",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
]);

const DATE_BOUND = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_BOUND = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

const isCalendarDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A date bound (YYYY-MM-DD), or for a datetime field also YYYY-MM-DDTHH:mm. */
const isBound = (type: string, bound: string): boolean => {
  const match = DATE_BOUND.exec(bound) ?? (type === "datetime" ? DATE_TIME_BOUND.exec(bound) : null);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const textOrNull = (value: unknown): string | null => {
  const text = trimmed(value);
  return text === "" ? null : text;
};

/** A file type as the answer rules compare it: lower case, no leading dot. */
export const fileTypeKey = (entry: string): string => entry.trim().toLowerCase().replace(/^\./, "");

/** A CSV options string as its choices (trimmed, blanks dropped). */
export const csvChoices = (text: string): string[] =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/**
 * The definition as it is stored: text trimmed and blank text left out, and only the settings the
 * type uses (a select's options, a date's bounds, an upload's file types, a display part's
 * content). The builder saves this and the server stores it, so both check the same thing.
 */
export const cleanDefinition = (field: DraftField): DraftField => {
  const type = trimmed(field.type);
  const kept: Record<string, unknown> = { type };
  const keep = (key: keyof DraftField, value: unknown) => {
    if (value !== null && value !== undefined) kept[key] = value;
  };
  keep("_id", textOrNull(field._id));
  keep("name", textOrNull(field.name));
  keep("label", textOrNull(field.label));
  keep("sublabel", textOrNull(field.sublabel));
  keep("footnote", textOrNull(field.footnote));
  if (DISPLAY_ONLY_TYPES.has(type)) {
    keep("content", type === "html" ? (trimmed(field.content) === "" ? null : field.content) : textOrNull(field.content));
  } else {
    keep("placeholder", textOrNull(field.placeholder));
    if (field.required === true) kept.required = true;
    if (field.default !== undefined && field.default !== null && !isBlankAnswer(field.default)) kept.default = field.default;
  }
  if (field.customClass === "half" || field.customClass === "full") kept.customClass = field.customClass;
  if (CHOICE_TYPES.has(type)) {
    const options = field.options;
    if (typeof options === "string") {
      keep("options", textOrNull(options));
      kept.apiType = "CSV";
    } else if (Array.isArray(options) && options.length > 0) {
      kept.options = options.map((option: DefinitionOption) => {
        const value = typeof option?.value === "string" ? option.value.trim() : "";
        return { value, label: trimmed(option?.label) || value };
      });
    }
    keep("selectApi", textOrNull(field.selectApi));
    if (typeof options !== "string" && trimmed(field.apiType) !== "") kept.apiType = trimmed(field.apiType);
  }
  if (DATE_TYPES.has(type)) {
    keep("minDate", textOrNull(field.minDate));
    keep("maxDate", textOrNull(field.maxDate));
  }
  if (UPLOAD_TYPES.has(type) && Array.isArray(field.allowedFileTypes)) {
    const types = field.allowedFileTypes.map((entry) => trimmed(entry)).filter((entry) => entry !== "");
    if (types.length > 0) kept.allowedFileTypes = types;
  }
  if (TEXT_RULE_TYPES.has(type) || NUMBER_RULE_TYPES.has(type)) {
    const rule = field.validation;
    if (typeof rule === "object" && rule !== null && !Array.isArray(rule)) {
      const entries = Object.entries(rule).filter(([, value]) => value !== null && value !== undefined && value !== "");
      if (entries.length > 0) kept.validation = Object.fromEntries(entries);
    }
  }
  return kept as unknown as DraftField;
};

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

interface ProblemSink {
  (key: DefinitionKey, message: string): void;
}

const checkName = (field: DraftField, add: ProblemSink): string | null => {
  const name = trimmed(field.name);
  const answers = !DISPLAY_ONLY_TYPES.has(field.type);
  if (name === "") {
    if (answers) add("name", DEFINITION_MESSAGES.needsName);
    return null;
  }
  if (name.length > MAX_FIELD_NAME_LENGTH || !FIELD_NAME_PATTERN.test(name)) {
    add("name", DEFINITION_MESSAGES.badName);
    return null;
  }
  if (RESERVED_FIELD_NAMES.includes(name)) {
    add("name", DEFINITION_MESSAGES.reservedName(name));
    return null;
  }
  return name;
};

const checkOptions = (field: DraftField, add: ProblemSink): void => {
  if (trimmed(field.selectApi) !== "" && (field.options === undefined || field.options === null || field.options.length === 0)) return;
  const options = field.options;
  if (typeof options === "string") {
    const choices = csvChoices(options);
    if (choices.length === 0) return add("options", DEFINITION_MESSAGES.needsOptions);
    if (choices.length > MAX_FIELD_OPTIONS) return add("options", DEFINITION_MESSAGES.tooManyOptions);
    const twice = choices.find((choice, at) => choices.indexOf(choice) !== at);
    if (twice !== undefined) add("options", DEFINITION_MESSAGES.repeatedOption(twice));
    return;
  }
  if (!Array.isArray(options) || options.length === 0) return add("options", DEFINITION_MESSAGES.needsOptions);
  if (options.length > MAX_FIELD_OPTIONS) return add("options", DEFINITION_MESSAGES.tooManyOptions);
  const seen = new Set<string>();
  for (const [at, option] of options.entries()) {
    const value = trimmed(option?.value);
    if (value === "") return add("options", DEFINITION_MESSAGES.blankOption(at + 1));
    if (seen.has(value)) return add("options", DEFINITION_MESSAGES.repeatedOption(value));
    seen.add(value);
  }
};

const checkBounds = (field: DraftField, add: ProblemSink): void => {
  const min = trimmed(field.minDate);
  const max = trimmed(field.maxDate);
  const minOk = min === "" || isBound(field.type, min);
  const maxOk = max === "" || isBound(field.type, max);
  if (!minOk) add("minDate", DEFINITION_MESSAGES.badBound(field.type));
  if (!maxOk) add("maxDate", DEFINITION_MESSAGES.badBound(field.type));
  if (!minOk || !maxOk || min === "" || max === "") return;
  // A date-only bound covers its whole day, as the answer rules compare it.
  const from = min.includes("T") ? min : `${min}T00:00`;
  const to = max.includes("T") ? max : `${max}T23:59`;
  if (from > to) add("maxDate", DEFINITION_MESSAGES.boundsCrossed);
};

const checkFileTypes = (field: DraftField, add: ProblemSink): void => {
  const listed = (field.allowedFileTypes ?? []).map((entry) => entry.trim()).filter((entry) => entry !== "");
  if (listed.length === 0) return;
  for (const entry of listed) {
    const key = fileTypeKey(entry);
    if (!IMAGE_FILE_TYPES.has(key) && !DOCUMENT_FILE_TYPES.has(key)) return add("allowedFileTypes", DEFINITION_MESSAGES.unknownFileType(entry));
    if (field.type === "image" && !IMAGE_FILE_TYPES.has(key)) return add("allowedFileTypes", DEFINITION_MESSAGES.imageFileType(entry));
  }
  // One upload takes images or documents: a list of both could never be uploaded in full.
  const images = listed.some((entry) => IMAGE_FILE_TYPES.has(fileTypeKey(entry)));
  const documents = listed.some((entry) => DOCUMENT_FILE_TYPES.has(fileTypeKey(entry)));
  if (images && documents) add("allowedFileTypes", DEFINITION_MESSAGES.mixedFileTypes);
};

const checkRule = (field: DraftField, add: ProblemSink): void => {
  const rule = field.validation;
  if (typeof rule !== "object" || rule === null) return;
  if (typeof rule.pattern === "string" && rule.pattern.trim() !== "") {
    try {
      new RegExp(rule.pattern);
    } catch {
      return add("validation", DEFINITION_MESSAGES.badPattern);
    }
  }
  const crossed = (low: unknown, high: unknown) => typeof low === "number" && typeof high === "number" && low > high;
  if (crossed(rule.minLength, rule.maxLength) || crossed(rule.min, rule.max)) add("validation", DEFINITION_MESSAGES.rangeCrossed);
};

const checkDefault = (field: DraftField, add: ProblemSink): void => {
  if (field.default === undefined || field.default === null || isBlankAnswer(field.default)) return;
  const problem = answerProblem({ ...field, options: field.options ?? null }, field.default);
  if (problem !== null) add("default", DEFINITION_MESSAGES.badDefault(fieldMessage(problem)));
};

/** One field's own problems, whatever its neighbours. */
const fieldProblems = (field: DraftField, add: ProblemSink): string | null => {
  const type = trimmed(field.type);
  if (!FORM_FIELD_TYPES.includes(type)) {
    add("type", DEFINITION_MESSAGES.unknownType(type));
    return checkName({ ...field, type }, add);
  }
  const name = checkName(field, add);
  if ((type === "title" || type === "info") && trimmed(field.content) === "" && trimmed(field.label) === "") add("content", DEFINITION_MESSAGES.needsText);
  if (type === "html" && trimmed(field.content) === "") add("content", DEFINITION_MESSAGES.needsText);
  if (CHOICE_TYPES.has(type)) checkOptions(field, add);
  if (DATE_TYPES.has(type)) checkBounds(field, add);
  if (UPLOAD_TYPES.has(type)) checkFileTypes(field, add);
  checkRule(field, add);
  if (!DISPLAY_ONLY_TYPES.has(type)) checkDefault(field, add);
  return name;
};

export interface DefinitionContext {
  /**
   * Names already answered under by fields outside this form that the same guest page shows (the
   * fields every pass's form has, or a pass's own fields for the shared part), with whose they are
   * ("the form every pass shares"): two fields of one page must not share a name.
   */
  readonly takenNames?: ReadonlyArray<{ readonly name: string; readonly by: string }>;
}

/** Every problem of a form, field by field in order; none when it may be saved. */
export const formDefinitionProblems = (fields: ReadonlyArray<DraftField>, context: DefinitionContext = {}): DefinitionProblem[] => {
  const problems: DefinitionProblem[] = [];
  if (fields.length > MAX_FORM_FIELDS) problems.push({ index: MAX_FORM_FIELDS, key: "type", message: DEFINITION_MESSAGES.tooManyFields });
  const taken = new Map((context.takenNames ?? []).map(({ name, by }) => [name.toLowerCase(), by] as const));
  // Answers are keyed by name; two differing only in case would confuse whoever reads them.
  const seen = new Map<string, number>();
  fields.forEach((field, index) => {
    const add: ProblemSink = (key, message) => problems.push({ index, key, message });
    const name = fieldProblems(field, add);
    if (name === null) return;
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) add("name", DEFINITION_MESSAGES.duplicateName(fieldTitle(fields[first]!, first)));
    else if (taken.has(key)) add("name", DEFINITION_MESSAGES.takenName(name, taken.get(key)!));
    else seen.set(key, index);
  });
  return problems;
};

/** The problems of one field, by setting: what the builder shows beside each. */
export const problemsOfField = (problems: ReadonlyArray<DefinitionProblem>, index: number): Partial<Record<DefinitionKey, string>> => {
  const byKey: Partial<Record<DefinitionKey, string>> = {};
  for (const problem of problems) if (problem.index === index && byKey[problem.key] === undefined) byKey[problem.key] = problem.message;
  return byKey;
};

/** The answer names a form's fields take (the ones a guest page stores answers under). */
export const answerNames = (fields: ReadonlyArray<DraftField>): string[] =>
  fields.filter((field) => !DISPLAY_ONLY_TYPES.has(field.type) && trimmed(field.name) !== "").map((field) => trimmed(field.name));

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

/** Choices a field offers once saved (the CSV string split), for counts and previews. */
export const definitionChoices = (field: DraftField): ReadonlyArray<DefinitionOption> =>
  fieldOptions({ type: field.type, options: field.options ?? null, apiType: field.apiType ?? null });
