/**
 * Performance marks for `npm run bench` (bench/leads-render.ts): when the leads answer arrived and
 * when the rows it produced were first painted. `performance.mark` costs microseconds and shows
 * nothing; the previous mark of a name is cleared first, so reloads never pile entries up.
 */
export const LEADS_DATA_MARK = "leads:data";
export const LEADS_PAINTED_MARK = "leads:painted";

export const performanceMark = (name: string): void => {
  if (typeof performance === "undefined" || typeof performance.mark !== "function") return;
  performance.clearMarks(name);
  performance.mark(name);
};

/** Set by the screen's read when the GET /leads answer has arrived and been parsed. */
export const markLeadsData = (): void => performanceMark(LEADS_DATA_MARK);
