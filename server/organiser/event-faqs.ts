// The organiser's FAQs of the event (rows of `faqs` without an exhibitor, as the admin import writes
// them) as the console manages them: add, edit, delete and put in order. Answers are HTML stored as
// written, like exhibitors' FAQ answers: every screen that shows one renders it through the shared
// DOMPurify sanitiser (src/ui/components/sanitized-html.tsx), the console's preview included.
// Another event's FAQ, or an exhibitor's, is "not found" and nothing changes.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { faqs } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';

/** Gap between sort positions, as the seed, the admin import and exhibitors' FAQs leave them. */
const SORT_STEP = 10;

export const EVENT_FAQ_MESSAGES = {
  notFound: 'FAQ not found',
  created: 'FAQ added',
  updated: 'FAQ saved',
  deleted: 'FAQ deleted',
  reordered: 'Order saved',
  orderIncomplete: 'Send every FAQ of the event once, in the new order.',
} as const;

const organiserFaq = (eventId: string, id?: string): SQL =>
  and(eq(faqs.eventId, eventId), isNull(faqs.exhibitorId), ...(id === undefined ? [] : [eq(faqs.id, id)]))!;

/** A row of the organiser's FAQs; the handlers show it as the contract's Faq. */
export type EventFaq = typeof faqs.$inferSelect;

/** The columns a write sets (checked and trimmed by the handlers' FAQ mapper). */
export interface EventFaqValues {
  question?: string;
  answer?: string;
  type?: string;
}

export async function listEventFaqs(db: Database, eventId: string): Promise<EventFaq[]> {
  const rows = await db.select().from(faqs).where(organiserFaq(eventId)).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
  return rows;
}

export async function createEventFaq(db: Database, eventId: string, values: Required<Pick<EventFaqValues, 'question' | 'answer'>> & EventFaqValues) {
  const [row] = await db
    .insert(faqs)
    .values({
      question: values.question,
      answer: values.answer,
      ...(values.type !== undefined ? { type: values.type } : {}),
      eventId,
      exhibitorId: null,
      isPublished: true,
      // After every FAQ the event has, computed in the same statement as the insert.
      sortOrder: sql`(select coalesce(max(f.sort_order), 0) + ${SORT_STEP} from faqs f where f.event_id = ${eventId})`,
    })
    .returning();
  return { message: EVENT_FAQ_MESSAGES.created, faq: row! };
}

export async function updateEventFaq(db: Database, eventId: string, id: string, values: EventFaqValues) {
  const where = organiserFaq(eventId, id);
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(faqs).where(where).limit(1)
      : await db.update(faqs).set(values).where(where).returning();
  if (!row) throw new ApiError(404, EVENT_FAQ_MESSAGES.notFound);
  return { message: EVENT_FAQ_MESSAGES.updated, faq: row };
}

export async function deleteEventFaq(db: Database, eventId: string, id: string) {
  const deleted = await db.delete(faqs).where(organiserFaq(eventId, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw new ApiError(404, EVENT_FAQ_MESSAGES.notFound);
  return { message: EVENT_FAQ_MESSAGES.deleted };
}

/**
 * Puts the organiser's FAQs in the order given. They take the sort positions they already hold
 * (spread out when two share one), so exhibitors' FAQs between them keep their places. An id of
 * another event answers 404; a list missing one of the FAQs or naming one twice answers 400.
 */
export async function reorderEventFaqs(db: Database, eventId: string, ids: readonly string[]) {
  return db.transaction(async (tx) => {
    const wanted = ids.map((id) => id.toLowerCase());
    const rows = await tx
      .select({ id: faqs.id, sortOrder: faqs.sortOrder })
      .from(faqs)
      .where(organiserFaq(eventId))
      .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (wanted.some((id) => !known.has(id))) throw new ApiError(404, EVENT_FAQ_MESSAGES.notFound);
    if (new Set(wanted).size !== wanted.length || wanted.length !== rows.length) {
      throw new ApiError(400, EVENT_FAQ_MESSAGES.orderIncomplete, [{ path: '/ids', message: EVENT_FAQ_MESSAGES.orderIncomplete }]);
    }
    const positions = rows.map((row) => row.sortOrder);
    const distinct = positions.every((position, index) => index === 0 || position > positions[index - 1]!);
    for (const [index, id] of wanted.entries()) {
      const sortOrder = distinct ? positions[index]! : (index + 1) * SORT_STEP;
      await tx.update(faqs).set({ sortOrder }).where(organiserFaq(eventId, id));
    }
    const reordered = await tx.select().from(faqs).where(organiserFaq(eventId)).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
    return { message: EVENT_FAQ_MESSAGES.reordered, faqs: reordered };
  });
}
