// Codes of every kind the scanner reads, for Chromium's fake camera: bwip-js draws each (a QR code,
// Code 128, Code 39, PDF417, Data Matrix, Aztec) as a PNG, which is centred on a white frame and
// written as a Y4M video (4:2:0) like the badges of badge-video.ts. Used by the scan e2e tests and
// `npm run bench -- scan`.
import { writeFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';

/** bwip-js's names of the symbologies the scanner reads. */
export type Symbology = 'qrcode' | 'code128' | 'code39' | 'pdf417' | 'datamatrix' | 'azteccode';

/** One grey frame: a luminance byte per pixel (16 black to 235 white, video range), row by row. */
export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly luma: Buffer;
}

export interface FrameSize {
  readonly width?: number;
  readonly height?: number;
}

/** The grey of each pixel of a PNG (8 bits per sample, not interlaced: what bwip-js writes), on white. */
function pngGrey(png: Buffer): { width: number; height: number; grey: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colour, , , interlace] = png.subarray(24, 29);
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colour!];
  if (depth !== 8 || channels === undefined || interlace !== 0) throw new Error(`Unexpected PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
  const data: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  // Undo each row's filter (PNG spec, section 9): none, sub, up, average, Paeth.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const guess = left + up - upLeft;
      const paeth =
        Math.abs(guess - left) <= Math.abs(guess - up) && Math.abs(guess - left) <= Math.abs(guess - upLeft) ? left : Math.abs(guess - up) <= Math.abs(guess - upLeft) ? up : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter];
      if (predicted === undefined) throw new Error(`Unknown PNG filter ${filter}`);
      pixels[y * stride + x] = (row[x]! + predicted) & 0xff;
    }
  }
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index++) {
    const pixel = pixels.subarray(index * channels, (index + 1) * channels);
    const value = channels >= 3 ? (pixel[0]! * 299 + pixel[1]! * 587 + pixel[2]! * 114) / 1000 : pixel[0]!;
    const alpha = channels === 2 || channels === 4 ? pixel[channels - 1]! / 255 : 1;
    grey[index] = Math.round(value * alpha + 255 * (1 - alpha));
  }
  return { width, height, grey };
}

/**
 * A code drawn by bwip-js and centred on a white frame. `scale` is bwip-js's (pixels per module);
 * linear codes are drawn 20 mm tall.
 */
export async function drawCode(symbology: Symbology, text: string, options: FrameSize & { readonly scale?: number } = {}): Promise<Picture> {
  const { width = 640, height = 480, scale = 3 } = options;
  const linear = symbology === 'code128' || symbology === 'code39';
  const png = await bwipjs.toBuffer({ bcid: symbology, text, scale, ...(linear ? { height: 20 } : {}), ...(symbology === 'pdf417' ? { columns: 4 } : {}) });
  const code = pngGrey(png);
  if (code.width > width - 40 || code.height > height - 40) throw new Error(`The ${symbology} code of ${text.length} characters (${code.width}x${code.height}) does not fit a ${width}x${height} frame with its quiet zone`);
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - code.width) / 2);
  const top = Math.floor((height - code.height) / 2);
  for (let y = 0; y < code.height; y++) {
    for (let x = 0; x < code.width; x++) luma[(top + y) * width + left + x] = 16 + Math.round((code.grey[y * code.width + x]! * 219) / 255);
  }
  return { width, height, luma };
}

/** Writes the pictures one after another, each for `framesEach` frames (Chromium plays the file in a loop). */
export async function writeCodesVideo(path: string, pictures: ReadonlyArray<Picture>, options: { readonly framesEach?: number; readonly framesPerSecond?: number } = {}): Promise<void> {
  const { framesEach = 10, framesPerSecond = 10 } = options;
  const [first] = pictures;
  if (first === undefined) throw new Error('No pictures to show');
  const chroma = Buffer.alloc((first.width / 2) * (first.height / 2) * 2, 128);
  const frames = pictures.flatMap((picture) => {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), picture.luma, chroma]);
    return Array.from({ length: framesEach }, () => frame);
  });
  await writeFile(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${first.width} H${first.height} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`), ...frames]));
}
