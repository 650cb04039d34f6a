import { hasOptions, MAX_QUESTIONS, optionLines, type QuestionDraft } from "./lead-question-drafts.ts";

/**
 * What the editor checks before it sends the list (the server checks again: unique names, letters,
 * digits and `_`, no uploads, at most 30). Each message says what to fix, beside the part to fix.
 */

export const LEAD_QUESTION_MESSAGES = {
  labelRequired: "Enter the question's label",
  nameRequired: "Enter a name (letters, digits and _)",
  nameInvalid: "Use only letters, digits and _ in the name",
  nameTaken: "Another question already uses this name",
  optionsRequired: "Add at least one option, one per line",
  optionsRepeated: "Each option may appear only once",
  tooMany: `A company can have at most ${MAX_QUESTIONS} lead questions: remove some before saving`,
  limitReached: `A company can have at most ${MAX_QUESTIONS} lead questions`,
} as const;

/** The contract's name pattern: answers are keyed by it. */
const NAME_PATTERN = /^[A-Za-z0-9_]+$/;

export interface QuestionErrors {
  readonly label?: string;
  readonly name?: string;
  readonly options?: string;
}

export interface LeadQuestionsCheck {
  /** Messages by question key; a question without any is left out. */
  readonly byKey: Readonly<Record<string, QuestionErrors>>;
  /** A message about the whole list (too many questions), or null. */
  readonly list: string | null;
}

const nameError = (draft: QuestionDraft, drafts: ReadonlyArray<QuestionDraft>): string | undefined => {
  const name = draft.name.trim();
  if (name === "") return LEAD_QUESTION_MESSAGES.nameRequired;
  if (!NAME_PATTERN.test(name)) return LEAD_QUESTION_MESSAGES.nameInvalid;
  if (drafts.some((other) => other.key !== draft.key && other.name.trim() === name)) return LEAD_QUESTION_MESSAGES.nameTaken;
  return undefined;
};

const optionsError = (draft: QuestionDraft): string | undefined => {
  if (!hasOptions(draft.type)) return undefined;
  const lines = optionLines(draft.optionsText);
  if (lines.length === 0) return LEAD_QUESTION_MESSAGES.optionsRequired;
  if (new Set(lines).size !== lines.length) return LEAD_QUESTION_MESSAGES.optionsRepeated;
  return undefined;
};

export const checkQuestions = (drafts: ReadonlyArray<QuestionDraft>): LeadQuestionsCheck => {
  const byKey: Record<string, QuestionErrors> = {};
  for (const draft of drafts) {
    const errors: { label?: string; name?: string; options?: string } = {};
    if (draft.label.trim() === "") errors.label = LEAD_QUESTION_MESSAGES.labelRequired;
    const name = nameError(draft, drafts);
    if (name !== undefined) errors.name = name;
    const options = optionsError(draft);
    if (options !== undefined) errors.options = options;
    if (Object.keys(errors).length > 0) byKey[draft.key] = errors;
  }
  return {
    byKey,
    list: drafts.length > MAX_QUESTIONS ? LEAD_QUESTION_MESSAGES.tooMany : null,
  };
};

export const questionsValid = (drafts: ReadonlyArray<QuestionDraft>): boolean => {
  const check = checkQuestions(drafts);
  return check.list === null && Object.keys(check.byKey).length === 0;
};
