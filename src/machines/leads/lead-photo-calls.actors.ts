import { Effect } from "effect";
import { Server, type ApiError } from "../../api/errors.ts";
import { Api, mutation } from "../../api/request.ts";
import { filePathOf, UPLOAD_NO_PATH } from "../../api/upload.ts";
import { toFormData } from "../../api/serializers.ts";
import type { LeadImageLabel } from "./capture-kinds.ts";
import type { Lead } from "./lead-form.ts";

// Adding a photo to a lead from its detail: the photo is stored first (POST /leads/photos answers
// its path), then kept with the lead (POST /leads/{id}/images answers the lead as it is now). Two
// calls, so a second try after the lead refused or the answer was lost keeps the stored photo.

/** POST /leads/photos (multipart `file`): the stored photo's path, `leadPhoto/<uuid>.<ext>`. */
export const uploadLeadPhoto = (photo: File): Effect.Effect<string, ApiError, Api> =>
  mutation((client, signal) =>
    // The contract's `file` is typed `unknown`; the File keeps its own name, whose extension the server checks.
    client.POST("/leads/photos", { body: { file: photo }, bodySerializer: toFormData, signal }),
  ).pipe(
    Effect.flatMap((answer) => {
      const path = filePathOf(answer);
      return path === undefined ? Effect.fail<ApiError>(new Server({ message: UPLOAD_NO_PATH, status: 201 })) : Effect.succeed(path);
    }),
  );

export interface AddLeadImage {
  readonly leadId: string;
  readonly photo: string;
  readonly label: LeadImageLabel;
  /** Kept for a repeat of the same request, so a photo is never added twice. */
  readonly key: string;
}

/** POST /leads/{id}/images with its Idempotency-Key: the lead with the photo. */
export const addLeadImage = ({ leadId, photo, label, key }: AddLeadImage): Effect.Effect<Lead, ApiError, Api> =>
  mutation((client, signal) =>
    client.POST("/leads/{id}/images", { params: { path: { id: leadId }, header: { "Idempotency-Key": key } }, body: { photo, label }, signal }),
  ).pipe(Effect.map((answer) => answer.data));
