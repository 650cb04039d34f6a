import { answerProblem } from "./form-answer-rules.ts";
import { fieldMessage } from "./form-answer-messages.ts";
import { DISPLAY_ONLY_TYPES, isBlankAnswer } from "./form-fields.ts";
import { csvChoices, fileTypeKey, trimmed } from "./form-definition-clean.ts";
import { DEFINITION_MESSAGES, fieldTitle } from "./form-definition-messages.ts";
import {
  CHOICE_TYPES,
  DATE_TYPES,
  FIELD_NAME_PATTERN,
  FORM_FIELD_TYPES,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELD_OPTIONS,
  MAX_FORM_FIELDS,
  RESERVED_FIELD_NAMES,
  UPLOAD_TYPES,
  type DefinitionKey,
  type DefinitionProblem,
  type DraftField,
} from "./form-definition-types.ts";

/**
 * Whether a pass's referral form can be saved (SPEC §3 Form-field definition, §5 Dynamic forms),
 * written once: the organiser's form builder shows each problem beside the field's setting, and the
 * server refuses the same definition with a 400 naming the field. A definition the guest page could
 * not draw (no name, a type it does not know, a select without choices, two fields answering under
 * one name, bounds that exclude every date) never reaches a guest, so nobody sees "Field type …
 * needs a name." on a public page.
 */

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
