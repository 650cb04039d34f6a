// What a member records about a lead (the contract's LeadQualification), turned into the lead's
// columns without touching the database, so one lead (applyQualification) and a whole import
// (importLeads) follow the same rules.
import type { components } from '../../src/api/schema.d.ts';
import type { leads } from '../db/schema/all-tables.ts';
import type { FieldError } from '../http/api-error.ts';
import { validateAnswers } from '../referral/answer-errors.ts';
import type { LeadQuestion } from './company-questions.ts';

export type LeadQualification = components['schemas']['LeadQualification'];
export type QualificationColumns = Partial<Pick<typeof leads.$inferInsert, 'priority' | 'rating' | 'tags' | 'followUpDate' | 'answers'>>;

export const MAX_TAGS = 20;

/** Tags trimmed, the first spelling of each kept (case-insensitively), in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const trimmed = tag.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/**
 * The answers to store: the given ones checked against the questions they name (the referral
 * form's engine) and merged into the lead's existing answers; a blank answer clears its question.
 * Only the questions answered here are checked, so a scan may answer some now and the rest later
 * (a required question is one the scan card and the dialog ask for); answers kept for a question
 * the company has since removed stay as they are, but a new answer to one is refused.
 */
export function mergedAnswers(
  questions: readonly LeadQuestion[],
  existing: Readonly<Record<string, unknown>>,
  given: Readonly<Record<string, unknown>>,
  pointer: string,
): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const names = new Set(Object.keys(given));
  const asked = questions.filter((question) => typeof question.name === 'string' && names.has(question.name));
  const checked = validateAnswers(asked, given);
  if (!checked.ok) return { ok: false, errors: checked.errors.map((error) => ({ ...error, path: `${pointer}/${error.path}` })) };
  const merged: Record<string, unknown> = { ...existing };
  for (const name of names) {
    if (Object.hasOwn(checked.answers, name)) merged[name] = checked.answers[name];
    else delete merged[name];
  }
  return { ok: true, answers: merged };
}

/**
 * The columns a qualification changes (only the fields present), or the problems of its answers
 * with pointers under `pointer` (e.g. `/answers`).
 */
export function qualificationColumns(
  qualification: LeadQualification,
  questions: readonly LeadQuestion[],
  existingAnswers: Readonly<Record<string, unknown>>,
  pointer: string,
): { ok: true; columns: QualificationColumns } | { ok: false; errors: FieldError[] } {
  const columns: QualificationColumns = {};
  if (qualification.priority !== undefined) columns.priority = qualification.priority;
  if (qualification.rating !== undefined) columns.rating = qualification.rating;
  if (qualification.tags !== undefined) columns.tags = normaliseTags(qualification.tags).slice(0, MAX_TAGS);
  if (qualification.followUpDate !== undefined) columns.followUpDate = qualification.followUpDate;
  if (qualification.answers !== undefined) {
    const merged = mergedAnswers(questions, existingAnswers, qualification.answers, pointer);
    if (!merged.ok) return merged;
    columns.answers = merged.answers;
  }
  return { ok: true, columns };
}
