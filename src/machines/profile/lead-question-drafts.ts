import type { FormField, FormFieldOption } from "../../rules/form-rules.ts";
import { UNSET_FIELD_KEYS } from "../../rules/unset-field-keys.ts";

/**
 * The company's lead qualification questions as the editor holds them (issue 13, "Lead questions"
 * tab). A question is a `FormField` of the referral forms' engine; the editor keeps the few parts a
 * person edits as plain text and turns them back into a `FormField` for the PUT and for the preview.
 * Everything else of a stored definition (validation, sublabel, dates) is kept as it was.
 */

/** The answer types a lead question may take (the contract refuses uploads and `selectApi`). */
export const QUESTION_TYPES = ["text", "textarea", "select", "multiSelect", "checkbox", "number", "date", "email"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  text: "Short text", textarea: "Long text", select: "Single choice", multiSelect: "Multiple choice",
  checkbox: "Checkbox", number: "Number", date: "Date", email: "Email",
};

/** The contract's `maxItems` of `LeadQuestionsUpdate.questions`. */
export const MAX_QUESTIONS = 30;

export interface QuestionDraft {
  /** Stable within the editor (React keys, events); never sent. */
  readonly key: string;
  /** The stored question's `_id`; null for a question added since the last load or save. */
  readonly id: string | null;
  readonly label: string;
  readonly name: string;
  /** False while the name still follows the label; typing a name (or a stored one) stops that. */
  readonly nameEdited: boolean;
  /** One of QUESTION_TYPES, or a stored type this editor does not offer (kept as it is). */
  readonly type: string;
  readonly required: boolean;
  readonly placeholder: string;
  /** Choices of select and multiSelect questions, one per line. */
  readonly optionsText: string;
  /** The stored definition, so parts the editor does not show survive a save. */
  readonly stored: FormField | null;
}

/** What `question.change` may set; `name` given here counts as typed by the person. */
export type QuestionPatch = Partial<Pick<QuestionDraft, "label" | "name" | "type" | "required" | "placeholder" | "optionsText">>;

export const hasOptions = (type: string): boolean => type === "select" || type === "multiSelect";

/** The options of the text area: trimmed lines, blank ones left out. */
export const optionLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** `Budget (USD)?` -> `budget_usd`: lower case ASCII letters, digits and `_`. */
export const slugOf = (label: string): string =>
  label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);

/** The name a label gives, made unique against the other questions' names (`budget_2`). */
export const nameFromLabel = (label: string, taken: ReadonlyArray<string>): string => {
  const base = slugOf(label) || "question";
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
};

const otherNames = (drafts: ReadonlyArray<QuestionDraft>, key: string): string[] => drafts.filter((draft) => draft.key !== key).map((draft) => draft.name);

/** A stored question as the editor holds it. */
export const draftOf = (field: FormField, key: string): QuestionDraft => ({
  key,
  id: field._id,
  label: field.label ?? "",
  name: field.name ?? "",
  nameEdited: true,
  type: field.type,
  required: field.required,
  placeholder: field.placeholder ?? "",
  optionsText: (field.options ?? []).map((option) => option.label || option.value).join("\n"),
  stored: field,
});

/** A new question at the end of the list: short text, optional, named after its (empty) label. */
export const newDraft = (drafts: ReadonlyArray<QuestionDraft>, key: string): QuestionDraft => ({
  key,
  id: null,
  label: "",
  name: nameFromLabel(
    "",
    drafts.map((draft) => draft.name),
  ),
  nameEdited: false,
  type: "text",
  required: false,
  placeholder: "",
  optionsText: "",
  stored: null,
});

/** One question changed; its name follows a new label until the person types a name. */
export const patchDraft = (drafts: ReadonlyArray<QuestionDraft>, key: string, patch: QuestionPatch): QuestionDraft[] =>
  drafts.map((draft) => {
    if (draft.key !== key) return draft;
    const next: QuestionDraft = {
      ...draft,
      ...patch,
      nameEdited: draft.nameEdited || patch.name !== undefined,
    };
    if (next.nameEdited || patch.label === undefined) return next;
    return {
      ...next,
      name: nameFromLabel(next.label, otherNames(drafts, key)),
    };
  });

export const removeDraft = (drafts: ReadonlyArray<QuestionDraft>, key: string): QuestionDraft[] => drafts.filter((draft) => draft.key !== key);

/** Moves a question one place up (-1) or down (1); at either end nothing moves. */
export const moveDraft = (drafts: ReadonlyArray<QuestionDraft>, key: string, by: -1 | 1): QuestionDraft[] => {
  const from = drafts.findIndex((draft) => draft.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};

const optionsOf = (draft: QuestionDraft): FormFieldOption[] | null =>
  hasOptions(draft.type)
    ? [...new Set(optionLines(draft.optionsText))].map((line) => ({
        value: line,
        label: line,
      }))
    : null;

/**
 * The question as the contract's `FormField`. `newId` names a question that has no `_id` yet (the
 * save gives a fresh UUID; the preview its editor key). Options are only sent for the choice types,
 * and a stored choice list loaded from `selectApi` is not kept (the contract refuses it here).
 */
export const fieldOf = (draft: QuestionDraft, newId: () => string): FormField => ({
  ...UNSET_FIELD_KEYS,
  ...(draft.stored ?? {}),
  _id: draft.id ?? newId(),
  name: draft.name.trim(),
  type: draft.type,
  label: draft.label.trim(),
  placeholder: draft.placeholder.trim() === "" ? null : draft.placeholder.trim(),
  required: draft.required,
  options: optionsOf(draft),
  selectApi: null,
  apiType: null,
});

/** The live preview's fields: a question without a usable name still shows, under its editor key. */
export const previewFields = (drafts: ReadonlyArray<QuestionDraft>): FormField[] =>
  drafts.map((draft) => {
    const field = fieldOf(draft, () => draft.key);
    return {
      ...field,
      name: field.name === "" ? draft.key : field.name,
      label: field.label === "" ? "Untitled question" : field.label,
    };
  });
