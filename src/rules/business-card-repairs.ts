/**
 * OCR's slips at the start of a line that is not a contact, put right before the line is read for a
 * role: specks of a logo read before the text ("B (0a Quantum Analytics", "(sal Suryoday ..."), a
 * first letter lost ("echnical Consultant", "ayu Automation" of vayu.com) or read small ("aurora
 * Pixel"). A line put right counts as one OCR was unsure of, so what is read from it is marked for a
 * second look.
 */
import { keyOf, wordsOf, type CardLine } from "./business-card-lines.ts";
import { COMPANY_WORDS, TITLE_WORDS } from "./business-card-words.ts";

const UNSURE = 69;
/** A short token with a mark no word carries: "(0a", "0s)", "(sal", "[a" ("M/s" is a word). */
const SPECK = /^(?=.{1,4}$)(?=.*[^\p{L}\p{N}&.,'/-]).+$/u;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Drops a logo's specks before the text: tokens with marks, and a lone letter before one. */
function withoutSpecks(text: string): string {
  const words = text.split(" ");
  let drop = 0;
  while (drop < words.length - 1 && drop < 3 && (SPECK.test(words[drop]!) || (/^\p{L}$/u.test(words[drop]!) && SPECK.test(words[drop + 1] ?? "")))) drop += 1;
  return drop > 0 && /^\p{Lu}/u.test(words[drop]!) ? words.slice(drop).join(" ") : text;
}

/** "echnical" is "technical": the one letter that makes a word of the title or company lists. */
function firstLetterBack(text: string): string {
  const first = wordsOf(text)[0];
  if (!first || !text.startsWith(first) || !/^\p{Ll}{3,}$/u.test(first) || TITLE_WORDS.has(first) || COMPANY_WORDS.has(first)) return text;
  const words = [...LETTERS].map((letter) => `${letter}${first}`).filter((word) => TITLE_WORDS.has(word) || COMPANY_WORDS.has(word));
  return words.length === 1 ? `${words[0]!.charAt(0).toUpperCase()}${text}` : text;
}

const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** "ayu Automation" for vayu.com: a company's first letter lost beside its logo, from its domain. */
function letterFromDomain(text: string, domains: ReadonlyArray<string>): string {
  const first = text.split(" ")[0]!;
  if (!/^\p{Ll}/u.test(first)) return text;
  const domain = domains.map(compact).find((candidate) => candidate.length > 2 && candidate.slice(1).startsWith(compact(first)));
  return domain ? `${domain.charAt(0).toUpperCase()}${text}` : text;
}

/** "aurora Pixel": a small first letter in a line whose other words are capitalised. */
const capitalFirst = (text: string): string => {
  const words = text.split(" ");
  return words.length >= 2 && /^\p{Ll}/u.test(words[0]!) && words.slice(1).every((word) => /^\p{Lu}/u.test(word) || keyOf(word) === "&")
    ? `${text.charAt(0).toUpperCase()}${text.slice(1)}`
    : text;
};

const repaired = (line: CardLine, text: string): CardLine => (text === line.text ? line : { ...line, text, confidence: Math.min(line.confidence, UNSURE) });

/** Before lines are joined: a logo's specks would keep "Ganga" from its "Polymers" on the next line. */
export const withoutLogoSpecks = (line: CardLine): CardLine => repaired(line, withoutSpecks(line.text));

/** After lines are joined: "nt Executive" is the end of "Business Developme", not a line of its own. */
export const withLineStart = (line: CardLine, domains: ReadonlyArray<string>): CardLine =>
  repaired(line, capitalFirst(firstLetterBack(letterFromDomain(line.text, domains))));
