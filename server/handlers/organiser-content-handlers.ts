// The organiser console's Content screen: the event's resources (a file uploaded from the console,
// its title, category and whether exhibitors see it) and the organiser's FAQs. Every read and write
// is the signed-in organiser's event only; the domain is server/content/resources.ts and
// server/content/faqs.ts.
import { requireOrganiser } from '../http/organiser-scope.ts';
import { rowIdOr404 } from '../http/exhibitor-scope.ts';
import { createEventResource, deleteEventResource, EVENT_RESOURCE_AREA, listEventResources, updateEventResource } from '../content/resources.ts';
import { createEventFaq, deleteEventFaq, listEventFaqs, reorderEventFaqs, updateEventFaq } from '../content/faqs.ts';
import { faqValues, toApiFaq } from '../content/faq-mapper.ts';
import { toApiDownload } from '../content/download-mapper.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const RESOURCE = 'Resource';

export function organiserContentHandlers({ db, files }: ServerDeps): OperationHandlers {
  return {
    async listOrganiserResources(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: (await listEventResources(db, eventId)).map(toApiDownload) };
    },

    async uploadOrganiserResourceFile(request, reply) {
      const { eventId } = requireOrganiser(request);
      const form = await readUploadForm(request, reply, { fields: [] });
      // No company owns the file: it is the event's, and only a resource of its console may name it.
      const data = await keepUpload(db, files, { eventId }, EVENT_RESOURCE_AREA, form.file);
      reply.code(201);
      return { success: true, message: 'File uploaded successfully', data };
    },

    async createOrganiserResource(request, reply) {
      const { eventId } = requireOrganiser(request);
      const saved = await createEventResource(db, eventId, request.body);
      return created(reply, saved.message, toApiDownload(saved.resource));
    },

    async updateOrganiserResource(request) {
      const { eventId } = requireOrganiser(request);
      const saved = await updateEventResource(db, eventId, rowIdOr404(request.params.id, RESOURCE), request.body);
      return { success: true, message: saved.message, data: toApiDownload(saved.resource) };
    },

    async deleteOrganiserResource(request) {
      const { eventId } = requireOrganiser(request);
      const deleted = await deleteEventResource(db, eventId, rowIdOr404(request.params.id, RESOURCE));
      return { success: true, message: deleted.message };
    },

    async listOrganiserFaqs(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: (await listEventFaqs(db, eventId)).map(toApiFaq) };
    },

    async createOrganiserFaq(request, reply) {
      const { eventId } = requireOrganiser(request);
      const values = faqValues(request.body);
      const saved = await createEventFaq(db, eventId, { ...values, question: values.question!, answer: values.answer! });
      return created(reply, saved.message, toApiFaq(saved.faq));
    },

    async updateOrganiserFaq(request) {
      const { eventId } = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'FAQ');
      const saved = await updateEventFaq(db, eventId, id, faqValues(request.body));
      return { success: true, message: saved.message, data: toApiFaq(saved.faq) };
    },

    async deleteOrganiserFaq(request) {
      const { eventId } = requireOrganiser(request);
      const deleted = await deleteEventFaq(db, eventId, rowIdOr404(request.params.id, 'FAQ'));
      return { success: true, message: deleted.message };
    },

    async reorderOrganiserFaqs(request) {
      const { eventId } = requireOrganiser(request);
      const saved = await reorderEventFaqs(db, eventId, request.body.ids);
      return { success: true, message: saved.message, data: saved.faqs.map(toApiFaq) };
    },
  };
}
