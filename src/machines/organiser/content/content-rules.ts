import { fileProblem } from "../../../rules/upload-rules.ts";
import { serverWording } from "../../forms/dialog-wording.ts";
import type { ChosenFile, EntityDialogInput, FieldErrors, FormValues } from "../../forms/entity-dialog-form.ts";

/**
 * The Content screen's two dialogs: their forms, the checks said before anything is sent (the same
 * rules the server applies: a title, a question and an answer that are more than spaces; the upload
 * allow-list and limits of src/rules/upload-rules.ts), in words that say what to fix, and the bodies sent.
 */
export const CONTENT_MESSAGES = {
  titleRequired: "Title is required",
  fileRequired: "Choose the file to share (PDF, DOC, or other files up to 10MB).",
  questionRequired: "Question is required",
  answerRequired: "Answer is required",
} as const;

/** Resource files are documents, as exhibitors' own resources are. */
export const RESOURCE_FILE_KIND = "document" as const;

const text = (form: FormValues, field: string): string => {
  const value = form[field];
  return typeof value === "string" ? value : "";
};
const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** The file chosen in the resource dialog, if any (an edited resource keeps its file unless another is chosen). */
export const chosenFile = (form: FormValues): ChosenFile | null => (form["file"] instanceof Blob ? (form["file"] as ChosenFile) : null);

/**
 * `_id` is the edited resource's (empty while adding: a new resource needs a file); `file` the file
 * chosen, stored by the save's first step as `fileUrl`; `storedFile` is the file that path is of, so
 * a save retried after a failure does not store it again.
 */
export const EMPTY_RESOURCE_FORM: FormValues = { _id: "", title: "", description: "", category: "", isPublic: true, file: null, fileUrl: "", storedFile: null };

export const resourceFormErrors = (form: FormValues): FieldErrors => {
  const file = chosenFile(form);
  const fileError = file === null ? (text(form, "_id") === "" ? CONTENT_MESSAGES.fileRequired : null) : fileProblem(RESOURCE_FILE_KIND, file);
  return {
    ...(text(form, "title").trim() === "" ? { title: CONTENT_MESSAGES.titleRequired } : {}),
    ...(fileError === null ? {} : { file: fileError }),
  };
};

/** What the resource save sends (`fileUrl` only when a new file was stored). */
export const resourceBody = (form: FormValues) => ({
  title: text(form, "title").trim(),
  description: orNull(text(form, "description")),
  category: orNull(text(form, "category")),
  isPublic: form["isPublic"] === true,
  ...(text(form, "fileUrl") === "" ? {} : { fileUrl: text(form, "fileUrl") }),
});

export const EMPTY_FAQ_FORM: FormValues = { question: "", answer: "", type: "" };

export const faqFormErrors = (form: FormValues): FieldErrors => ({
  ...(text(form, "question").trim() === "" ? { question: CONTENT_MESSAGES.questionRequired } : {}),
  ...(text(form, "answer").trim() === "" ? { answer: CONTENT_MESSAGES.answerRequired } : {}),
});

export const faqBody = (form: FormValues) => ({
  question: text(form, "question").trim(),
  answer: text(form, "answer"),
  type: orNull(text(form, "type")) ?? "General",
});

/** The resource dialog: the chosen file is stored on Save, before the resource, and checked as soon as it is chosen. */
export const RESOURCE_DIALOG_INPUT: EntityDialogInput = {
  entity: "eventResource",
  emptyForm: EMPTY_RESOURCE_FORM,
  validate: resourceFormErrors,
  checkedAtOnce: ["file"],
  firstStep: {
    needed: (form) => chosenFile(form) !== null && form["storedFile"] !== form["file"],
    done: (form, output) => ({ ...form, fileUrl: String(output), storedFile: form["file"] ?? null }),
  },
  wording: serverWording({
    add: "The resource could not be saved.",
    update: "The resource could not be saved.",
    delete: "The resource could not be deleted.",
    firstStep: "The file could not be uploaded.",
  }),
};

export const FAQ_DIALOG_INPUT: EntityDialogInput = {
  entity: "faq",
  emptyForm: EMPTY_FAQ_FORM,
  validate: faqFormErrors,
  wording: serverWording({
    add: "The FAQ could not be saved.",
    update: "The FAQ could not be saved.",
    delete: "The FAQ could not be deleted.",
    firstStep: "The FAQ could not be saved.",
  }),
};

/** The list with one row moved by `by` places; the same list when it cannot move. */
export const moved = <Row extends { readonly _id: string }>(rows: ReadonlyArray<Row>, id: string, by: -1 | 1): ReadonlyArray<Row> => {
  const from = rows.findIndex((row) => row._id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};
