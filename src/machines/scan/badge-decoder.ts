// Reads QR codes from the camera's frames. Browsers with a native BarcodeDetector that knows QR
// codes use it; the others (desktop Linux and Windows Chromium, Firefox, iOS Safari) get the
// `barcode-detector` ponyfill over zxing-wasm. Its wasm is a file of the portal's own build (the
// `?url` import below), never the CDN the library fetches by default: the scanner must work offline
// and under the portal's CSP (connect-src 'self'; script-src 'self' 'wasm-unsafe-eval').
import zxingReaderWasm from "zxing-wasm/reader/zxing_reader.wasm?url";

/** What the decode loop needs of a detector: the text of the QR codes in one frame. */
export interface BadgeDetector {
  detect(frame: HTMLVideoElement): Promise<ReadonlyArray<{ readonly rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): BadgeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const nativeDetector = async (): Promise<BadgeDetector | null> => {
  if (!("BarcodeDetector" in window)) return null;
  const Native = (window as unknown as { BarcodeDetector: NativeDetectorClass }).BarcodeDetector;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
};

/** Loads the wasm from the portal and compiles it now, so a broken download is reported at once. */
const ponyfillDetector = async (): Promise<BadgeDetector> => {
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? new URL(zxingReaderWasm, window.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
};

/** The native detector where the browser has one for QR codes, else zxing-wasm served by the portal. */
export const createBadgeDetector = async (): Promise<BadgeDetector> => (await nativeDetector()) ?? ponyfillDetector();
