import { useEffect } from "react";
import { markNameAsked, markScanSaved } from "../../machines/scan/scan-perf.ts";

/**
 * Calls `mark` after the first paint of a part (bench/scan.ts measures from the frame that held the
 * code to this): the effect runs after React committed the part, the animation frame comes before
 * the browser paints it, and the task queued from it runs after that paint. Once per `subject`.
 */
function useFirstPaintMark(subject: unknown, mark: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(mark, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
    // One mark per subject: a card is one scan, whatever it shows later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject]);
}

/** The card of a scan kept on the device was painted; the mark names the text read (or the code typed). */
export const useScanSavedMark = (card: unknown, capturedText: string): void => useFirstPaintMark(card, () => markScanSaved(capturedText));

/** The form asking for the visitor's name of a text code was painted. */
export const useNameAskedMark = (form: unknown, capturedText: string): void => useFirstPaintMark(form, () => markNameAsked(capturedText));
