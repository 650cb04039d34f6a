// Decodes the camera's frames with zxing-wasm off the page's main thread: each decode takes tens of
// milliseconds on a phone, several times a second, which on the main thread would make the whole
// screen answer late while the camera runs. The page sends a frame (an ImageBitmap it gives away)
// and gets the texts of its codes back; it is told once whether the decoder could be made at all.
/// <reference lib="webworker" />
import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import zxingReaderWasm from "zxing-wasm/reader/zxing_reader.wasm?url";
import { CODE_FORMATS, type DecoderReply, type DecodeRequest } from "./badge-decoder-messages.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: DecoderReply) => scope.postMessage(message);

const detector = (async () => {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? new URL(zxingReaderWasm, scope.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...CODE_FORMATS] });
})();

detector.then(
  () => reply({ type: "ready" }),
  (error: unknown) => reply({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
);

scope.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const { id, frame } = event.data;
  try {
    const codes = await (await detector).detect(frame);
    reply({ type: "decoded", id, texts: codes.map((code) => code.rawValue) });
  } catch (error) {
    reply({ type: "unreadable", id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    frame.close();
  }
};
