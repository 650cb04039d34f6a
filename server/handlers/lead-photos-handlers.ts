// Photos kept with leads: uploading one (POST /leads/photos, every role, PNG or JPEG only, into the
// `leadPhoto` area) and keeping it with a lead (POST /leads/{id}/images). A lead scanner may add
// photos only to the leads they own: another member's lead is as missing to them as another
// company's (404), as for every other lead write.
import { eq } from 'drizzle-orm';
import { leadNotes, leads } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { LEAD_PHOTO_AREA } from '../storage/uploads.ts';
import { addLeadImages, requireOwnPhoto, type LeadImageLabel } from '../leads/lead-images.ts';
import { readLead } from '../leads/lead-answer.ts';
import { leadName, visibleTo } from '../leads/lead-request.ts';
import { callerAndRowId, notFound, requireAuth } from '../http/exhibitor-scope.ts';
import { ownedRow } from './owned-rows.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const LABEL_WORDS: Readonly<Record<LeadImageLabel, string>> = {
  card_front: 'card front',
  card_back: 'card back',
  badge: 'badge',
  other: 'other',
};

export function leadPhotoHandlers({ db, files, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async uploadLeadPhoto(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const form = await readUploadForm(request, reply, { fields: [], imagesOnly: true });
      const data = await keepUpload(db, files, { exhibitorId }, LEAD_PHOTO_AREA, form.file);
      reply.code(201);
      return { success: true, message: 'File uploaded successfully', data };
    },

    async addLeadImage(request) {
      const auth = callerAndRowId(request, 'Lead');
      const { photo, label, text } = request.body;
      const lead = await db.transaction(async (tx) => {
        // The row lock keeps two additions at once from both passing the limit.
        const [row] = await tx.select({ id: leads.id, fullName: leads.fullName }).from(leads).where(visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId))).for('update');
        if (!row) throw notFound('Lead');
        await requireOwnPhoto(tx, auth.exhibitorId, photo, '/photo');
        await addLeadImages(tx, row.id, auth.userId, [{ url: photo, label }]);
        const read = text?.trim() ?? '';
        if (read !== '') await tx.insert(leadNotes).values({ leadId: row.id, authorId: auth.userId, text: `Read from the photo (${LABEL_WORDS[label]}):\n${read}` });
        await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, row.id));
        await recordActivity(tx, auth, { category: 'leads', action: 'lead.image', summary: `Added a photo (${LABEL_WORDS[label]}) to lead ${leadName(row.fullName)}`, subjectId: row.id });
        return readLead(tx, row.id);
      });
      leadEvents.emit(auth.exhibitorId, 'lead.updated', [lead._id]);
      return { success: true, message: 'Photo added to the lead', data: lead };
    },
  };
}
