// A photo chosen for a lead, made fit for POST /leads/photos (PNG or JPEG, at most 5 MB, a name
// whose extension matches its bytes): a phone's camera gives 3-12 MB, and a photo library may hand
// over HEIC or WebP, so anything else is drawn again as a JPEG, smaller until it fits. Done on the
// device: nothing the server would refuse travels over the hall's network.
import { extensionOf, UPLOAD_RULES, type FileFacts } from "../../rules/upload-rules.ts";

/** A browser `File`, or a `Blob` with a name in tests. */
export type PhotoFile = Blob & FileFacts;

/** Longest side of a redrawn photo: a card's small print stays readable. */
export const MAX_PHOTO_SIDE = 2400;
const QUALITIES = [0.85, 0.7, 0.55] as const;
const SMALLEST_SIDE = 320;

export const PHOTO_UNREADABLE = "This photo's format cannot be opened on this device. Choose a JPG or PNG photo.";
export const PHOTO_TOO_LARGE = "This photo could not be made small enough to send. Choose a smaller photo.";

/** Sent as it is: a PNG or JPEG within the limit. */
export const sendsAsIs = (file: PhotoFile): boolean =>
  UPLOAD_RULES.image.extensions.includes(extensionOf(file.name)) && file.size > 0 && file.size <= UPLOAD_RULES.image.maxBytes;

/** "card.heic" -> "card.jpg"; a photo without a usable name is "photo.jpg". */
export const jpegName = (name: string): string => {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/u, "").trim();
  return `${base === "" ? "photo" : base}.jpg`;
};

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (context === null) throw new Error(PHOTO_UNREADABLE);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas.convertToBlob({ type: "image/jpeg", quality });
}

/** The photo itself when it may be sent as it is; else a JPEG of it within the limit. */
export async function photoForUpload(file: PhotoFile, maxBytes: number = UPLOAD_RULES.image.maxBytes): Promise<File> {
  if (sendsAsIs(file) && file.size <= maxBytes) return file instanceof File ? file : new File([file], file.name, { type: file.type });
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(PHOTO_UNREADABLE);
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    for (let side = Math.min(longest, MAX_PHOTO_SIDE); side >= SMALLEST_SIDE; side = Math.floor(side * 0.75)) {
      const scale = side / longest;
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      for (const quality of QUALITIES) {
        const jpeg = await drawAsJpeg(bitmap, width, height, quality);
        if (jpeg.size <= maxBytes) return new File([jpeg], jpegName(file.name), { type: "image/jpeg" });
      }
    }
    throw new Error(PHOTO_TOO_LARGE);
  } finally {
    bitmap.close();
  }
}
