// Reads codes from the camera's frames: QR codes and the barcodes events print on their badges
// (CODE_FORMATS). Browsers with a native BarcodeDetector that knows QR codes use it, for the formats
// it knows; the others (desktop Linux and Windows Chromium, Firefox, iOS Safari) get the
// `barcode-detector` ponyfill over zxing-wasm, run in a worker (badge-decoder.worker.ts) so decoding
// never holds up the screen. Its wasm is a file of the portal's own build (the `?url` import there),
// never the CDN the library fetches by default: the scanner must work offline and under the
// portal's CSP (connect-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self').
import { whenIdle } from "../data/when-idle.ts";
import { CODE_FORMATS, type DecoderReply } from "./badge-decoder-messages.ts";

/** What the decode loop needs of a detector: the text of the codes in one frame. */
export interface BadgeDetector {
  detect(frame: HTMLVideoElement): Promise<ReadonlyArray<{ readonly rawValue: string }>>;
  /** Lets go of what the detector holds (its worker); called when the camera stops. */
  close?(): void;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): BadgeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const nativeDetector = async (): Promise<BadgeDetector | null> => {
  if (!("BarcodeDetector" in window)) return null;
  const Native = (window as unknown as { BarcodeDetector: NativeDetectorClass }).BarcodeDetector;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = CODE_FORMATS.filter((format) => supported.includes(format));
    return formats.includes("qr_code") ? new Native({ formats }) : null;
  } catch {
    return null;
  }
};

/**
 * zxing-wasm in a worker, which loads and compiles the wasm at once, so a broken download is
 * reported when the camera starts rather than at the first code. Each frame is copied into an
 * ImageBitmap (cheap, done by the browser) and handed to the worker.
 */
const workerDetector = async (): Promise<BadgeDetector> => {
  // The worker fetches its 425 KB of wasm at once: started with the camera, that download shared a
  // slow hall network with the screen's own first paint. Once the screen has drawn and the browser
  // is idle, it no longer competes; the camera's permission and first frames take longer anyway.
  await whenIdle(2_000);
  const worker = new Worker(new URL("./badge-decoder.worker.ts", import.meta.url), { type: "module" });
  const pending = new Map<number, { resolve: (texts: ReadonlyArray<string>) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.onerror = (event) => reject(new Error(event.message || "The code reader could not start."));
      worker.onmessage = (event: MessageEvent<DecoderReply>) => {
        const message = event.data;
        if (message.type === "ready") resolve();
        else if (message.type === "failed") reject(new Error(message.message));
      };
    });
  } catch (error) {
    worker.terminate();
    throw error;
  }
  // A worker that fails later (out of memory on a phone) answers none of the frames it holds: each is
  // refused, so the decode loop goes on to the next frame instead of waiting for ever.
  worker.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(new Error("The code reader stopped."));
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<DecoderReply>) => {
    const message = event.data;
    if (message.type !== "decoded" && message.type !== "unreadable") return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === "decoded") waiting?.resolve(message.texts);
    else waiting?.reject(new Error(message.message));
  };
  return {
    async detect(video) {
      const frame = await createImageBitmap(video);
      const id = ++nextId;
      const texts = await new Promise<ReadonlyArray<string>>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, frame }, [frame]);
      });
      return texts.map((rawValue) => ({ rawValue }));
    },
    close() {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error("The camera stopped."));
      pending.clear();
    },
  };
};

/** The native detector where the browser has one that reads QR codes, else zxing-wasm served by the portal, in a worker. */
export const createBadgeDetector = async (): Promise<BadgeDetector> => (await nativeDetector()) ?? workerDetector();
