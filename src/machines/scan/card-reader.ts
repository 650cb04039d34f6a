// Reads a business card's photo on the device with tesseract.js. Its `createWorker` already runs the
// OCR in a Web Worker of its own, so this module runs on the page and starts no worker of its own.
// Every file it needs is a file of the portal's own build, precached by the service worker
// (pwa.config.ts), never the CDN tesseract.js fetches by default: cards must be read offline and
// under the portal's CSP (script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self').
//   worker   tesseract.js's worker script, started as a plain same-origin worker (no blob: URL)
//   core     tesseract.js-core's SIMD LSTM-only build with its wasm inside (one file, no second fetch)
//   language @tesseract.js-data's 4.0.0_best_int data; the build keeps its name (scripts/ocr-asset-names.ts)
import workerUrl from "tesseract.js/dist/worker.min.js?url";
import coreUrl from "tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url";
import englishUrl from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url";
import frenchUrl from "@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz?url";
import type { PSM } from "tesseract.js";
import type { OcrLine } from "../../rules/business-card-fields.ts";

export type CardLanguage = "eng" | "fra";

export const CARD_LANGUAGES: Readonly<Record<CardLanguage, { readonly label: string; readonly url: string }>> = {
  eng: { label: "English", url: englishUrl },
  fra: { label: "Français", url: frenchUrl },
};

export interface CardReading {
  /** The whole text, lines separated by "\n". */
  readonly text: string;
  /** Each line with Tesseract's confidence (0-100), in reading order. */
  readonly lines: OcrLine[];
  /** From handing the image over to the text (scaling it down included). */
  readonly msToRead: number;
}

export interface CardReader {
  read(image: Blob | ImageBitmap | HTMLCanvasElement): Promise<CardReading>;
  /** Stops the OCR worker and frees what it holds (the engine and its language data). */
  close(): Promise<void>;
}

export interface CardReaderOptions {
  readonly language: CardLanguage;
}

/**
 * Photos larger than this (longest side, pixels) are scaled down before reading: a card filling a
 * phone's 12-megapixel photo has letters several times the height Tesseract needs, and reading time
 * grows with the pixels.
 */
export const MAX_SIDE_TO_READ = 2000;

/** The smallest module using a SIMD instruction (wasm-feature-detect's test): the core needs SIMD. */
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

export const CARD_READER_MESSAGES = {
  unsupported: "This browser cannot read cards on the device. Type the details in instead.",
  failed: "The card reader could not start. Try again, or type the details in.",
} as const;

// tesseract.js declares its OEM and PSM as const enums, which isolated modules cannot read: their values.
const LSTM_ONLY = 1;
const SPARSE_TEXT = "11" as PSM;

const folderOf = (url: string): string => new URL(".", new URL(url, window.location.href)).href;

/** The image as tesseract.js takes it (not an ImageBitmap), at most MAX_SIDE_TO_READ on its longest side. */
async function readable(image: Blob | ImageBitmap | HTMLCanvasElement): Promise<Blob | HTMLCanvasElement | OffscreenCanvas> {
  const source = image instanceof Blob ? await createImageBitmap(image) : image;
  const longest = Math.max(source.width, source.height);
  if (longest <= MAX_SIDE_TO_READ && image instanceof HTMLCanvasElement) return image;
  if (longest <= MAX_SIDE_TO_READ && image instanceof Blob) {
    (source as ImageBitmap).close();
    return image;
  }
  const scale = Math.min(1, MAX_SIDE_TO_READ / longest);
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale)));
  const context = canvas.getContext("2d");
  if (!context) throw new Error(CARD_READER_MESSAGES.unsupported);
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  if (image instanceof Blob) (source as ImageBitmap).close();
  return canvas;
}

interface TesseractLine {
  readonly text: string;
  readonly confidence: number;
}
interface TesseractPage {
  readonly text: string;
  readonly blocks: ReadonlyArray<{ readonly paragraphs: ReadonlyArray<{ readonly lines: ReadonlyArray<TesseractLine> }> }> | null;
}

const linesOf = (page: TesseractPage): OcrLine[] =>
  (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence }))),
  ).filter((line) => line.text !== "");

/**
 * Starts the OCR worker with one language's data (about 1 s on a laptop, more on a phone: start it
 * when the Business card mode opens, not at the shutter). Rejects with a message for the person.
 */
export async function createCardReader(options: CardReaderOptions): Promise<CardReader> {
  if (typeof WebAssembly !== "object" || !WebAssembly.validate(SIMD_PROBE) || typeof OffscreenCanvas !== "function") {
    throw new Error(CARD_READER_MESSAGES.unsupported);
  }
  const code: CardLanguage = options.language === "fra" ? "fra" : "eng";
  const languageUrl = CARD_LANGUAGES[code].url;
  // tesseract.js asks for `${langPath}/${code}.traineddata.gz`: a build that renamed the file is a bug.
  if (!languageUrl.endsWith(`/${code}.traineddata.gz`)) throw new Error(CARD_READER_MESSAGES.failed, { cause: `language file at ${languageUrl}` });
  const { createWorker } = await import("tesseract.js");
  // tesseract.js reports a failed start (a language file that does not arrive) only to this handler;
  // its own promise would never settle.
  let failStart: (error: Error) => void = () => undefined;
  const startFailed = new Promise<never>((_, reject) => (failStart = reject));
  const worker = await Promise.race([
    createWorker(code, LSTM_ONLY, {
      workerPath: new URL(workerUrl, window.location.href).href,
      corePath: new URL(coreUrl, window.location.href).href,
      langPath: folderOf(languageUrl),
      // The service worker's precache is the one copy kept on the device; a second one in IndexedDB
      // would only double the space.
      cacheMethod: "none",
      gzip: true,
      workerBlobURL: false,
      errorHandler: (error: unknown) => failStart(new Error(String(error))),
    }),
    startFailed,
  ]).catch((error: unknown) => {
    throw new Error(CARD_READER_MESSAGES.failed, { cause: error });
  });
  await worker.setParameters({
    // Cards are short lines scattered over the card, in blocks and columns: find as much text as possible.
    tessedit_pageseg_mode: SPARSE_TEXT,
    // Otsu's threshold per tile, not one for the whole photo: a company name printed light on a
    // coloured band is lost to a single threshold (14 of 48 bench cards' company lines).
    thresholding_method: "1",
    user_defined_dpi: "300",
  });
  return {
    async read(image) {
      const started = performance.now();
      const { data } = await worker.recognize(await readable(image), {}, { text: true, blocks: true });
      const page = data as unknown as TesseractPage;
      const lines = linesOf(page);
      return { text: lines.map((line) => line.text).join("\n"), lines, msToRead: performance.now() - started };
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
