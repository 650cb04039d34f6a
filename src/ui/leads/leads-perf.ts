import { useEffect } from "react";

/**
 * Performance marks for `npm run bench` (bench/leads-render.ts): when the leads answer arrived and
 * when the rows it produced were first painted. `performance.mark` costs microseconds and shows
 * nothing; the previous mark of a name is cleared first, so reloads never pile entries up.
 */
export const LEADS_DATA_MARK = "leads:data";
export const LEADS_PAINTED_MARK = "leads:painted";

const mark = (name: string): void => {
  if (typeof performance === "undefined" || typeof performance.mark !== "function") return;
  performance.clearMarks(name);
  performance.mark(name);
};

export const markLeadsData = (): void => mark(LEADS_DATA_MARK);

/**
 * Marks the first paint after `data` changed: the effect runs after React committed the rows, the
 * animation frame comes before the browser paints them, and the task queued from it runs after
 * that paint.
 */
export function useLeadsPaintedMark(data: unknown): void {
  useEffect(() => {
    if (data === null || data === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => mark(LEADS_PAINTED_MARK), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [data]);
}
