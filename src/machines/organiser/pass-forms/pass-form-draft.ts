import type { components } from "../../../api/schema.d.ts";
import { answerNames, cleanDefinition } from "../../../rules/form-definition-clean.ts";
import { formDefinitionProblems } from "../../../rules/form-definition-rules.ts";
import {
  DISPLAY_FIELD_TYPES,
  type DefinitionOption,
  type DefinitionProblem,
  type DraftField,
  type FieldWidth,
} from "../../../rules/form-definition-types.ts";
import { DISPLAY_ONLY_TYPES } from "../../../rules/form-fields.ts";
import type { FormField } from "../../../rules/form-rules.ts";
import { UNSET_FIELD_KEYS } from "../../../rules/unset-field-keys.ts";

/**
 * The form builder's draft: the fields of one pass form as the organiser edits them, and what the
 * draft becomes when it is saved (the definitions) and previewed (the FormField shape the guest
 * page reads). Pure functions over plain data; the screen machine holds the draft.
 */

export type PassFormSummary = components["schemas"]["PassFormSummary"];
export type PassForm = components["schemas"]["PassForm"];
export type PassFormFieldInput = components["schemas"]["PassFormFieldInput"];

/** One field being edited. `key` tells fields apart while they move; options are a list or (CSV) one text. */
export interface BuilderField {
  readonly key: string;
  /** The stored field's id; null for a field added since the form was read. */
  readonly id: string | null;
  readonly type: string;
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly sublabel: string;
  readonly footnote: string;
  readonly content: string;
  readonly required: boolean;
  readonly customClass: FieldWidth;
  readonly options: ReadonlyArray<DefinitionOption> | string;
  readonly selectApi: string;
  readonly minDate: string;
  readonly maxDate: string;
  /** As typed: "pdf, docx". */
  readonly fileTypes: string;
  /** Kept as read: settings the builder does not edit (a starting answer, answer rules). */
  readonly kept: Pick<DraftField, "default" | "validation">;
}

/** The settings edited as one line of text. */
export type TextSetting = "name" | "label" | "placeholder" | "sublabel" | "footnote" | "content" | "minDate" | "maxDate" | "fileTypes" | "selectApi";

export const CHOICE_TYPES: ReadonlySet<string> = new Set(["select", "multiSelect"]);
export const DATE_TYPES: ReadonlySet<string> = new Set(["date", "datetime"]);
export const UPLOAD_TYPES: ReadonlySet<string> = new Set(["image", "file"]);

const text = (value: string | null | undefined): string => value ?? "";

/** A stored field as the builder edits it. A CSV definition keeps its text (the contract answers it split). */
export const builderField = (field: FormField): BuilderField => ({
  key: field._id,
  id: field._id,
  type: field.type,
  name: text(field.name),
  label: text(field.label),
  placeholder: text(field.placeholder),
  sublabel: text(field.sublabel),
  footnote: text(field.footnote),
  content: text(field.content),
  required: field.required,
  customClass: field.customClass,
  options:
    field.apiType === "CSV" && field.options !== null
      ? field.options.map((option) => option.value).join(", ")
      : (field.options ?? []).map((option) => ({ value: option.value, label: option.label })),
  selectApi: text(field.selectApi),
  minDate: text(field.minDate),
  maxDate: text(field.maxDate),
  fileTypes: (field.allowedFileTypes ?? []).join(", "),
  kept: { default: field.default, validation: field.validation },
});

/** What a new field of a type starts with: a select has one option to fill in, a title some text. */
export const newField = (type: string, key: string, taken: ReadonlyArray<string>): BuilderField => {
  const display = (DISPLAY_FIELD_TYPES as ReadonlyArray<string>).includes(type);
  let name = "";
  if (!display) {
    const base = type === "multiSelect" ? "choices" : type === "mobilenumber" ? "mobile" : type;
    name = base;
    for (let n = 2; taken.includes(name); n += 1) name = `${base}${n}`;
  }
  return {
    key,
    id: null,
    type,
    name,
    label: display ? "" : NEW_FIELD_LABELS[type] ?? type,
    placeholder: "",
    sublabel: "",
    footnote: "",
    content: type === "title" ? "Section title" : type === "info" ? "Information for guests" : type === "html" ? "<p>Information for guests</p>" : "",
    required: false,
    customClass: "default",
    options: CHOICE_TYPES.has(type) ? [{ value: "Option 1", label: "Option 1" }] : [],
    selectApi: "",
    minDate: "",
    maxDate: "",
    fileTypes: "",
    kept: {},
  };
};

/** The builder's names for the types (SPEC §3), in the order the add menu offers them. */
export const FIELD_TYPE_LABELS: Readonly<Record<string, string>> = {
  text: "Text",
  email: "Email",
  number: "Number",
  password: "Password",
  textarea: "Long text",
  date: "Date",
  datetime: "Date and time",
  time: "Time",
  checkbox: "Checkbox",
  select: "Select",
  multiSelect: "Multiple choice",
  image: "Image upload",
  file: "File upload",
  mobilenumber: "Mobile number",
  title: "Title",
  html: "HTML text",
  info: "Information",
  line: "Line",
};

const NEW_FIELD_LABELS: Readonly<Record<string, string>> = {
  text: "Text",
  email: "Email",
  number: "Number",
  password: "Password",
  textarea: "Notes",
  date: "Date",
  datetime: "Date and time",
  time: "Time",
  checkbox: "I agree",
  select: "Choose one",
  multiSelect: "Choose any",
  image: "Photo",
  file: "Document",
  mobilenumber: "Mobile number",
};

const splitTypes = (typed: string): string[] =>
  typed
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** The definition the builder saves (and the rule checks): only what the type uses, cleaned. */
export const definitionOf = (field: BuilderField): PassFormFieldInput => {
  const draft: DraftField = {
    _id: field.id,
    type: field.type,
    name: field.name,
    label: field.label,
    placeholder: field.placeholder,
    sublabel: field.sublabel,
    footnote: field.footnote,
    content: field.content,
    required: field.required,
    customClass: field.customClass,
    options: field.options,
    selectApi: field.selectApi,
    minDate: field.minDate,
    maxDate: field.maxDate,
    allowedFileTypes: splitTypes(field.fileTypes),
    default: field.kept.default,
    validation: field.kept.validation,
  };
  return cleanDefinition(draft) as PassFormFieldInput;
};

export const definitionsOf = (fields: ReadonlyArray<BuilderField>): PassFormFieldInput[] => fields.map(definitionOf);

/** Every problem of the draft, as the server would refuse it (the names of the page's other part included). */
export const draftProblems = (fields: ReadonlyArray<BuilderField>, sharedFields: ReadonlyArray<FormField>): DefinitionProblem[] =>
  formDefinitionProblems(definitionsOf(fields) as DraftField[], {
    takenNames: answerNames(sharedFields as ReadonlyArray<DraftField>).map((name) => ({ name, by: "the form every pass shares" })),
  });

/** The field as the guest page reads it (the contract's FormField): every key, CSV options split. */
export const previewField = (field: BuilderField): FormField => {
  const definition = definitionOf(field);
  const options = definition.options;
  return {
    ...UNSET_FIELD_KEYS,
    _id: field.key,
    name: definition.name ?? null,
    type: definition.type,
    label: definition.label ?? null,
    placeholder: definition.placeholder ?? null,
    sublabel: definition.sublabel ?? null,
    footnote: definition.footnote ?? null,
    content: definition.content ?? null,
    required: definition.required === true,
    default: definition.default ?? null,
    validation: (definition.validation as FormField["validation"]) ?? null,
    options:
      typeof options === "string"
        ? splitTypes(options).map((value) => ({ value, label: value }))
        : Array.isArray(options)
          ? options.map((option) => ({ value: option.value, label: option.label }))
          : null,
    selectApi: definition.selectApi ?? null,
    apiType: definition.apiType ?? null,
    customClass: definition.customClass ?? "default",
    minDate: definition.minDate ?? null,
    maxDate: definition.maxDate ?? null,
    allowedFileTypes: definition.allowedFileTypes ?? null,
  };
};

/** The guest page of the form: the shared fields first, then the form's own (the order the server keeps). */
export const previewFields = (fields: ReadonlyArray<BuilderField>, sharedFields: ReadonlyArray<FormField>): FormField[] => [
  ...sharedFields,
  ...fields.map(previewField),
];

/** Answer names stored before and gone from the draft: what their registrations' answers become hidden by. */
export const removedAnswerNames = (stored: ReadonlyArray<FormField>, fields: ReadonlyArray<BuilderField>): string[] => {
  const kept = new Set(fields.filter((field) => !DISPLAY_ONLY_TYPES.has(field.type)).map((field) => field.name.trim()));
  return stored
    .filter((field) => !DISPLAY_ONLY_TYPES.has(field.type) && typeof field.name === "string" && field.name.trim() !== "")
    .map((field) => field.name!.trim())
    .filter((name) => !kept.has(name));
};

/** The answers the draft would hide, by field name (only names with answers). */
export const hiddenAnswers = (form: PassForm | null, fields: ReadonlyArray<BuilderField>): Readonly<Record<string, number>> => {
  if (form === null) return {};
  const entries = removedAnswerNames(form.fields, fields)
    .map((name) => [name, form.answerCounts[name] ?? 0] as const)
    .filter(([, n]) => n > 0);
  return Object.fromEntries(entries);
};

export const hiddenAnswerTotal = (hidden: Readonly<Record<string, number>>): number => Object.values(hidden).reduce((sum, n) => sum + n, 0);

/** Whether the draft differs from the form as read. */
export const draftChanged = (form: PassForm | null, fields: ReadonlyArray<BuilderField>): boolean =>
  form !== null && JSON.stringify(definitionsOf(form.fields.map(builderField))) !== JSON.stringify(definitionsOf(fields));

export const moved = <T>(items: ReadonlyArray<T>, index: number, to: number): T[] => {
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The 400's problems (`/fields/<i>/<setting>`) as the builder shows them. */
export const problemsOfRefusal = (errors: ReadonlyArray<{ readonly path: string; readonly message: string }>): DefinitionProblem[] =>
  errors.flatMap((error) => {
    const match = /^\/fields\/(\d+)\/(\w+)/.exec(error.path);
    if (match === null) return [];
    // The server names the field in front ("Field 2 (Size), options: "); beside the field that is said already.
    const message = error.message.replace(/^Field \d+(?: \([^)]*\))?, [^:]+: /, "");
    return [{ index: Number(match[1]), key: match[2] as DefinitionProblem["key"], message }];
  });
