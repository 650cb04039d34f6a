// Event resources (the organiser's, `isExhibitor` false; `isPublic` false hides one from exhibitors)
// and exhibitor resources (`isExhibitor` true, owned by one exhibitor, never public). Reading the
// event's resources needs no token; an exhibitor's own list, writes and deletes need that
// exhibitor's token.
import { findEventById } from '../auth/event-lookup.ts';
import { ApiError } from '../http/api-error.ts';
import { callerAndRowId, notFound, requireAuth, rowIdOr404 } from '../http/exhibitor-scope.ts';
import {
  addOwnResource,
  changeOwnResource,
  countDownload,
  deleteOwnResource,
  eventResources,
  refuseWithoutSource,
  RESOURCE,
  type ResourceShelf,
} from '../content/exhibitor-resources.ts';
import { downloadValues, toApiDownload } from '../content/download-mapper.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const OWN_RESOURCES_ONLY = 'You can only see and change your own company’s resources.';

export function downloadHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listDownloads(request) {
      const query = request.query;
      const own = query.isExhibitor === 'true';
      if (own && query.excludeExhibitor === 'true') {
        throw new ApiError(400, 'Use isExhibitor=true or excludeExhibitor=true, not both.', [
          { path: '/excludeExhibitor', message: 'Cannot be combined with isExhibitor=true' },
        ]);
      }
      let shelf: ResourceShelf;
      if (own) {
        // The operation's security is optional; the own-resources view is not.
        const auth = requireAuth(request);
        if (query.event.toLowerCase() !== auth.eventId || (query.exhibitor && query.exhibitor.toLowerCase() !== auth.exhibitorId)) {
          throw new ApiError(403, OWN_RESOURCES_ONLY);
        }
        shelf = { own: auth.exhibitorId };
      } else {
        const event = await findEventById(db, query.event);
        if (!event) throw notFound('Event');
        shelf = { organiserOnly: query.excludeExhibitor === 'true' || query.isExhibitor === 'false' };
      }
      const rows = await eventResources(db, query.event.toLowerCase(), shelf);
      return { success: true, data: rows.map(toApiDownload) };
    },

    async createDownload(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const body = request.body;
      if ((body.event && body.event.toLowerCase() !== eventId) || (body.exhibitor && body.exhibitor.toLowerCase() !== exhibitorId)) {
        throw new ApiError(403, OWN_RESOURCES_ONLY);
      }
      const values = downloadValues(body);
      refuseWithoutSource({ type: body.type, fileUrl: values.attachment });
      const row = await addOwnResource(db, { exhibitorId, eventId }, { ...values, title: values.title ?? body.title });
      return created(reply, 'Resource added successfully!', toApiDownload(row));
    },

    async updateDownload(request) {
      const { exhibitorId, id } = callerAndRowId(request, RESOURCE);
      const row = await changeOwnResource(db, exhibitorId, id, downloadValues(request.body));
      return { success: true, message: 'Resource updated successfully!', data: toApiDownload(row) };
    },

    async deleteDownload(request) {
      const { exhibitorId, id } = callerAndRowId(request, RESOURCE);
      await deleteOwnResource(db, exhibitorId, id);
      return { success: true, message: 'Resource deleted successfully!' };
    },

    async incrementDownload(request) {
      const id = rowIdOr404(request.params.id, RESOURCE);
      // Anything the caller may download: what the event lists publicly, or the caller's own.
      const row = await countDownload(db, id, request.auth?.exhibitorId);
      return { success: true, data: { _id: row.id, downloadCount: row.downloadCount } };
    },
  };
}
