// FAQ rows as the API shows them (SPEC §3 FAQ: `type` is the category).
import type { faqs } from '../../db/schema/index.ts';

export type FaqRow = typeof faqs.$inferSelect;

export function toApiFaq(row: FaqRow) {
  return { _id: row.id, question: row.question, answer: row.answer, type: row.type };
}
