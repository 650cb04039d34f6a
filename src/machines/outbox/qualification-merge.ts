// How qualifications queued on the device combine. The fields a qualification replaces on the
// server (priority, rating, tags, follow-up date, answers) are replaced here too; notes are
// append-only on the server, so notes written one after another travel as one appended text.
import type { LeadQualification } from "./outbox-types.ts";

/** Between two notes written on the device before they were sent. */
export const NOTE_SEPARATOR = "\n\n";

const REPLACED = ["priority", "rating", "tags", "followUpDate", "answers"] as const;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** `later` on top of `earlier`: replaced fields take the later value, notes are joined in order. */
export const mergeQualification = (earlier: LeadQualification, later: LeadQualification): LeadQualification => {
  const merged: LeadQualification = { ...earlier };
  for (const key of REPLACED) {
    if (later[key] !== undefined) (merged as Record<string, unknown>)[key] = later[key];
  }
  const note = joinNotes(earlier.appendNote, later.appendNote);
  if (note !== undefined) merged.appendNote = note;
  return merged;
};

const joinNotes = (first: string | undefined, second: string | undefined): string | undefined => {
  const a = first?.trim() ? first : undefined;
  const b = second?.trim() ? second : undefined;
  if (a === undefined) return b;
  if (b === undefined) return a;
  return `${a}${NOTE_SEPARATOR}${b}`;
};

/**
 * What was added to a queued item while it was on its way (`sent` went out, `now` is the stored
 * item when the answer came): the fields that changed, and the notes written after the sent ones.
 * Null when nothing was added.
 */
export const remainderOf = (sent: LeadQualification, now: LeadQualification): LeadQualification | null => {
  const rest: LeadQualification = {};
  for (const key of REPLACED) {
    if (now[key] !== undefined && !sameValue(now[key], sent[key])) (rest as Record<string, unknown>)[key] = now[key];
  }
  const sentNote = sent.appendNote ?? "";
  const nowNote = now.appendNote ?? "";
  if (nowNote !== sentNote) {
    const added = sentNote !== "" && nowNote.startsWith(sentNote + NOTE_SEPARATOR) ? nowNote.slice(sentNote.length + NOTE_SEPARATOR.length) : nowNote;
    if (added.trim() !== "" && added !== sentNote) rest.appendNote = added;
  }
  return Object.keys(rest).length === 0 ? null : rest;
};

/** A qualification with nothing in it is not sent at all. */
export const isEmptyQualification = (q: LeadQualification): boolean =>
  Object.values(q).every((value) => value === undefined);
