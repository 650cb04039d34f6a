/**
 * A card prints the person's name twice: once as the name, once inside the e-mail address
 * ("Rahul Joshi", rjoshi@...). When OCR misread one letter of one of them ("rioshi", "Pillaj"), the
 * other says which letter it was; the reading from the line OCR was surer of wins, and the field put
 * right is marked for a second look.
 */
import { wordsOf } from "./business-card-lines.ts";

export interface Reading {
  readonly value: string;
  /** The OCR line's confidence, 0-100. */
  readonly confidence: number;
}

/** Same length, one letter different. */
const oneLetterOff = (a: string, b: string): boolean => {
  if (a.length !== b.length || a === b) return false;
  let differences = 0;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) differences += 1;
  return differences === 1;
};

/** The local parts people make of a name: priya.sharma, priya_sharma, priyasharma, psharma, priya, sharma, ... */
function localParts(name: string): string[] {
  const words = wordsOf(name).map((word) => word.toLowerCase().replace(/[^\p{Ll}]/gu, "")).filter((word) => word !== "");
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length < 2) return [];
  return [`${first}.${last}`, `${first}_${last}`, `${first}-${last}`, `${first}${last}`, `${first[0]}${last}`, `${first[0]}.${last}`, first, last, `${first}${last[0]}`, `${last}.${first}`, `${last}${first[0]}`];
}

/** Casts `word` in the case `like` was printed in: SHARMA, Sharma. */
const inCaseOf = (word: string, like: string): string =>
  like === like.toUpperCase() ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);

/** The e-mail or the name put right by the other, or null when they agree or say nothing of each other. */
export function crossCheck(name: Reading, email: Reading): { name: string } | { email: string } | null {
  const at = email.value.indexOf("@");
  if (at <= 0) return null;
  const local = email.value.slice(0, at);
  const forms = localParts(name.value);
  if (forms.includes(local)) return null;
  if (name.confidence > email.confidence) {
    const form = forms.find((candidate) => oneLetterOff(candidate, local));
    return form ? { email: `${form}${email.value.slice(at)}` } : null;
  }
  if (email.confidence > name.confidence) {
    const tokens = local.split(/[._-]/u).filter((token) => token.length >= 4);
    let changed = false;
    const fixed = name.value.replace(/\p{L}+/gu, (word) => {
      const token = tokens.find((candidate) => oneLetterOff(candidate, word.toLowerCase()));
      if (!token || word.length < 4) return word;
      changed = true;
      return inCaseOf(token, word);
    });
    return changed ? { name: fixed } : null;
  }
  return null;
}
