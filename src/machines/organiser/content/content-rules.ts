import { fileProblem } from "../../../rules/upload-rules.ts";
import type { FaqFieldErrors, FaqForm, FaqSave, ResourceFieldErrors, ResourceForm, ResourceSave } from "./content.types.ts";

/**
 * The Content screen's form checks, said before anything is sent: the same rules the server applies
 * (a title, a question and an answer that are more than spaces; the upload allow-list and limits of
 * src/rules/upload-rules.ts), in words that say what to fix.
 */
export const CONTENT_MESSAGES = {
  titleRequired: "Title is required",
  fileRequired: "Choose the file to share (PDF, DOC, or other files up to 10MB).",
  questionRequired: "Question is required",
  answerRequired: "Answer is required",
} as const;

/** Resource files are documents, as exhibitors' own resources are. */
export const RESOURCE_FILE_KIND = "document" as const;

/** `adding`: a new resource needs a file; an edited one keeps its file unless another is chosen. */
export const resourceFormErrors = (form: ResourceForm, adding: boolean): ResourceFieldErrors => {
  const errors: ResourceFieldErrors = {};
  if (form.title.trim() === "") errors.title = CONTENT_MESSAGES.titleRequired;
  if (form.file === null) {
    if (adding) errors.file = CONTENT_MESSAGES.fileRequired;
  } else {
    const problem = fileProblem(RESOURCE_FILE_KIND, form.file);
    if (problem !== null) errors.file = problem;
  }
  return errors;
};

export const faqFormErrors = (form: FaqForm): FaqFieldErrors => {
  const errors: FaqFieldErrors = {};
  if (form.question.trim() === "") errors.question = CONTENT_MESSAGES.questionRequired;
  if (form.answer.trim() === "") errors.answer = CONTENT_MESSAGES.answerRequired;
  return errors;
};

const orNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

export const resourceSave = (id: string | null, form: ResourceForm, fileUrl: string | null): ResourceSave => ({
  id,
  title: form.title.trim(),
  description: orNull(form.description),
  category: orNull(form.category),
  isPublic: form.isPublic,
  ...(fileUrl === null ? {} : { fileUrl }),
});

export const faqSave = (id: string | null, form: FaqForm): FaqSave => ({
  id,
  question: form.question.trim(),
  answer: form.answer,
  type: form.type.trim() === "" ? "General" : form.type.trim(),
});

/** The list with one row moved by `by` places (clamped); the same list when it cannot move. */
export const moved = <Row extends { readonly _id: string }>(rows: ReadonlyArray<Row>, id: string, by: -1 | 1): ReadonlyArray<Row> => {
  const from = rows.findIndex((row) => row._id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};
