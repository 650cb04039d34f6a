/**
 * Performance marks for `npm run bench -- scan` (bench/scan.ts): the frame whose decode found a code
 * (`scan:frame`, started when the frame was taken, with the decode's duration) and the first paint of
 * the card that shows the scan saved on the device (`scan:saved`). Each mark is cleared as soon as it
 * is made, so a day of scanning keeps nothing in the page's timeline; the bench reads them with a
 * PerformanceObserver, which receives entries whether or not they stay in the buffer.
 */
export const SCAN_FRAME_MARK = "scan:frame";
export const SCAN_SAVED_MARK = "scan:saved";
/** A code that holds only text is not saved at once: its mark is the first paint of the form asking for the visitor's name. */
export const SCAN_ASKED_MARK = "scan:asked";

export interface ScanFrameDetail {
  readonly text: string;
  readonly decodeMs: number;
}

const markOnce = (name: string, options: PerformanceMarkOptions): void => {
  if (typeof performance === "undefined" || typeof performance.mark !== "function") return;
  performance.mark(name, options);
  performance.clearMarks(name);
};

/** A decoded frame: `startTime` is when it was handed to the detector. */
export const markBadgeFrame = (text: string, startTime: number): void =>
  markOnce(SCAN_FRAME_MARK, { startTime, detail: { text, decodeMs: performance.now() - startTime } satisfies ScanFrameDetail });

/** The card of a scan kept on the device has been painted; the detail is the text read (or the code typed). */
export const markScanSaved = (capturedText: string): void => markOnce(SCAN_SAVED_MARK, { detail: capturedText });

/** The form asking for a text code's visitor name has been painted; the detail is the text read. */
export const markNameAsked = (capturedText: string): void => markOnce(SCAN_ASKED_MARK, { detail: capturedText });
