import { fieldLabel, labelledMessage } from '../../src/rules/form-answer-messages.ts';
import { checkAnswers } from '../../src/rules/form-answer-rules.ts';
import type { RuleField } from '../../src/rules/form-fields.ts';
import type { FieldError } from '../http/api-error.ts';

// The server's wording of the referral form's answer rules. The rules themselves are the browser's
// (src/rules/form-answer-rules.ts); the server runs them again because it cannot trust the browser,
// and names each field in its message because a 400 is read without the form beside it.

export type AnswersResult =
  | { ok: true; answers: Record<string, unknown> }
  | { ok: false; errors: FieldError[] };

/**
 * Validates `answers` (every key but the ones in `reservedKeys`) against `fields`, every problem at
 * once. Returns the answers to store: known fields only, empty optional answers dropped.
 */
export function validateAnswers(
  fields: readonly RuleField[],
  answers: Readonly<Record<string, unknown>>,
  reservedKeys: readonly string[] = [],
): AnswersResult {
  const checked = checkAnswers(fields, answers, reservedKeys);
  if (checked.ok) return { ok: true, answers: { ...checked.answers } };
  return {
    ok: false,
    errors: checked.problems.map(({ path, field, problem }) => ({
      path,
      message: labelledMessage(problem, field === undefined ? path : fieldLabel(field), path),
    })),
  };
}

/** One sentence for the envelope's `message`, naming the first problem and counting the rest. */
export function summariseAnswerErrors(errors: readonly FieldError[]): string {
  const first = errors[0]?.message ?? 'The registration details are invalid';
  const rest = errors.length - 1;
  return rest > 0 ? `${first} (and ${rest} more problem${rest === 1 ? '' : 's'})` : first;
}
