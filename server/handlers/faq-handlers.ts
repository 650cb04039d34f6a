// Event FAQs for exhibitors: reading is public (the FAQ tab and the login pages need no token) and
// lists the event's published FAQs of both kinds; writes need an exhibitor token and reach only that
// exhibitor's own FAQs. The rules of both kinds are the content record's (server/content/faqs.ts).
import { findEventById } from '../auth/event-lookup.ts';
import { callerAndRowId, notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { faqValues, toApiFaq } from '../content/faq-mapper.ts';
import { createExhibitorFaq, deleteExhibitorFaq, publishedFaqs, updateExhibitorFaq } from '../content/faqs.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const ENTITY = 'FAQ';

export function faqHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listFaqs(request) {
      const found = await findEventById(db, request.query.event);
      if (!found) throw notFound('Event');
      return { success: true, data: (await publishedFaqs(db, found.id)).map(toApiFaq) };
    },

    async createFaq(request, reply) {
      const { eventId, exhibitorId } = requireAuth(request);
      const body = request.body;
      const values = faqValues(body);
      const row = await createExhibitorFaq(db, eventId, exhibitorId, { ...values, question: values.question ?? body.question, answer: values.answer ?? body.answer });
      return created(reply, 'FAQ created', toApiFaq(row));
    },

    async updateFaq(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      const row = await updateExhibitorFaq(db, exhibitorId, id, faqValues(request.body));
      return { success: true, message: 'FAQ updated', data: toApiFaq(row) };
    },

    async deleteFaq(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      await deleteExhibitorFaq(db, exhibitorId, id);
      return { success: true, message: 'FAQ deleted' };
    },
  };
}
