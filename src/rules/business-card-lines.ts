/**
 * The lines of a card's OCR text, cleaned for reading: capped (a card holds a few hundred
 * characters; anything far beyond that is not a card and must not cost time), stripped of the
 * specks OCR reads in logos and rules, and split where the card prints separators between items.
 */

export interface OcrLine {
  readonly text: string;
  /** 0-100, as Tesseract reports it. */
  readonly confidence: number;
}

export interface OcrResult {
  readonly text: string;
  readonly lines?: ReadonlyArray<OcrLine>;
}

export interface CardLine {
  readonly text: string;
  readonly confidence: number;
  /** Position in reading order, for "next to the title". */
  readonly index: number;
}

export const MAX_TEXT_CHARACTERS = 10_000;
const MAX_LINES = 120;
const MAX_LINE_CHARACTERS = 300;

/** Separators cards print between items on one line ("M: ... | E: ..."). */
const SEPARATORS = /\s*[|•·◦▪■●¦‖]\s*|\s{3,}/u;
/** Specks at the ends of a line: rules, bullets, quote marks read from a logo. */
const LEADING_NOISE = /^[^\p{L}\p{N}+(@]+/u;
const TRAILING_NOISE = /[^\p{L}\p{N}.)]+$/u;

function clean(text: string): string {
  const normal = text
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\ufeff]/gu, " ")
    .replace(/[‘’`´]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/[‐‑‒–—]/gu, "-")
    // A capital I at the end of a word of capitals, read as a bracket: "CHEN WE]".
    .replace(/(?<=\p{Lu})\](?=\s|$)/gu, "I")
    .replace(/\s+/gu, " ")
    .trim();
  const cleaned = normal.replace(LEADING_NOISE, "").replace(TRAILING_NOISE, "").trim();
  // "General Manager -": the item goes on in the next line (business-card-joins.ts), so that stays.
  const goesOn = /\s([-&])$/u.exec(normal);
  return goesOn && cleaned !== "" ? `${cleaned} ${goesOn[1]}` : cleaned;
}

/** A line worth reading: at least two letters or digits, and not mostly specks. */
const meaningful = (text: string): boolean => {
  const useful = (text.match(/[\p{L}\p{N}@]/gu) ?? []).length;
  return useful >= 2 && useful >= text.replace(/\s/gu, "").length * 0.5;
};

const safeConfidence = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 100;

/**
 * The lines in reading order with their confidence: from `lines` when the reader gave them (each
 * with its own confidence), else from `text` (taken as read with full confidence).
 */
export function cardLines(ocr: OcrResult): CardLine[] {
  const source: OcrLine[] = [];
  let budget = MAX_TEXT_CHARACTERS;
  const given = Array.isArray(ocr?.lines) && ocr.lines.length > 0 ? ocr.lines : null;
  if (given) {
    for (const line of given.slice(0, MAX_LINES)) {
      if (budget <= 0) break;
      const text = typeof line?.text === "string" ? line.text.slice(0, Math.min(budget, MAX_LINE_CHARACTERS)) : "";
      budget -= text.length;
      // One OCR line may still hold several printed lines.
      for (const part of text.split(/\r?\n/u)) source.push({ text: part, confidence: safeConfidence(line?.confidence) });
    }
  } else {
    const text = typeof ocr?.text === "string" ? ocr.text.slice(0, MAX_TEXT_CHARACTERS) : "";
    for (const part of text.split(/\r?\n/u).slice(0, MAX_LINES)) source.push({ text: part.slice(0, MAX_LINE_CHARACTERS), confidence: 100 });
  }
  const lines: CardLine[] = [];
  for (const line of source) {
    for (const part of line.text.split(SEPARATORS)) {
      const text = clean(part);
      const previous = lines[lines.length - 1];
      // An address wrapped at its "@" ("neha menon" / "@saffronexports.co.in") is one line again.
      if (previous && text.startsWith("@") && /[\p{L}\p{N}]$/u.test(previous.text)) lines[lines.length - 1] = { ...previous, text: `${previous.text}${text}`, confidence: Math.min(previous.confidence, line.confidence) };
      else if (meaningful(text)) lines.push({ text, confidence: line.confidence, index: lines.length });
    }
  }
  return lines;
}

/** Words of a line: letters with the marks names and titles carry (O'Brien, Co-Founder, R.K.). */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}][\p{L}'.&-]*/gu) ?? [];

/** A word compared with the keyword lists: lower case, without its dots and trailing marks. */
export const keyOf = (word: string): string => word.toLowerCase().replace(/[.'&]+/gu, "").replace(/-+$/u, "");
