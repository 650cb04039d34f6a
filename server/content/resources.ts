// The event's own resources as the organiser's console manages them: rows of `downloads` with
// `isExhibitor` false and no exhibitor (what the admin import writes). `isPublic` says whether
// exhibitors see a resource on their Resources screen; a hidden one stays in the console only.
// Every read and write is scoped by the organiser's event: another event's resource is "not
// found", the same answer as a missing id, and nothing changes.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { downloads, uploads } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { optionalText, rejectActiveLinks, requiredText } from '../http/request-text.ts';
import { extensionOf } from '../../src/rules/upload-rules.ts';

/** Where the console's files are stored (the storage area exhibitors' resource files use too). */
export const EVENT_RESOURCE_AREA = 'resource' as const;

export const EVENT_RESOURCE_MESSAGES = {
  notFound: 'Resource not found',
  titleRequired: 'Title is required',
  fileRequired: 'Upload the file first: fileUrl must name a file uploaded for the event’s resources.',
  created: (title: string) => `Added "${title}".`,
  updated: (title: string) => `Saved "${title}".`,
  deleted: (title: string) => `Deleted "${title}".`,
} as const;

export interface EventResourceInput {
  title?: string;
  description?: string | null;
  category?: string | null;
  fileUrl?: string;
  /** Whether exhibitors see it on their Resources screen. */
  isPublic?: boolean;
}

/** The type badge exhibitors see, from the stored file's extension. */
export function resourceTypeOf(path: string): EventResourceType {
  const extension = extensionOf(path);
  if (extension === 'pdf') return 'pdf';
  if (['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].includes(extension)) return 'doc';
  if (['png', 'jpg', 'jpeg'].includes(extension)) return 'image';
  if (extension === 'txt') return 'text';
  return 'other';
}

const eventResource = (eventId: string, id?: string): SQL =>
  and(
    eq(downloads.eventId, eventId),
    eq(downloads.isExhibitor, false),
    isNull(downloads.exhibitorId),
    ...(id === undefined ? [] : [eq(downloads.id, id)]),
  )!;

/** A row of the event's resources; the handlers show it as the contract's Download. */
export type EventResource = typeof downloads.$inferSelect;

/** The type badges a stored file can give (the contract's Download types, less link, video, audio). */
export type EventResourceType = 'pdf' | 'doc' | 'image' | 'text' | 'other';

export async function listEventResources(db: Database, eventId: string): Promise<EventResource[]> {
  const rows = await db
    .select()
    .from(downloads)
    .where(eventResource(eventId))
    .orderBy(asc(downloads.category), asc(downloads.title), asc(downloads.id));
  return rows;
}

/**
 * The stored file the resource points at: one this event's console uploaded (no company owns it).
 * A path of an exhibitor's upload, of another event's, or one nobody uploaded, is refused, so a
 * resource never hands out another company's or another event's file.
 */
async function uploadedFile(db: Database, eventId: string, fileUrl: string): Promise<{ path: string; mimeType: string }> {
  rejectActiveLinks({ '/fileUrl': fileUrl });
  const [file] = await db
    .select({ path: uploads.path, mimeType: uploads.mimeType })
    .from(uploads)
    .where(
      and(eq(uploads.path, fileUrl.trim()), eq(uploads.uploadType, EVENT_RESOURCE_AREA), isNull(uploads.exhibitorId), eq(uploads.eventId, eventId)),
    )
    .limit(1);
  if (!file) throw new ApiError(400, EVENT_RESOURCE_MESSAGES.fileRequired, [{ path: '/fileUrl', message: EVENT_RESOURCE_MESSAGES.fileRequired }]);
  return file;
}

async function columnValues(db: Database, eventId: string, input: EventResourceInput) {
  const values: Partial<typeof downloads.$inferInsert> = {};
  if (input.title !== undefined) values.title = requiredText(input.title, '/title', EVENT_RESOURCE_MESSAGES.titleRequired);
  const description = optionalText(input.description);
  if (description !== undefined) values.description = description;
  // Screens group by category; clearing it means the default.
  const category = optionalText(input.category);
  if (category !== undefined) values.category = category ?? 'General';
  if (input.isPublic !== undefined) values.isPublic = input.isPublic;
  if (input.fileUrl !== undefined) {
    const file = await uploadedFile(db, eventId, input.fileUrl);
    values.attachment = file.path;
    values.fileType = file.mimeType;
    values.type = resourceTypeOf(file.path);
  }
  return values;
}

export async function createEventResource(db: Database, eventId: string, input: EventResourceInput & { title: string; fileUrl: string }) {
  const values = await columnValues(db, eventId, input);
  const [row] = await db
    .insert(downloads)
    .values({ ...values, title: values.title!, eventId, exhibitorId: null, isExhibitor: false, isPublic: input.isPublic ?? true })
    .returning();
  return { message: EVENT_RESOURCE_MESSAGES.created(row!.title), resource: row! };
}

export async function updateEventResource(db: Database, eventId: string, id: string, input: EventResourceInput) {
  const values = await columnValues(db, eventId, input);
  const where = eventResource(eventId, id);
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(downloads).where(where).limit(1)
      : await db.update(downloads).set(values).where(where).returning();
  if (!row) throw new ApiError(404, EVENT_RESOURCE_MESSAGES.notFound);
  return { message: EVENT_RESOURCE_MESSAGES.updated(row.title), resource: row };
}

/** Removes the row; the stored file stays, as an exhibitor's deleted resource's does. */
export async function deleteEventResource(db: Database, eventId: string, id: string) {
  const [row] = await db.delete(downloads).where(eventResource(eventId, id)).returning({ title: downloads.title });
  if (!row) throw new ApiError(404, EVENT_RESOURCE_MESSAGES.notFound);
  return { message: EVENT_RESOURCE_MESSAGES.deleted(row.title) };
}
