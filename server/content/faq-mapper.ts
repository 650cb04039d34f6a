// FAQ rows as the API shows them (SPEC §3 FAQ: `type` is the category), and the FAQ form turned
// into column values.
import type { faqs } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { requiredText } from '../http/request-text.ts';
import type { JsonBody } from '../context/operation-types.ts';

export type FaqRow = typeof faqs.$inferSelect;

/** FaqCreate and FaqUpdate of the contract; Ajv has already checked types and lengths (max 5000). */
/** What POST and PUT /faqs may carry. */
export type FaqBody = JsonBody<'createFaq'> | JsonBody<'updateFaq'>;

export interface FaqValues {
  question?: string;
  answer?: string;
  type?: string;
}

export function toApiFaq(row: FaqRow) {
  return { _id: row.id, exhibitor: row.exhibitorId, question: row.question, answer: row.answer, type: row.type };
}

/**
 * Column values for the fields present (absent ones stay unchanged on update). The question and
 * category are trimmed; the answer is HTML and is stored exactly as sent: the browser sanitises it
 * with DOMPurify before rendering, and the contract's maxLength bounds it. Text that is only spaces
 * counts as missing, as `minLength: 1` alone would let it through.
 */
export function faqValues(body: FaqBody): FaqValues {
  const values: FaqValues = {};
  if (body.question !== undefined) values.question = requiredText(body.question, '/question', 'Question is required');
  if (body.answer !== undefined) {
    if (body.answer.trim() === '') {
      throw new ApiError(400, 'Answer is required', [{ path: '/answer', message: 'Answer is required' }]);
    }
    values.answer = body.answer;
  }
  if (body.type !== undefined) values.type = requiredText(body.type, '/type', 'FAQ type is required');
  return values;
}
