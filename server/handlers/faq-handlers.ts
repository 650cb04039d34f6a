// Event FAQs, of two kinds: the organiser's (imported with the admin command line, no exhibitor)
// and an exhibitor's own (written here). Reading is public (the FAQ tab and the login pages need no
// token) and lists the event's published FAQs of both kinds. Writes need an exhibitor token and
// reach only that exhibitor's FAQs: an organiser FAQ or another exhibitor's is "not found", the
// same answer as a missing id, so nothing about it leaks and nothing changes.
import { and, asc, eq, sql } from 'drizzle-orm';
import { faqs } from '../db/schema/all-tables.ts';
import { findEventById } from '../auth/event-lookup.ts';
import { callerAndRowId, notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { changeOwnedRow, deleteOwnedRowHandler, ownedRow } from './owned-rows.ts';
import { faqValues, toApiFaq } from './mappers/faq-mapper.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const ENTITY = 'FAQ';
/** Gap between sort positions, as the seed and the admin import leave them. */
const SORT_STEP = 10;

export function faqHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listFaqs(request) {
      const { event } = request.query;
      const found = await findEventById(db, event);
      if (!found) throw notFound('Event');
      const rows = await db
        .select()
        .from(faqs)
        .where(and(eq(faqs.eventId, found.id), eq(faqs.isPublished, true)))
        .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
      return { success: true, data: rows.map(toApiFaq) };
    },

    async createFaq(request, reply) {
      const { eventId, exhibitorId } = requireAuth(request);
      const body = request.body;
      const values = faqValues(body);
      const [row] = await db
        .insert(faqs)
        .values({
          question: values.question ?? body.question,
          answer: values.answer ?? body.answer,
          ...(values.type !== undefined ? { type: values.type } : {}),
          eventId,
          exhibitorId,
          isPublished: true,
          // After every FAQ the event has, computed in the same statement as the insert.
          sortOrder: sql`(select coalesce(max(f.sort_order), 0) + ${SORT_STEP} from faqs f where f.event_id = ${eventId})`,
        })
        .returning();
      return created(reply, 'FAQ created', toApiFaq(row!));
    },

    async updateFaq(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      const values = faqValues(request.body);
      // Organiser FAQs have a null exhibitor and never match the caller's.
      const row = await changeOwnedRow(db, faqs, ownedRow(faqs, id, exhibitorId), values, ENTITY);
      return { success: true, message: 'FAQ updated', data: toApiFaq(row) };
    },

    deleteFaq: deleteOwnedRowHandler(db, faqs, ENTITY, 'FAQ deleted'),
  };
}
