/**
 * A person's name on a card: two to four capitalised words without digits, none of them a word of a
 * slogan, a title or a company. OCR's usual slips in names are put right first: "lyer" for "Iyer"
 * (a capital I read as l) and "N arayanan" (a space read inside a word).
 */
import { keyOf, wordsOf } from "./business-card-lines.ts";
import { COMPANY_FORMS, NOT_NAME_WORDS } from "./business-card-words.ts";

const PARTICLES = new Set(["de", "da", "van", "von", "der", "la", "le", "bin", "binti", "al", "el", "di", "du", "del"]);
const INITIAL = /^(?:\p{Lu}\.)+$/u;

export interface NameReading {
  readonly text: string;
  readonly repaired: boolean;
}

/** The line with OCR's slips in names undone. */
function repaired(text: string): string {
  return (
    text
      // "N arayanan": one capital alone (no dot, so not an initial) before a lower-case word.
      .replace(/(?<=^|\s)(\p{Lu}) (\p{Ll}{2,})(?=\s|$)/gu, "$1$2")
      // "lyer", "lMRAN": a lower-case l opening a word of a capitalised line is a capital I.
      .replace(/(?<=^|\s)l(?=\p{L})/gu, "I")
      // "suresh Malhotra": the first letter read small.
      .replace(/^\p{Ll}(?=\p{Ll}*\s+\p{Lu})/u, (letter) => letter.toUpperCase())
  );
}

const shaped = (text: string): boolean => {
  const words = wordsOf(text);
  return (
    !/\d/u.test(text) &&
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((word, index) => /^\p{Lu}/u.test(word) || (index > 0 && PARTICLES.has(word.toLowerCase()))) &&
    // An initial ("A.", "R.K.") is part of a name even when it spells a common word.
    !words.some((word) => !INITIAL.test(word) && (NOT_NAME_WORDS.has(keyOf(word)) || COMPANY_FORMS.has(keyOf(word)))) &&
    // Nothing but the name's own letters and marks: "Priya Sharma," is fine, "Acme/2" is not.
    /^[\p{L}\s.,'-]+$/u.test(text)
  );
};

/** The line read as a name, or null when it does not look like one. */
export function nameReading(text: string): NameReading | null {
  const cleaned = text.replace(/,$/u, "");
  if (shaped(cleaned)) return { text: cleaned, repaired: false };
  const fixed = repaired(cleaned);
  return fixed !== cleaned && shaped(fixed) ? { text: fixed, repaired: true } : null;
}

const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The name's words appear in an e-mail's local part ("priya.sharma" holds "priya" and "sharma"). */
export const sharesEmail = (text: string, locals: ReadonlyArray<string>): boolean =>
  wordsOf(text)
    .map(compact)
    .some((word) => word.length >= 3 && locals.some((local) => compact(local).includes(word)));

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "priya.sharma" as "Priya Sharma": the last guess when no line reads as a name. */
export function nameFromEmail(locals: ReadonlyArray<string>): string | null {
  const local = locals.find((candidate) => /^[a-z]{2,}[._-][a-z]{2,}$/u.test(candidate));
  return local ? local.split(/[._-]/u).map(capitalised).join(" ") : null;
}
