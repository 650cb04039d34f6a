import { useEffect } from "react";
import { markScanSaved } from "../../machines/scan/scan-perf.ts";

/**
 * Marks the first paint of each scan's card (bench/scan.ts measures from the frame that held the
 * badge to this): the effect runs after React committed the card, the animation frame comes before
 * the browser paints it, and the task queued from it runs after that paint.
 */
export function useScanSavedMark(card: unknown, ticketCode: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => markScanSaved(ticketCode), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
    // One mark per card: a card is one scan, whatever its ticket code shows later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card]);
}
