// The event's FAQs, of two kinds, with their rules in one place: the organiser's (rows without an
// exhibitor, as the admin import and the console write them: add, edit, delete, put in order) and an
// exhibitor's own (written from the portal, each exhibitor reaching only its own). Reading is public
// and lists the event's published FAQs of both kinds. Answers are HTML stored as written: every
// screen that shows one renders it through the shared DOMPurify sanitiser
// (src/ui/components/sanitized-html.tsx), the console's preview included. A FAQ out of the writer's
// reach (another event's, an exhibitor's for the organiser, the organiser's or another exhibitor's
// for an exhibitor) is "not found", the same answer as a missing id, and nothing changes.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { faqs } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';

/** Gap between sort positions, as the seed, the admin import and every new FAQ leave them. */
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

/** An exhibitor's own FAQ `id`; the organiser's have a null exhibitor and never match. */
const exhibitorFaq = (exhibitorId: string, id: string): SQL => and(eq(faqs.id, id), eq(faqs.exhibitorId, exhibitorId))!;

const notFound = () => new ApiError(404, EVENT_FAQ_MESSAGES.notFound);

/** A published FAQ of the event, after every FAQ it has (computed in the same statement as the insert). */
async function insertFaq(db: Database, eventId: string, exhibitorId: string | null, values: Required<Pick<EventFaqValues, 'question' | 'answer'>> & EventFaqValues) {
  const [row] = await db
    .insert(faqs)
    .values({
      question: values.question,
      answer: values.answer,
      ...(values.type !== undefined ? { type: values.type } : {}),
      eventId,
      exhibitorId,
      isPublished: true,
      sortOrder: sql`(select coalesce(max(f.sort_order), 0) + ${SORT_STEP} from faqs f where f.event_id = ${eventId})`,
    })
    .returning();
  return row!;
}

/** Changes the FAQ `where` picks; no change still answers it; none picked: not found. */
async function changeFaq(db: Database, where: SQL, values: EventFaqValues): Promise<EventFaq> {
  const [row] = Object.keys(values).length === 0 ? await db.select().from(faqs).where(where).limit(1) : await db.update(faqs).set(values).where(where).returning();
  if (!row) throw notFound();
  return row;
}

async function deleteFaq(db: Database, where: SQL): Promise<void> {
  const deleted = await db.delete(faqs).where(where).returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound();
}

/** The event's published FAQs of both kinds, in their order: the FAQ tab and the login pages. */
export function publishedFaqs(db: Database, eventId: string): Promise<EventFaq[]> {
  return db
    .select()
    .from(faqs)
    .where(and(eq(faqs.eventId, eventId), eq(faqs.isPublished, true)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
}

export const createExhibitorFaq = (db: Database, eventId: string, exhibitorId: string, values: Required<Pick<EventFaqValues, 'question' | 'answer'>> & EventFaqValues) =>
  insertFaq(db, eventId, exhibitorId, values);

export const updateExhibitorFaq = (db: Database, exhibitorId: string, id: string, values: EventFaqValues) => changeFaq(db, exhibitorFaq(exhibitorId, id), values);

export const deleteExhibitorFaq = (db: Database, exhibitorId: string, id: string) => deleteFaq(db, exhibitorFaq(exhibitorId, id));

export async function listEventFaqs(db: Database, eventId: string): Promise<EventFaq[]> {
  return db.select().from(faqs).where(organiserFaq(eventId)).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
}

export async function createEventFaq(db: Database, eventId: string, values: Required<Pick<EventFaqValues, 'question' | 'answer'>> & EventFaqValues) {
  return { message: EVENT_FAQ_MESSAGES.created, faq: await insertFaq(db, eventId, null, values) };
}

export async function updateEventFaq(db: Database, eventId: string, id: string, values: EventFaqValues) {
  return { message: EVENT_FAQ_MESSAGES.updated, faq: await changeFaq(db, organiserFaq(eventId, id), values) };
}

export async function deleteEventFaq(db: Database, eventId: string, id: string) {
  await deleteFaq(db, organiserFaq(eventId, id));
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
    if (wanted.some((id) => !known.has(id))) throw notFound();
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
