// Answers of select fields whose options come from an option list (`selectApi`): the browser
// offers what GET /form-field-options serves, so the server accepts only those values. Fields with
// their own `options` are checked by the shared answer rules (answer-errors.ts); this covers the ones it cannot.
import type { Executor } from '../db/prepared.ts';
import type { FormFieldDefinition } from '../db/schema/all-tables.ts';
import { findOptionLists, optionListValues } from './option-lists.ts';
import type { FieldError as AnswerError } from '../http/api-error.ts';
import type { AnswersResult } from './answer-errors.ts';

const CHOICE_TYPES = new Set(['select', 'multiSelect']);

const hasOwnOptions = (field: FormFieldDefinition): boolean =>
  typeof field.options === 'string' ? field.options.trim() !== '' : Array.isArray(field.options) && field.options.length > 0;

/** Named select and multiSelect fields whose options are an option list's. */
export function selectApiFields(fields: readonly FormFieldDefinition[]): Array<FormFieldDefinition & { name: string; selectApi: string }> {
  return fields.filter(
    (field): field is FormFieldDefinition & { name: string; selectApi: string } =>
      CHOICE_TYPES.has(field.type) &&
      typeof field.name === 'string' &&
      field.name.trim() !== '' &&
      typeof field.selectApi === 'string' &&
      field.selectApi.trim() !== '' &&
      !hasOwnOptions(field),
  );
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * One error per answered selectApi field whose answer is not in the list the event serves. A list
 * the event no longer defines accepts nothing: the browser could not have offered any option.
 * Blank answers and answers of the wrong shape are validate-answers.ts's to report.
 */
export async function selectApiAnswerErrors(
  db: Executor,
  eventId: string,
  fields: readonly FormFieldDefinition[],
  answers: Record<string, unknown>,
): Promise<AnswerError[]> {
  const answered = selectApiFields(fields).filter((field) => !isBlank(answers[field.name]));
  if (answered.length === 0) return [];
  const lists = await findOptionLists(db, eventId, answered.map((field) => field.selectApi.trim()));
  const errors: AnswerError[] = [];
  for (const field of answered) {
    const stored = lists.get(field.selectApi.trim());
    const allowed = stored === undefined ? [] : optionListValues(stored);
    const value = answers[field.name];
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.every((item) => typeof item !== 'string' || allowed.includes(item))) continue;
    const label = field.label?.trim() || field.name;
    errors.push({
      path: field.name,
      message: field.type === 'select' ? `${label} must be one of the listed options` : `${label} must use only the listed options`,
    });
  }
  return errors;
}

/** validateAnswers' result with these errors added; a field it already refused keeps its own message. */
export function withSelectApiErrors(checked: AnswersResult, extra: readonly AnswerError[]): AnswersResult {
  const own = checked.ok ? [] : checked.errors;
  const added = extra.filter((error) => !own.some((existing) => existing.path === error.path));
  if (added.length === 0) return checked;
  return { ok: false, errors: [...own, ...added] };
}
