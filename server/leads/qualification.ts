// What a member records about a lead on the spot (the contract's LeadQualification): only the
// fields present change, answers are checked against the company's lead questions, and a note is
// appended with its author, never written over another.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { exhibitors, leadNotes, leads } from '../db/schema/index.ts';
import { ApiError } from '../http/api-error.ts';
import { summariseAnswerErrors, validateAnswers } from '../referral/answer-errors.ts';
import type { components } from '../../src/api/schema.d.ts';

export type LeadQualification = components['schemas']['LeadQualification'];

export interface QualificationTarget {
  leadId: string;
  userId: string;
  exhibitorId: string;
}

/** The lead's answers after `given` replaced the ones it names; a blank answer clears its question. */
async function mergedAnswers(tx: Transaction, exhibitorId: string, current: Record<string, unknown>, given: Record<string, unknown>) {
  const [company] = await tx.select({ questions: exhibitors.leadQuestions }).from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
  // Only the questions answered here are checked: a scan may answer some now and the rest later.
  const names = new Set(Object.keys(given));
  const asked = (company?.questions ?? []).filter((question) => typeof question.name === 'string' && names.has(question.name));
  const checked = validateAnswers(asked, given);
  if (!checked.ok) {
    throw new ApiError(400, summariseAnswerErrors(checked.errors), checked.errors.map((error) => ({ ...error, path: `qualification.answers.${error.path}` })));
  }
  const merged = { ...current };
  for (const name of names) {
    if (Object.hasOwn(checked.answers, name)) merged[name] = checked.answers[name];
    else delete merged[name];
  }
  return merged;
}

/** Applies the qualification inside the caller's transaction (the lead's row is locked first). */
export async function applyQualification(tx: Transaction, target: QualificationTarget, qualification: LeadQualification | undefined): Promise<void> {
  if (!qualification) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, target.leadId)).for('update');
  if (!lead) throw new ApiError(404, 'Lead not found');
  const changes: Partial<typeof leads.$inferInsert> = {};
  if (qualification.priority !== undefined) changes.priority = qualification.priority;
  if (qualification.rating !== undefined) changes.rating = qualification.rating;
  if (qualification.followUpDate !== undefined) changes.followUpDate = qualification.followUpDate;
  if (qualification.tags !== undefined) {
    // Trimmed and once each, first spelling kept (case-insensitive), so "AI" and "ai " are one tag.
    const seen = new Set<string>();
    changes.tags = qualification.tags.map((tag) => tag.trim()).filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (qualification.answers !== undefined) changes.answers = await mergedAnswers(tx, target.exhibitorId, lead.answers, qualification.answers);
  if (Object.keys(changes).length > 0) await tx.update(leads).set(changes).where(eq(leads.id, lead.id));
  const note = qualification.appendNote?.trim();
  if (note) await tx.insert(leadNotes).values({ leadId: lead.id, authorId: target.userId, text: note });
}
