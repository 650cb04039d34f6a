// Part 1 of `npm run bench -- scan`: frame to saved on the device, for each kind of code the Scan
// screen reads. The codes of one kind are shown one after another to a Chromium's fake camera (a
// Y4M video); for each, the time from the frame that held it (handed to the reader) to the first
// paint of its card saying it is saved on the device (the `scan:frame` and `scan:saved` marks of
// src/machines/scan/scan-perf.ts). A code with nothing but text is not saved at once: its time is
// frame to the first paint of the form asking for the visitor's name (`scan:asked`), and, apart,
// the press of Save (the name typed) to its card painted.
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { writeBadgeVideo } from '../server/testing/badge-video.ts';
import { writeCodesVideo, type Picture } from '../server/testing/code-pictures.ts';
import { SCAN_ASKED_MARK, SCAN_FRAME_MARK, SCAN_SAVED_MARK, type ScanFrameDetail } from '../src/machines/scan/scan-perf.ts';
import { SCAN_TEXTS } from '../src/machines/scan/scan-texts.ts';

/** Each code stays 0.6 s in view: several decode attempts (one each 120 ms), then the next one. */
const FRAMES_EACH = 6;
export const CAMERA_FRAME = { width: 400, height: 300 } as const;

/** Collects the scan marks in the page (they are cleared from the timeline as soon as they are made). */
export const OBSERVE_MARKS = `
  window.__scanMarks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === '${SCAN_FRAME_MARK}' || entry.name === '${SCAN_SAVED_MARK}' || entry.name === '${SCAN_ASKED_MARK}') {
        window.__scanMarks.push({ name: entry.name, startTime: entry.startTime, detail: entry.detail });
      }
    }
  }).observe({ type: 'mark', buffered: true });
`;

interface Mark {
  readonly name: string;
  readonly startTime: number;
  readonly detail: unknown;
}

export interface CameraCodes {
  readonly label: string;
  /** What each code holds, in the order shown. */
  readonly texts: ReadonlyArray<string>;
  /** The drawn codes (bwip-js); none: the texts are drawn as QR codes like the portal's badges. */
  readonly pictures?: ReadonlyArray<Picture>;
  /**
   * Codes with nothing but text: each is named at the booth before it is saved. Each is followed by
   * 2.4 s of an empty frame, time to type the name and see the card before the next code asks.
   */
  readonly named?: boolean;
}

/** An empty (white) frame, shown after a text code while its name is typed. */
const emptyFrame = (): Picture => ({ ...CAMERA_FRAME, luma: Buffer.alloc(CAMERA_FRAME.width * CAMERA_FRAME.height, 235) });
const EMPTY_AFTER_NAMED = 4;

export interface CameraTimes {
  /** Frame to saved (or, for text codes, frame to the name asked), per code, ms. */
  readonly latencies: number[];
  /** The reader's time on the frame that found each code, ms. */
  readonly decodes: number[];
  /** Text codes: Save pressed to the card painted, per code, ms. */
  readonly namedToSaved: number[];
}

const marksOf = (page: Page) => page.evaluate('window.__scanMarks') as Promise<Mark[]>;

/** Saves each text code the screen asks about under a made-up name, the press of Save timed in the page. */
async function nameEachAsked(page: Page, texts: ReadonlyArray<string>): Promise<Map<string, number>> {
  const pressed = new Map<string, number>();
  const form = page.getByRole('form', { name: SCAN_TEXTS.nameTitle });
  const deadline = Date.now() + 180_000;
  while (pressed.size < texts.length) {
    if (Date.now() > deadline) throw new Error(`Only ${pressed.size} of ${texts.length} text codes were asked about`);
    await form.waitFor({ timeout: 60_000 });
    const text = (await page.getByTestId('scan-read-text').textContent()) ?? '';
    await form.getByLabel('Name').fill(`Bench Visitor ${pressed.size + 1}`);
    const at = await form.getByRole('button', { name: SCAN_TEXTS.nameSave }).evaluate((button: HTMLButtonElement) => {
      const now = performance.now();
      button.click();
      return now;
    });
    pressed.set(text, at);
    await page.waitForFunction(
      ([saved, named]) => (window as unknown as { __scanMarks: Mark[] }).__scanMarks.some((m) => m.name === saved && m.detail === named),
      [SCAN_SAVED_MARK, text] as const,
      { timeout: 30_000, polling: 'raf' },
    );
  }
  return pressed;
}

/** Shows the codes to a Chromium's camera on the Scan screen and times each. */
export async function timeCameraCodes(
  launch: (video: string) => Promise<Browser>,
  openScanScreen: (browser: Browser) => Promise<Page>,
  codes: CameraCodes,
  scratch: string,
  say: (line: string) => void,
): Promise<CameraTimes> {
  const video = join(scratch, `codes-${codes.label.replace(/\W+/g, '-')}.y4m`);
  if (codes.pictures === undefined) await writeBadgeVideo(video, codes.texts, { ...CAMERA_FRAME, framesPerBadge: FRAMES_EACH, framesPerSecond: 10 });
  else {
    const shown = codes.named ? codes.pictures.flatMap((picture) => [picture, ...Array.from({ length: EMPTY_AFTER_NAMED }, emptyFrame)]) : codes.pictures;
    await writeCodesVideo(video, shown, { framesEach: FRAMES_EACH, framesPerSecond: 10 });
  }
  const browser = await launch(video);
  try {
    const page = await openScanScreen(browser);
    say(`- camera: ${codes.texts.length} codes (${codes.label}), 0.6 s each${codes.named ? ', then 2.4 s of an empty frame' : ''}`);
    const wanted = new Set(codes.texts);
    const pressed = codes.named ? await nameEachAsked(page, codes.texts) : new Map<string, number>();
    await page.waitForFunction(
      ([saved, texts]) => {
        const seen = new Set((window as unknown as { __scanMarks: Mark[] }).__scanMarks.filter((m) => m.name === saved).map((m) => m.detail));
        return texts.every((text) => seen.has(text));
      },
      [SCAN_SAVED_MARK, [...wanted]] as const,
      { timeout: 180_000, polling: 500 },
    );
    const firstOf = (marks: Mark[], name: string) => {
      const first = new Map<string, Mark>();
      for (const mark of marks) {
        const text = name === SCAN_FRAME_MARK ? (mark.detail as ScanFrameDetail).text : (mark.detail as string);
        if (mark.name === name && wanted.has(text) && !first.has(text)) first.set(text, mark);
      }
      return first;
    };
    const marks = await marksOf(page);
    const frames = firstOf(marks, SCAN_FRAME_MARK);
    const ends = firstOf(marks, codes.named ? SCAN_ASKED_MARK : SCAN_SAVED_MARK);
    const saved = firstOf(marks, SCAN_SAVED_MARK);
    const times: CameraTimes = { latencies: [], decodes: [], namedToSaved: [] };
    for (const text of wanted) {
      const frame = frames.get(text);
      const end = ends.get(text);
      if (frame === undefined || end === undefined) throw new Error(`No frame or ${codes.named ? 'asked' : 'saved'} mark for ${text.slice(0, 40)}`);
      times.latencies.push(end.startTime - frame.startTime);
      times.decodes.push((frame.detail as ScanFrameDetail).decodeMs);
      const press = pressed.get(text);
      if (codes.named && press !== undefined) times.namedToSaved.push(saved.get(text)!.startTime - press);
    }
    return times;
  } finally {
    await browser.close();
  }
}
