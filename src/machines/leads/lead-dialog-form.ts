import type { components } from "../../api/schema.d.ts";
import { leadQualificationErrors } from "../../rules/lead-qualification-rules.ts";
import { leadPersonErrors } from "../../rules/lead-rules.ts";
import {
  answerableFields,
  checkForm,
  initialValues,
  normaliseValue,
  type FieldValue,
  type FormField,
  type FormValues as AnswerValues,
} from "../../rules/form-rules.ts";
import { DEFAULT_LEAD_PRIORITY, DEFAULT_LEAD_STATUS, LEAD_PRIORITIES, type Lead, type LeadCreate, type LeadPriority } from "./lead-form.ts";

// The lead dialog's form: the person, priority, status and remarks as before, plus the
// qualification (rating, tags, follow-up date, answers to the company's lead questions) and the
// note to append. No calls here, so machines and views can use it without the API layer.

export type LeadUpdate = components["schemas"]["LeadUpdate"];
export type LeadDuplicate = components["schemas"]["LeadDuplicate"];
export type { FormField as LeadQuestion } from "../../rules/form-rules.ts";

/** The text inputs of the dialog, each sent by `form.change`. */
export const LEAD_TEXT_FIELDS = [
  "fullName",
  "emailId",
  "companyName",
  "designation",
  "phone",
  "priority",
  "status",
  "remarks",
  "followUpDate",
  "tagDraft",
  "note",
] as const;
export type LeadTextField = (typeof LEAD_TEXT_FIELDS)[number];

export interface LeadForm extends Readonly<Record<LeadTextField, string>> {
  readonly rating: number | null;
  readonly tags: ReadonlyArray<string>;
  /** Answers to the lead questions by question name, as the dynamic form inputs hold them. */
  readonly answers: AnswerValues;
}

export const EMPTY_LEAD_DIALOG_FORM: LeadForm = {
  fullName: "",
  emailId: "",
  companyName: "",
  designation: "",
  phone: "",
  priority: DEFAULT_LEAD_PRIORITY,
  status: DEFAULT_LEAD_STATUS,
  remarks: "",
  followUpDate: "",
  tagDraft: "",
  note: "",
  rating: null,
  tags: [],
  answers: {},
};

/** The key under which an answer's message sits in the dialog's field errors. */
export const answerErrorKey = (name: string): string => `answers.${name}`;

/**
 * The inputs of the questions: each question's start value (its default), replaced by the lead's
 * own answer where it has one. Answers to questions no longer asked are not shown (and not sent).
 */
export const answersFor = (questions: ReadonlyArray<FormField> | null, lead: Lead | null): AnswerValues => {
  if (questions === null) return {};
  const start = initialValues(questions);
  if (lead === null) return start;
  const answers: Record<string, FieldValue> = { ...start };
  for (const field of answerableFields(questions)) {
    const given = lead.answers[field.name];
    if (given !== undefined && given !== null) answers[field.name] = normaliseValue(field, given as FieldValue);
  }
  return answers;
};

/** A listed lead as the edit form; the note to append always starts empty (notes are never edited). */
export const formFromLead = (lead: Lead, questions: ReadonlyArray<FormField> | null): LeadForm => ({
  ...EMPTY_LEAD_DIALOG_FORM,
  fullName: lead.user.fullName,
  emailId: lead.user.emailId ?? "",
  companyName: lead.user.companyName ?? "",
  designation: lead.user.designation ?? "",
  phone: lead.user.phone ?? "",
  priority: lead.priority,
  status: lead.status,
  remarks: lead.remarks ?? "",
  followUpDate: lead.followUpDate ?? "",
  rating: lead.rating,
  tags: [...lead.tags],
  answers: answersFor(questions, lead),
});

/**
 * The form's problems by field, checked before any call: the person (lead-rules.ts), the
 * qualification (lead-qualification-rules.ts) and, once the questions are known, each answer by
 * the same rules the referral form and the server apply.
 */
export const leadFormErrors = (form: LeadForm, questions: ReadonlyArray<FormField> | null): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {
    ...leadPersonErrors({ fullName: form.fullName.trim(), emailId: form.emailId.trim() }),
    ...leadQualificationErrors({ rating: form.rating, tags: form.tags, followUpDate: form.followUpDate, note: form.note }),
  };
  if (questions !== null) {
    const check = checkForm(questions, form.answers);
    if (!check.valid) for (const [name, message] of Object.entries(check.errors)) errors[answerErrorKey(name)] = message;
  }
  return errors;
};

const optional = (value: string): string | null => (value.trim() === "" ? null : value.trim());

const priorityOf = (value: string): LeadPriority => LEAD_PRIORITIES.find((priority) => priority === value.trim().toLowerCase()) ?? DEFAULT_LEAD_PRIORITY;

/** The answers to send, or none while the questions are unknown (sending `{}` would clear the lead's answers). */
const answersOf = (form: LeadForm, questions: ReadonlyArray<FormField> | null) => {
  if (questions === null) return {};
  const check = checkForm(questions, form.answers);
  return check.valid ? { answers: { ...check.answers } } : {};
};

const shared = (form: LeadForm) => ({
  priority: priorityOf(form.priority),
  status: form.status.trim() || DEFAULT_LEAD_STATUS,
  remarks: optional(form.remarks),
  rating: form.rating,
  tags: form.tags.map((tag) => tag.trim()),
  followUpDate: optional(form.followUpDate),
  person: {
    fullName: form.fullName.trim(),
    emailId: optional(form.emailId),
    companyName: optional(form.companyName),
    designation: optional(form.designation),
    phone: optional(form.phone),
  },
});

/** POST /leads: the whole form; a duplicate e-mail is asked about first (`onDuplicate: ask`) unless merging. */
export const createBody = (form: LeadForm, questions: ReadonlyArray<FormField> | null, onDuplicate: "ask" | "merge"): LeadCreate => ({
  ...shared(form),
  ...answersOf(form, questions),
  onDuplicate,
});

/** PUT /leads/{id}: every field (an emptied one is cleared), and the new note appended when one was written. */
export const updateBody = (form: LeadForm, questions: ReadonlyArray<FormField> | null): LeadUpdate => ({
  ...shared(form),
  ...answersOf(form, questions),
  ...(form.note.trim() === "" ? {} : { appendNote: form.note.trim() }),
});

/** What the dialog says about the lead the server matched. */
export interface DuplicateOffer {
  readonly lead: Lead;
  readonly message: string;
}

/** "A lead with this e-mail already exists: Vikram Mehta." (the first match; a single lead has one). */
export const duplicateOffer = (duplicates: ReadonlyArray<LeadDuplicate>): DuplicateOffer | null => {
  const first = duplicates[0];
  if (first === undefined) return null;
  const what = first.matchedOn === "badge" ? "badge" : "e-mail";
  return { lead: first.lead, message: `A lead with this ${what} already exists: ${first.lead.user.fullName}.` };
};

/**
 * The dialog's field for a server error path: `/person/emailId` and `person.emailId` -> `emailId`,
 * `/answers/budget` -> `answers.budget`, `/appendNote` -> `note`, `/rating` -> `rating`.
 */
export const fieldOfLeadPath = (path: string): string | null => {
  const segments = (path.startsWith("/") ? path.slice(1).split("/") : path.split(".")).filter((segment) => segment !== "");
  const [first, second] = segments[0] === "person" ? segments.slice(1) : segments;
  if (first === undefined) return null;
  if (first === "answers") return second === undefined ? null : answerErrorKey(second);
  if (first === "appendNote") return "note";
  return first;
};

/** The server's field errors by the dialog's field names (the first message of each field). */
export const fieldErrorsOfPaths = (errors: ReadonlyArray<{ path: string; message: string }>): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const { path, message } of errors) {
    const field = fieldOfLeadPath(path);
    if (field !== null && !(field in byField)) byField[field] = message;
  }
  return byField;
};
