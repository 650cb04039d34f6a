// Download rows (event resources and exhibitor resources, SPEC §3) as the API shows them, and the
// resource form turned into column values (`fileUrl` is stored as `attachment`).
import type { downloads } from '../db/schema/all-tables.ts';
import { optionalText, rejectActiveLinks, requiredText } from '../http/request-text.ts';
import type { JsonBody } from '../context/operation-types.ts';

export type DownloadRow = typeof downloads.$inferSelect;

export const RESOURCE_TYPES = ['link', 'image', 'text', 'doc', 'pdf', 'video', 'audio', 'other'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** What POST and PUT /downloads may carry (the create body requires title and type). */
export type DownloadBody = JsonBody<'createDownload'> | JsonBody<'updateDownload'>;

function resourceType(value: string): ResourceType {
  return (RESOURCE_TYPES as readonly string[]).includes(value) ? (value as ResourceType) : 'other';
}

export function toApiDownload(row: DownloadRow) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    type: resourceType(row.type),
    category: row.category,
    attachment: row.attachment,
    fileType: row.fileType,
    downloadCount: row.downloadCount,
    isExhibitor: row.isExhibitor,
    isPublic: row.isPublic,
    exhibitor: row.exhibitorId,
    event: row.eventId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function downloadValues(body: DownloadBody) {
  rejectActiveLinks({ '/fileUrl': body.fileUrl });
  const values: {
    title?: string;
    description?: string | null;
    type?: ResourceType;
    attachment?: string | null;
    fileType?: string | null;
    category?: string;
  } = {};
  if (body.title !== undefined) values.title = requiredText(body.title, '/title', 'Resource name is required');
  if (body.type !== undefined) values.type = body.type;
  const description = optionalText(body.description);
  if (description !== undefined) values.description = description;
  const attachment = optionalText(body.fileUrl);
  if (attachment !== undefined) values.attachment = attachment;
  const fileType = optionalText(body.fileType);
  if (fileType !== undefined) values.fileType = fileType;
  // The column always holds a category (screens group by it); clearing it means the default.
  const category = optionalText(body.category);
  if (category !== undefined) values.category = category ?? 'General';
  return values;
}
