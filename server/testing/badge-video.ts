// Badges shown to Chromium's fake camera: each QR text drawn as black modules on white, centred in
// the frame, written as a Y4M video (4:2:0) that Chromium plays in a loop as the camera
// (`--use-file-for-fake-video-capture=<file>`). Used by the scan e2e tests and `npm run bench -- scan`;
// `writeStillVideo` shows any picture (a business card's photo) the same way.
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

export interface BadgeVideoOptions {
  readonly width?: number;
  readonly height?: number;
  /** Frames each badge stays in view. */
  readonly framesPerBadge?: number;
  readonly framesPerSecond?: number;
}

function badgeFrame(text: string, width: number, height: number): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = Math.floor(Math.min(width, height) / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (data[Math.floor(y / scale) * size + Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** The Y4M file's header: frames of `width` x `height`, 4:2:0. */
const videoHeader = (width: number, height: number, framesPerSecond: number): Buffer =>
  Buffer.from(`YUV4MPEG2 W${width} H${height} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`);

/** Writes the badges one after another, each for `framesPerBadge` frames. */
export async function writeBadgeVideo(path: string, texts: ReadonlyArray<string>, options: BadgeVideoOptions = {}): Promise<void> {
  const { width = 640, height = 480, framesPerBadge = 10, framesPerSecond = 10 } = options;
  const frames = texts.flatMap((text) => {
    const frame = badgeFrame(text, width, height);
    return Array.from({ length: framesPerBadge }, () => frame);
  });
  await writeFile(path, Buffer.concat([videoHeader(width, height, framesPerSecond), ...frames]));
}

/**
 * Writes one grey picture (a luminance byte per pixel, row by row: a photographed card, say) as a
 * still video of `frames` frames. Width and height must be even (4:2:0).
 */
export async function writeStillVideo(path: string, picture: { readonly width: number; readonly height: number; readonly luma: Buffer }, frames = 5): Promise<void> {
  const { width, height, luma } = picture;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  await writeFile(path, Buffer.concat([videoHeader(width, height, 10), ...Array.from({ length: frames }, () => frame)]));
}
