/**
 * What the contract accepts for a lead's qualification (`LeadCreate`, `LeadUpdate`,
 * `LeadQualification`: rating, tags, follow-up date, appended note), as pure checks the lead dialog
 * runs before it sends anything and the server can apply again. Keep in step with the contract.
 */

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** The contract's `maxItems` of `tags` and `maxLength` of one `LeadTag`. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
/** The contract's `maxLength` of `appendNote`. */
export const MAX_NOTE_LENGTH = 5000;

/**
 * A whole number with comma thousands separators, as `toLocaleString("en-US")` writes it. Not Intl:
 * this module is evaluated on the dashboard's first load, and the page's first number formatter costs
 * a long main-thread task there.
 */
const groupedThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const LEAD_QUALIFICATION_MESSAGES = {
  ratingInvalid: "Rating must be a whole number from 1 to 5",
  tagBlank: "Type a tag before adding it",
  tagTooLong: `A tag must be at most ${MAX_TAG_LENGTH} characters`,
  tagDuplicate: "This tag is already on the lead",
  tooManyTags: `A lead can have at most ${MAX_TAGS} tags`,
  followUpInvalid: "Follow-up date must be a real date (YYYY-MM-DD)",
  noteTooLong: `A note must be at most ${groupedThousands(MAX_NOTE_LENGTH)} characters`,
} as const;

/** A whole number from 1 to 5, or null (not rated). */
export const isValidRating = (rating: unknown): rating is number | null =>
  rating === null || (typeof rating === "number" && Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING);

/** Tags compare without case and surrounding spaces, so "AI" and " ai" are one tag. */
export const tagKey = (tag: string): string => tag.trim().toLowerCase();

/** What is wrong with a tag about to be added to `tags`, or null when it may be added (as typed, trimmed). */
export const tagProblem = (draft: string, tags: ReadonlyArray<string>): string | null => {
  const tag = draft.trim();
  if (tag === "") return LEAD_QUALIFICATION_MESSAGES.tagBlank;
  if (tag.length > MAX_TAG_LENGTH) return LEAD_QUALIFICATION_MESSAGES.tagTooLong;
  if (tags.some((existing) => tagKey(existing) === tagKey(tag))) return LEAD_QUALIFICATION_MESSAGES.tagDuplicate;
  if (tags.length >= MAX_TAGS) return LEAD_QUALIFICATION_MESSAGES.tooManyTags;
  return null;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), as the contract's `format: date` asks. */
export const isCalendarDay = (text: string): boolean => {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export interface LeadQualificationDraft {
  readonly rating: number | null;
  readonly tags: ReadonlyArray<string>;
  /** As typed; empty means none. */
  readonly followUpDate: string;
  /** The note to append; empty means none. */
  readonly note: string;
}

/** Messages keyed by field (`rating`, `tags`, `followUpDate`, `note`); empty when all is acceptable. */
export const leadQualificationErrors = (draft: LeadQualificationDraft): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {};
  if (!isValidRating(draft.rating)) errors.rating = LEAD_QUALIFICATION_MESSAGES.ratingInvalid;
  if (draft.tags.length > MAX_TAGS) errors.tags = LEAD_QUALIFICATION_MESSAGES.tooManyTags;
  else if (draft.tags.some((tag) => tag.trim() === "" || tag.trim().length > MAX_TAG_LENGTH)) errors.tags = LEAD_QUALIFICATION_MESSAGES.tagTooLong;
  const day = draft.followUpDate.trim();
  if (day !== "" && !isCalendarDay(day)) errors.followUpDate = LEAD_QUALIFICATION_MESSAGES.followUpInvalid;
  if (draft.note.trim().length > MAX_NOTE_LENGTH) errors.note = LEAD_QUALIFICATION_MESSAGES.noteTooLong;
  return errors;
};
