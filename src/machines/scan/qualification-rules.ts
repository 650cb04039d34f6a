import { checkForm, type FieldValue, type FormAnswers, type FormField, type FormValues } from "../../rules/form-rules.ts";
import type { Lead, LeadQualification } from "../outbox/outbox-types.ts";

// The scan card's own rules: what each control may hold and what a save sends. Lead questions use
// the dynamic form rules the referral form and the server share.

export type Priority = NonNullable<LeadQualification["priority"]>;

/** The scan card shows the spec's priority as hot, warm and cold. */
export const PRIORITY_CHOICES: ReadonlyArray<{ readonly value: Priority; readonly label: string }> = [
  { value: "high", label: "Hot" },
  { value: "medium", label: "Warm" },
  { value: "low", label: "Cold" },
];

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The contract's limits (LeadTag, LeadQualification). */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_NOTE_LENGTH = 5000;

export const QUALIFICATION_MESSAGES = {
  tagEmpty: "Type a tag first.",
  tagTooLong: `A tag has at most ${MAX_TAG_LENGTH} characters.`,
  tagRepeated: "This tag is already on the lead.",
  tooManyTags: `A lead has at most ${MAX_TAGS} tags.`,
  noteTooLong: `A note has at most ${MAX_NOTE_LENGTH} characters.`,
  followUpDate: "Pick a date from the calendar (YYYY-MM-DD).",
} as const;

/** The fields a save sends: only what was changed on this card, so an existing lead keeps the rest. */
export type QualificationPart = "priority" | "rating" | "tags" | "followUpDate" | "answers";

export interface QualificationDraft {
  readonly priority: Priority | null;
  readonly rating: number | null;
  readonly tags: ReadonlyArray<string>;
  readonly followUpDate: string;
  readonly note: string;
  readonly values: FormValues;
  readonly edited: ReadonlyArray<QualificationPart>;
}

/** The tags with one more, or why it cannot be added. */
export const addTag = (tags: ReadonlyArray<string>, text: string): { readonly tags: ReadonlyArray<string> } | { readonly error: string } => {
  const tag = text.trim();
  if (tag === "") return { error: QUALIFICATION_MESSAGES.tagEmpty };
  if (tag.length > MAX_TAG_LENGTH) return { error: QUALIFICATION_MESSAGES.tagTooLong };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { error: QUALIFICATION_MESSAGES.tagRepeated };
  if (tags.length >= MAX_TAGS) return { error: QUALIFICATION_MESSAGES.tooManyTags };
  return { tags: [...tags, tag] };
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Problems of the card, by control; answers are checked only once one was changed. */
export const draftErrors = (fields: ReadonlyArray<FormField>, draft: QualificationDraft): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {};
  if (draft.note.length > MAX_NOTE_LENGTH) errors["note"] = QUALIFICATION_MESSAGES.noteTooLong;
  if (draft.followUpDate !== "" && !DATE.test(draft.followUpDate)) errors["followUpDate"] = QUALIFICATION_MESSAGES.followUpDate;
  if (draft.edited.includes("answers")) Object.assign(errors, checkForm(fields, draft.values).errors);
  return errors;
};

/** What `qualify` receives: the changed parts, and the note when one was written. */
export const qualificationOf = (fields: ReadonlyArray<FormField>, draft: QualificationDraft): LeadQualification => {
  const q: LeadQualification = {};
  if (draft.edited.includes("priority") && draft.priority !== null) q.priority = draft.priority;
  if (draft.edited.includes("rating")) q.rating = draft.rating;
  if (draft.edited.includes("tags")) q.tags = [...draft.tags];
  if (draft.edited.includes("followUpDate")) q.followUpDate = draft.followUpDate === "" ? null : draft.followUpDate;
  if (draft.edited.includes("answers")) {
    const check = checkForm(fields, draft.values);
    if (check.valid) q.answers = { ...(check.answers as FormAnswers) };
  }
  if (draft.note.trim() !== "") q.appendNote = draft.note.trim();
  return q;
};

/** True when a save would send something. */
export const hasChanges = (draft: QualificationDraft): boolean => draft.edited.length > 0 || draft.note.trim() !== "";

const valueOfAnswer = (answer: unknown): FieldValue => {
  if (typeof answer === "number") return String(answer);
  if (typeof answer === "string" || typeof answer === "boolean" || answer === null) return answer;
  if (Array.isArray(answer)) return answer.filter((item): item is string => typeof item === "string");
  if (typeof answer === "object" && "number" in answer) return answer as FieldValue;
  return null;
};

/** An existing lead's qualification, under what this card already changed. */
export const draftFromLead = (draft: QualificationDraft, lead: Lead): Partial<QualificationDraft> => ({
  ...(draft.edited.includes("priority") ? {} : { priority: lead.priority }),
  ...(draft.edited.includes("rating") ? {} : { rating: lead.rating }),
  ...(draft.edited.includes("tags") ? {} : { tags: lead.tags }),
  ...(draft.edited.includes("followUpDate") ? {} : { followUpDate: lead.followUpDate ?? "" }),
  ...(draft.edited.includes("answers")
    ? {}
    : { values: { ...draft.values, ...Object.fromEntries(Object.entries(lead.answers).map(([name, answer]) => [name, valueOfAnswer(answer)])) } }),
});

/** "Asha Rao, Initech": who the card is about once the server answered. */
export const leadTitle = (lead: Lead): string => [lead.user.fullName, lead.user.companyName].filter((part) => part !== null && part !== "").join(", ");
