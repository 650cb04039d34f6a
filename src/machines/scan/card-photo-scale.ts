// A card's photo made small enough to keep with the lead: a phone's camera gives 3-12 MB, and
// uploads stop at UPLOAD_RULES.image.maxBytes (5 MB, src/rules/upload-rules.ts). Scaled on the
// device as a JPEG, so nothing too large is ever sent over the hall's network.
import { UPLOAD_RULES } from "../../rules/upload-rules.ts";

export interface ScaleOptions {
  /** Default: the upload limit for images. */
  readonly maxBytes?: number;
  /** Longest side in pixels. Default 2000: a card's smallest print stays readable. */
  readonly maxSide?: number;
}

const QUALITIES = [0.85, 0.75, 0.6] as const;

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot scale photos.");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot scale photos.");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be scaled."))), "image/jpeg", quality));
}

/**
 * The photo itself when it is within both limits; else a JPEG of it that is, trying lower quality
 * and then smaller sides until it fits.
 */
export async function scaleDownPhoto(photo: Blob, options: ScaleOptions = {}): Promise<Blob> {
  const maxBytes = options.maxBytes ?? UPLOAD_RULES.image.maxBytes;
  let side = options.maxSide ?? 2000;
  const bitmap = await createImageBitmap(photo);
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (photo.size <= maxBytes && longest <= side) return photo;
    for (;;) {
      const scale = Math.min(1, side / longest);
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      for (const quality of QUALITIES) {
        const scaled = await encode(bitmap, width, height, quality);
        if (scaled.size <= maxBytes) return scaled;
      }
      if (side <= 64) throw new Error("The photo could not be made small enough.");
      side = Math.floor(Math.min(side, longest) * 0.75);
    }
  } finally {
    bitmap.close();
  }
}
