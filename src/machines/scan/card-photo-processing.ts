// The photo of a business card in the browser: a still from the Scan screen's camera, the pixels the
// quality check reads, and the file the outbox keeps (PNG or JPEG within the upload limit, which is
// what POST /leads/photos accepts).
import { scaleDownPhoto } from "./card-photo-scale.ts";
import { WORKING_SIDE, type Pixels } from "./card-photo-quality.ts";

export const CAMERA_NOT_RUNNING = "The camera is not running.";

const ACCEPTED_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png"]);

type TakesPhotos = { takePhoto(): Promise<Blob> };
const imageCaptureOf = (track: MediaStreamTrack): TakesPhotos | null => {
  const ImageCapture = (globalThis as { ImageCapture?: new (track: MediaStreamTrack) => TakesPhotos }).ImageCapture;
  return ImageCapture === undefined ? null : new ImageCapture(track);
};

/** The video's current frame as a JPEG, from an element of our own (the preview may re-render meanwhile). */
async function frameOf(stream: MediaStream): Promise<Blob> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  try {
    const loaded = new Promise((resolve) => video.addEventListener("loadeddata", resolve, { once: true }));
    await video.play();
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await loaded;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d")?.drawImage(video, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob === null ? reject(new Error(CAMERA_NOT_RUNNING)) : resolve(blob)), "image/jpeg", 0.92),
    );
  } finally {
    video.pause();
    video.srcObject = null;
  }
}

/**
 * A still of the camera: the sensor's full resolution where the browser can take one (a phone's
 * preview stream is often 640x480, small for a card's smallest print), else the preview's frame.
 */
export async function photoFromCamera(stream: MediaStream | null): Promise<Blob> {
  const track = stream?.getVideoTracks()[0];
  if (stream === null || stream === undefined || track === undefined || track.readyState !== "live") throw new Error(CAMERA_NOT_RUNNING);
  const capture = imageCaptureOf(track);
  if (capture !== null) {
    try {
      return await capture.takePhoto();
    } catch {
      // Some cameras (and drivers) take no stills: the preview's frame is the photo.
    }
  }
  return frameOf(stream);
}

/** The photo's pixels at the size the quality check judges (its longest side at most WORKING_SIDE). */
export async function pixelsOf(photo: Blob): Promise<Pixels> {
  const full = await createImageBitmap(photo);
  const scale = Math.min(1, WORKING_SIDE / Math.max(full.width, full.height));
  const width = Math.max(1, Math.round(full.width * scale));
  const height = Math.max(1, Math.round(full.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d");
  if (context === null) throw new Error("This browser cannot check photos.");
  context.imageSmoothingQuality = "high";
  context.drawImage(full, 0, 0, width, height);
  full.close();
  return context.getImageData(0, 0, width, height);
}

/** Another format (HEIC, WebP from a gallery) becomes a JPEG, which the server accepts. */
async function asJpeg(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
  } finally {
    bitmap.close();
  }
}

/** A PNG or JPEG within the upload limit, scaled down on the device when it is larger. */
export async function uploadablePhoto(photo: Blob): Promise<Blob> {
  return scaleDownPhoto(ACCEPTED_TYPES.has(photo.type) ? photo : await asJpeg(photo));
}
