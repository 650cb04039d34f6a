// The business-card bench's page and photos: the Vite build of bench/card-page/ (the portal's card
// reader with its OCR files, named as the portal's build names them), and each card photographed in
// Chromium, with photos the check must refuse (dark, shaken, no card) and a few phone-sized ones.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "@playwright/test";
import { build } from "vite";
import { portalAssetFileNames } from "../scripts/ocr-asset-names.ts";
import type { Card } from "./card-corpus.ts";

const pageRoot = fileURLToPath(new URL("./card-page", import.meta.url));

/** How many cards also get the photos the check must refuse, and a phone-sized photo. */
export const PROBLEM_PHOTOS = 6;
export const LARGE_PHOTOS = 4;
/** Pixels per CSS pixel: 1.5 gives 1800 x 1140 photos; 3.4 gives 4080 x 2584 (10.5 megapixels, a phone's). */
const SCALE = 1.5;
const LARGE_SCALE = 3.4;

const PROBLEMS: Readonly<Record<"dark" | "blurred" | "empty", string>> = {
  // The page's own background belongs to the root unless the root has one: this way it is dimmed too.
  dark: "<style>html { background: #000; } body { filter: brightness(0.22); }</style>",
  blurred: "<style>.card { filter: blur(7px) !important; }</style>",
  empty: "<style>.card { display: none; }</style>",
};
export const PROBLEM_KINDS = Object.keys(PROBLEMS) as Array<keyof typeof PROBLEMS>;

export async function buildCardPage(outDir: string): Promise<void> {
  await build({
    root: pageRoot,
    base: "/exhibitor/",
    configFile: false,
    mode: "production",
    logLevel: "silent",
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(pageRoot, "card-bench.html"), output: { assetFileNames: portalAssetFileNames } } },
  });
}

/** `<id>.png` for every card, `<id>-<problem>.png` and `<id>-large.png` for the first few. */
export async function photograph(browser: Browser, cards: ReadonlyArray<Card>, folder: string): Promise<void> {
  const viewport = { width: cards[0]!.width, height: cards[0]!.height };
  const context = await browser.newContext({ viewport, deviceScaleFactor: SCALE });
  const page = await context.newPage();
  for (const card of cards) {
    await page.setContent(card.html);
    await page.screenshot({ path: join(folder, `${card.id}.png`) });
  }
  for (const card of cards.slice(0, PROBLEM_PHOTOS)) {
    for (const problem of PROBLEM_KINDS) {
      await page.setContent(card.html.replace("</head>", `${PROBLEMS[problem]}</head>`));
      await page.screenshot({ path: join(folder, `${card.id}-${problem}.png`) });
    }
  }
  await context.close();
  const large = await browser.newContext({ viewport, deviceScaleFactor: LARGE_SCALE });
  const largePage = await large.newPage();
  for (const card of cards.slice(0, LARGE_PHOTOS)) {
    await largePage.setContent(card.html);
    // A phone's camera gives JPEG.
    await largePage.screenshot({ path: join(folder, `${card.id}-large.jpg`), type: "jpeg", quality: 90 });
  }
  await large.close();
}
