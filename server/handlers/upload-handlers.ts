// POST /v1/event-website/upload: a company's file (a logo, a brochure, a product image) into the
// area `uploadType` names. The checks and the storing are the shared upload's (upload-form.ts).
import { ApiError } from '../http/api-error.ts';
import { DEFAULT_UPLOAD_TYPE, UPLOAD_TYPES, isUploadType } from '../storage/uploads.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function uploadHandlers({ db, files }: ServerDeps): OperationHandlers {
  return {
    async uploadFile(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const form = await readUploadForm(request, reply, { fields: ['uploadType'] });
      const sent = form.fields.uploadType;
      // Left out, the area is the default; sent, it must name an area (empty names none, as the contract's enum says).
      const uploadType = sent === undefined ? DEFAULT_UPLOAD_TYPE : sent;
      if (!isUploadType(uploadType)) {
        const message =
          uploadType === ''
            ? `uploadType is empty: give one of ${UPLOAD_TYPES.join(', ')}, or leave the field out for ${DEFAULT_UPLOAD_TYPE}.`
            : `uploadType must be one of: ${UPLOAD_TYPES.join(', ')}.`;
        throw new ApiError(400, message, [{ path: '/uploadType', message }]);
      }
      const data = await keepUpload(db, files, { exhibitorId }, uploadType, form.file);
      reply.code(201);
      return { success: true, message: 'File uploaded successfully', data };
    },
  };
}
