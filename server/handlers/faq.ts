// Event FAQs. Reading is public (the FAQ tab and the login pages need no token). FAQs belong to the
// event, not to an exhibitor: organisers import them with the admin command line, so the write
// operations answer 403 to every exhibitor token and never touch a row.
import { and, asc, eq } from 'drizzle-orm';
import { faqs } from '../db/schema/index.ts';
import { findEventById } from '../auth/event-lookup.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound, requireAuth } from './exhibitor-scope.ts';
import { toApiFaq } from './mappers/faq.ts';
import type { HandlerMap, ServerDeps } from './types.ts';

export const ORGANISER_ONLY = 'Only the event organiser can change FAQs.';

export function faqHandlers({ db }: ServerDeps): HandlerMap {
  const organiserOnly = async (request: Parameters<HandlerMap[string]>[0]) => {
    // Signed-out callers get 401 from the security handler; signed-in exhibitors are not organisers.
    requireAuth(request);
    throw new ApiError(403, ORGANISER_ONLY);
  };

  return {
    async listFaqs(request) {
      const { event } = request.query as { event: string };
      const found = await findEventById(db, event);
      if (!found) throw notFound('Event');
      const rows = await db
        .select()
        .from(faqs)
        .where(and(eq(faqs.eventId, found.id), eq(faqs.isPublished, true)))
        .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
      return { success: true, data: rows.map(toApiFaq) };
    },
    createFaq: organiserOnly,
    updateFaq: organiserOnly,
    deleteFaq: organiserOnly,
  };
}
