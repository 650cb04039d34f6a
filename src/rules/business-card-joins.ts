/**
 * A card's item printed over two lines (a narrow column, a long title) comes out of OCR as two lines:
 * "Kaveri Foods Private" / "Limited" (or "Limited" first), "General Manager -" / "Operations", and a
 * word cut in two, "Business Developme" / "nt Executive". Joined back here, before the lines are told
 * apart. A name over two lines is joined when the name is chosen (business-card-roles.ts).
 */
import { keyOf, wordsOf, type CardLine } from "./business-card-lines.ts";
import { COMPANY_FORMS, COMPANY_WORDS, TITLE_HEADS, TITLE_WORDS } from "./business-card-words.ts";

const hasDigit = (text: string): boolean => /\d/u.test(text);
const companyKey = (word: string): boolean => COMPANY_FORMS.has(keyOf(word)) || COMPANY_WORDS.has(keyOf(word));

/** A line of nothing but a company's last words: "Limited", "Pvt. Ltd.", "Works". */
const companyTail = (text: string): boolean => {
  const words = wordsOf(text);
  return words.length > 0 && words.every(companyKey) && !hasDigit(text);
};

/** A line naming a company by its words, not a title: "Kaveri Foods Private", "Pinnacle Engineering". */
const companyLike = (text: string): boolean => !hasDigit(text) && wordsOf(text).some(companyKey) && !wordsOf(text).some((word) => TITLE_HEADS.has(keyOf(word)));

/** One capitalised word that is no keyword: a brand whose kind of firm follows ("Pinnacle" / "Engineering Works"). */
const brandWord = (text: string): boolean =>
  /^\p{Lu}[\p{L}&'-]+$/u.test(text) && !companyKey(text) && !TITLE_WORDS.has(keyOf(text));

/** The line ends where the item clearly goes on: "General Manager -", "Sales &". */
const goesOn = (text: string): boolean => /(?:\s[-&/]|\sand)$/iu.test(text);

/** "Developme" + "nt" is a word of the lists; two ordinary words side by side are not joined. */
const cutWord = (text: string, next: string): boolean => {
  const last = /(\p{Ll}+)$/u.exec(text)?.[1];
  const first = /^(\p{Ll}+)/u.exec(next)?.[1];
  if (!last || !first) return false;
  const whole = `${text.slice(text.length - wordsOf(text).at(-1)!.length)}${first}`.toLowerCase();
  return TITLE_WORDS.has(whole) || COMPANY_WORDS.has(whole);
};

export function joinContinuations(lines: ReadonlyArray<CardLine>): CardLine[] {
  const joined: CardLine[] = [];
  /** Index of the last line taken into the previous one. */
  let end = -2;
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    let text: string | null = null;
    if (previous !== undefined && line.index === end + 1) {
      if (companyTail(line.text) && (companyLike(previous.text) || brandWord(previous.text))) text = `${previous.text} ${line.text}`;
      // OCR sometimes gives the second line first: "Ltd" / "Silverline Packaging Pvt".
      else if (companyTail(previous.text) && !companyTail(line.text) && companyLike(line.text)) text = `${line.text} ${previous.text}`;
      else if (goesOn(previous.text) && /^\p{Lu}/u.test(line.text) && !hasDigit(line.text)) text = `${previous.text} ${line.text}`;
      else if (cutWord(previous.text, line.text)) text = `${previous.text}${line.text}`;
    }
    end = line.index;
    if (text === null || previous === undefined) joined.push(line);
    // Keeps the first line's place: the name above a two-line title is still next to it.
    else joined[joined.length - 1] = { text, confidence: Math.min(previous.confidence, line.confidence), index: previous.index };
  }
  return joined;
}
