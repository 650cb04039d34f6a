import { DISPLAY_ONLY_TYPES, fieldOptions, isBlankAnswer } from "./form-fields.ts";
import {
  CHOICE_TYPES,
  DATE_TYPES,
  NUMBER_RULE_TYPES,
  TEXT_RULE_TYPES,
  UPLOAD_TYPES,
  type DefinitionOption,
  type DraftField,
} from "./form-definition-types.ts";

/**
 * A form definition as it is stored (the builder saves it, the server stores it) and what reading
 * it needs: its answer names and its choices.
 */

export const trimmed = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
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


/** The answer names a form's fields take (the ones a guest page stores answers under). */
export const answerNames = (fields: ReadonlyArray<DraftField>): string[] =>
  fields.filter((field) => !DISPLAY_ONLY_TYPES.has(field.type) && trimmed(field.name) !== "").map((field) => trimmed(field.name));

/** Choices a field offers once saved (the CSV string split), for counts and previews. */
export const definitionChoices = (field: DraftField): ReadonlyArray<DefinitionOption> =>
  fieldOptions({ type: field.type, options: field.options ?? null, apiType: field.apiType ?? null });
