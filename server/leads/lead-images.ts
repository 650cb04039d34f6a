// Photos kept with a lead (a business card's sides, a badge). A photo is named by the path
// POST /leads/photos answered, and only a photo the caller's company uploaded there may be kept:
// a path of another company's upload, of another area (a logo), or of no upload at all is refused,
// so a lead never shows a file its company did not send. Photos are only ever added, at most 20.
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadImages, uploads, type leadImageLabels } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { LEAD_PHOTO_AREA } from '../storage/uploads.ts';

export type LeadImageLabel = (typeof leadImageLabels)[number];

export const LEAD_IMAGE_LIMIT = 20;

export const LEAD_IMAGE_MESSAGES = {
  notOwnPhoto: 'This photo is not one your company uploaded for a lead. Upload it first (POST /leads/photos) and send the path it answers.',
  tooMany: `A lead keeps at most ${LEAD_IMAGE_LIMIT} photos.`,
} as const;

export interface NewLeadImage {
  url: string;
  label: LeadImageLabel;
}

/** 400 (at `pointer`) unless `path` is a photo the company uploaded through POST /leads/photos. */
export async function requireOwnPhoto(db: Executor, exhibitorId: string, path: string, pointer: string): Promise<void> {
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.exhibitorId, exhibitorId), eq(uploads.uploadType, LEAD_PHOTO_AREA)))
    .limit(1);
  if (!upload) throw new ApiError(400, LEAD_IMAGE_MESSAGES.notOwnPhoto, [{ path: pointer, message: LEAD_IMAGE_MESSAGES.notOwnPhoto }]);
}

/**
 * Adds the photos to the lead, in the order given; 409 past the limit. The caller holds the lead's
 * row lock, so two additions at once cannot both pass the count.
 */
export async function addLeadImages(tx: Executor, leadId: string, addedBy: string, images: readonly NewLeadImage[]): Promise<void> {
  if (images.length === 0) return;
  const [kept] = await tx.select({ n: count() }).from(leadImages).where(eq(leadImages.leadId, leadId));
  if ((kept?.n ?? 0) + images.length > LEAD_IMAGE_LIMIT) throw new ApiError(409, LEAD_IMAGE_MESSAGES.tooMany);
  // A millisecond apart: the answer lists photos oldest first, and one statement's rows share its time.
  const now = Date.now();
  await tx.insert(leadImages).values(images.map((image, index) => ({ leadId, url: image.url, label: image.label, addedBy, createdAt: new Date(now + index) })));
}
