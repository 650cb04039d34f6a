// Photos kept with leads: uploading one (POST /leads/photos, every role, PNG or JPEG only, into the
// `leadPhoto` area) and keeping it with a lead (POST /leads/{id}/images). A lead scanner may add
// photos only to the leads they own: another member's lead is as missing to them as another
// company's (404), as for every other lead write (server/leads/lead-writes.ts).
import { LEAD_PHOTO_AREA } from '../storage/uploads.ts';
import { addPhotoToLead } from '../leads/lead-writes.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

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
      const lead = await addPhotoToLead(db, auth, auth.id, request.body);
      leadEvents.emit(auth.exhibitorId, 'lead.updated', [lead._id]);
      return { success: true, message: 'Photo added to the lead', data: lead };
    },
  };
}
