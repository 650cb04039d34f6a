// Sending one business card from the outbox: each photo goes up first (POST /leads/photos) unless an
// earlier attempt already stored it, and where it went is kept on the item at once, so an attempt
// cut short after an upload does not upload that photo again; then POST /leads/business-card with
// the item's local id as its Idempotency-Key, so a card sent twice makes one lead. Failures reject
// with the API's tagged error, which the outbox's sender turns into "later", "refused" or "signed out".
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import { isEmptyQualification } from "./qualification-merge.ts";
import type { Lead, OutboxItem, QueuedCard } from "./outbox-types.ts";

/** Changes the stored item in one transaction (OutboxStore.update), keeping what else changed meanwhile. */
export type KeepItem = (change: (item: OutboxItem) => OutboxItem) => Promise<unknown>;

type PhotoSide = "photoPath" | "backPhotoPath";

const EXTENSIONS: Readonly<Record<string, string>> = { "image/png": "png", "image/jpeg": "jpg" };

/**
 * The server checks a file's extension against its signature: a Blob has no name (FormData calls it
 * "blob"), so the photo goes as a file named by its type. The device only keeps PNG or JPEG photos.
 */
const photoFile = (photo: Blob, side: PhotoSide): File =>
  new File([photo], `${side === "photoPath" ? "card-front" : "card-back"}.${EXTENSIONS[photo.type] ?? "jpg"}`, { type: photo.type || "image/jpeg" });

export const sendCard = async (
  runApi: ApiRunner,
  item: QueuedCard,
  keep?: KeepItem,
): Promise<{ readonly lead: Lead; readonly outcome: "created" | "existing" }> => {
  const { mutation } = await loadApiCalls();

  const stored = async (photo: Blob, side: PhotoSide): Promise<string> => {
    // No retries here either: the sync machine times the next attempt, which skips what was stored.
    const answer = await runApi(
      mutation((client, signal) => client.POST("/leads/photos", { body: { file: photoFile(photo, side) }, signal }), { retries: 0 }),
    );
    const path = answer.data.filePath;
    await keep?.((now) => (now.kind === "card" && now.localId === item.localId ? { ...now, [side]: path } : now));
    return path;
  };

  const photo = item.photoPath ?? (await stored(item.photo, "photoPath"));
  const backPhoto = item.backPhoto === null ? null : (item.backPhotoPath ?? (await stored(item.backPhoto, "backPhotoPath")));
  const qualification = isEmptyQualification(item.qualification) ? undefined : item.qualification;
  const answer = await runApi(
    mutation(
      (client, signal) =>
        client.POST("/leads/business-card", {
          params: { header: { "Idempotency-Key": item.localId } },
          body: {
            person: item.person,
            photo,
            ...(backPhoto === null ? {} : { backPhoto }),
            ...(item.text.trim() === "" ? {} : { text: item.text }),
            scannedAt: item.scannedAt,
            ...(qualification ? { qualification } : {}),
          },
          signal,
        }),
      { retries: 0 },
    ),
  );
  return { lead: answer.data.lead, outcome: answer.data.outcome };
};
