// Event resources (the organiser's, `isExhibitor` false; `isPublic` false hides one from exhibitors)
// and exhibitor resources (`isExhibitor` true, owned by one exhibitor, never public). Reading the
// event's resources needs no token; an exhibitor's own list, writes and deletes need that
// exhibitor's token.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { downloads } from '../db/schema/all-tables.ts';
import { findEventById } from '../auth/event-lookup.ts';
import { ApiError } from '../http/api-error.ts';
import { resourceSourceErrors, type ResourceSource } from '../../src/rules/resource-rules.ts';
import { callerAndRowId, notFound, requireAuth, rowIdOr404 } from '../http/exhibitor-scope.ts';
import { changeOwnedRow, deleteOwnedRow, ownedRow } from './owned-rows.ts';
import { downloadValues, toApiDownload } from './mappers/download-mapper.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const ENTITY = 'Resource';
const OWN_RESOURCES_ONLY = 'You can only see and change your own company’s resources.';

/** The rule the Add/Edit Resource dialog applies too: a file or a link, and a web address for a link. */
function refuseWithoutSource(source: ResourceSource): void {
  const errors = resourceSourceErrors(source);
  if (errors.length > 0) throw new ApiError(400, errors[0]!.message, [...errors]);
}

/**
 * Visible to anyone: resources marked public. Event resources are public unless the organiser hid
 * them from exhibitors in the console; exhibitor resources are never public (SPEC §6).
 */
const publiclyListed: SQL = eq(downloads.isPublic, true);

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
      let scope: SQL;
      if (own) {
        // The operation's security is optional; the own-resources view is not.
        const auth = requireAuth(request);
        if (query.event.toLowerCase() !== auth.eventId || (query.exhibitor && query.exhibitor.toLowerCase() !== auth.exhibitorId)) {
          throw new ApiError(403, OWN_RESOURCES_ONLY);
        }
        scope = and(eq(downloads.isExhibitor, true), eq(downloads.exhibitorId, auth.exhibitorId))!;
      } else {
        const event = await findEventById(db, query.event);
        if (!event) throw notFound('Event');
        const organiserOnly = query.excludeExhibitor === 'true' || query.isExhibitor === 'false';
        scope = organiserOnly ? and(eq(downloads.isExhibitor, false), publiclyListed)! : publiclyListed;
      }
      const rows = await db
        .select()
        .from(downloads)
        .where(and(eq(downloads.eventId, query.event.toLowerCase()), scope))
        .orderBy(asc(downloads.category), asc(downloads.title), asc(downloads.id));
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
      const [row] = await db
        .insert(downloads)
        .values({
          ...values,
          title: values.title ?? body.title,
          eventId,
          exhibitorId,
          isExhibitor: true,
          isPublic: false,
        })
        .returning();
      return created(reply, 'Resource added successfully!', toApiDownload(row!));
    },

    async updateDownload(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      const values = downloadValues(request.body);
      const own = ownedRow(downloads, id, exhibitorId, eq(downloads.isExhibitor, true));
      if (values.type !== undefined || values.attachment !== undefined) {
        // The rule holds for the resource as it would be after the change, not for the fields sent.
        const [current] = await db.select({ type: downloads.type, attachment: downloads.attachment }).from(downloads).where(own).limit(1);
        if (!current) throw notFound(ENTITY);
        refuseWithoutSource({ type: values.type ?? current.type, fileUrl: values.attachment !== undefined ? values.attachment : current.attachment });
      }
      const row = await changeOwnedRow(db, downloads, own, values, ENTITY);
      return { success: true, message: 'Resource updated successfully!', data: toApiDownload(row) };
    },

    async deleteDownload(request) {
      const { exhibitorId, id } = callerAndRowId(request, ENTITY);
      await deleteOwnedRow(db, downloads, ownedRow(downloads, id, exhibitorId, eq(downloads.isExhibitor, true)), ENTITY);
      return { success: true, message: 'Resource deleted successfully!' };
    },

    async incrementDownload(request) {
      const id = rowIdOr404(request.params.id, ENTITY);
      // Anything the caller may download: what the event lists publicly, or the caller's own.
      const visible = request.auth
        ? or(publiclyListed, eq(downloads.exhibitorId, request.auth.exhibitorId))!
        : publiclyListed;
      // One statement, so concurrent downloads never lose a count.
      const [row] = await db
        .update(downloads)
        .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
        .where(and(eq(downloads.id, id), visible))
        .returning({ id: downloads.id, downloadCount: downloads.downloadCount });
      if (!row) throw notFound(ENTITY);
      return { success: true, data: { _id: row.id, downloadCount: row.downloadCount } };
    },
  };
}
