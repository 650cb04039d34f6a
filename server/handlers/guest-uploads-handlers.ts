// POST /guest-registration/{token}/upload: a signed-out guest's file for an image or file field of the
// link's form. The same checks and storing as a company's upload (upload-form.ts), scoped to an open
// link instead of a token: the link names the company the file is kept for, and a guest cannot
// choose the storage area. Its own rate limit per client address, so uploading cannot use up the
// page's, nor the page's the uploads'.
import { ApiError } from '../http/api-error.ts';
import { hitRateLimits } from '../auth/rate-limits.ts';
import { describeWait } from '../auth/messages.ts';
import { openGuestLink } from '../referral/guest-links.ts';
import { DEFAULT_UPLOAD_TYPE } from '../storage/uploads.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** Guest uploads per client address and window: a photo and an ID for a family of guests, not a file store. */
export const GUEST_UPLOAD_RATE = { limit: 20, windowSeconds: 600 } as const;

export function guestUploadHandlers({ db, files }: ServerDeps): OperationHandlers {
  return {
    async uploadGuestFile(request, reply) {
      const refusal = await hitRateLimits(db, [{ key: `guest-upload:ip:${request.ip}`, ...GUEST_UPLOAD_RATE }]);
      if (refusal) {
        const seconds = refusal.retryAfterSeconds;
        throw new ApiError(429, `Too many uploads from this network. Try again in ${describeWait(seconds)}.`, undefined, { retryAfterSeconds: seconds });
      }
      // A closed or made-up link answers before a byte of the file is read.
      const link = await openGuestLink(db, request.params.token);
      const form = await readUploadForm(request, reply, { fields: [] });
      const data = await keepUpload(db, files, { exhibitorId: link.pass.exhibitorId }, DEFAULT_UPLOAD_TYPE, form.file);
      reply.code(201);
      return { success: true, message: 'File uploaded successfully', data };
    },
  };
}
