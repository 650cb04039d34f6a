// The page the business-card bench opens (bench/card.ts): the portal's own card reader
// (src/machines/scan/card-reader.ts, with its worker, core and language files from this build) and
// the same photo check and field extraction the Scan screen runs, timed from the photo to the fields.
import { createCardReader, type CardLanguage, type CardReader } from "../../src/machines/scan/card-reader.ts";
import { photoProblem, WORKING_SIDE } from "../../src/machines/scan/card-photo-quality.ts";
import { scaleDownPhoto } from "../../src/machines/scan/card-photo-scale.ts";
import { extractCardFields } from "../../src/rules/business-card-fields.ts";

let reader: CardReader | null = null;

const photo = async (url: string): Promise<Blob> => {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.blob();
};

/** The photo drawn at the check's working size, as the Scan screen would hand it over. */
async function check(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, WORKING_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return photoProblem(context.getImageData(0, 0, canvas.width, canvas.height));
}

const bench = {
  async start(language: CardLanguage) {
    const started = performance.now();
    reader = await createCardReader({ language });
    return { msToStart: performance.now() - started };
  },
  async check(url: string) {
    return check(await photo(url));
  },
  async read(url: string, defaultCountry: "IN") {
    if (!reader) throw new Error("start first");
    const blob = await photo(url);
    const started = performance.now();
    const problem = await check(blob);
    const reading = await reader.read(blob);
    const fields = extractCardFields(reading, { defaultCountry });
    return { fields, lines: reading.lines, msToRead: reading.msToRead, msPhotoToFields: performance.now() - started, problem };
  },
  /** A photo made to fit `maxBytes` on the device, as the Scan screen does before an upload. */
  async scale(url: string, maxBytes: number) {
    const blob = await photo(url);
    const started = performance.now();
    const scaled = await scaleDownPhoto(blob, { maxBytes });
    const ms = performance.now() - started;
    const bitmap = await createImageBitmap(scaled);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { bytesBefore: blob.size, bytes: scaled.size, type: scaled.type, ms, ...size };
  },
  /** Whether the page's CSP refuses a worker from a blob: URL (what tesseract.js makes by default). */
  async refusesBlobWorkers() {
    const refused = new Promise<boolean>((resolve) => {
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective === "worker-src"), { once: true });
      setTimeout(() => resolve(false), 2_000);
    });
    try {
      new Worker(URL.createObjectURL(new Blob(["postMessage(1)"], { type: "text/javascript" }))).terminate();
    } catch {
      return true;
    }
    return refused;
  },
  async stop() {
    await reader?.close();
    reader = null;
  },
};

export type CardBench = typeof bench;
(window as unknown as { cardBench: CardBench }).cardBench = bench;
document.body.dataset["ready"] = "true";
