import { useEffect } from "react";
import { LEADS_PAINTED_MARK, performanceMark } from "../../machines/leads/leads-perf.ts";

/**
 * Marks the first paint after `data` changed (bench/leads-render.ts measures from the read's
 * `leads:data` mark to this one): the effect runs after React committed the rows, the animation
 * frame comes before the browser paints them, and the task queued from it runs after that paint.
 */
export function useLeadsPaintedMark(data: unknown): void {
  useEffect(() => {
    if (data === null || data === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => performanceMark(LEADS_PAINTED_MARK), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [data]);
}
