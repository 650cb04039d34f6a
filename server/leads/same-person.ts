// Whether a capture and a lead that share a phone are one person. Colleagues often share a company
// switchboard number, so a phone alone is not a person: two different e-mails are two people, and so
// are two names that cannot be one person's. Pure, so the rule is tested on its own.

/** The parts of a person this rule compares: a name and an e-mail, either possibly unknown. */
export interface PersonKey {
  fullName: string | null;
  emailId: string | null;
}

// Words a name may carry that say nothing about who it is.
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'shri', 'smt', 'herr', 'frau']);

/** A name's words: diacritics, case, punctuation and titles dropped ("Dr. José-Luis  Núñez" -> jose, luis, nunez). */
export function nameTokens(fullName: string | null): string[] {
  if (fullName === null) return [];
  return fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '' && !TITLES.has(token));
}

// "A" stands for any word starting with a; a whole word only for itself.
const covers = (word: string, token: string): boolean => (token.length === 1 ? word.startsWith(token) : word === token);

/** Every word of `part` is found among `whole`'s, each word used once. */
function containedIn(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  for (const token of part) {
    const at = left.findIndex((word) => covers(word, token));
    if (at === -1) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * Two names one person may have written: either unknown, or the words of one (given and family
 * names, an initial for a given name) all found in the other's ("Anna Schmidt", "anna  SCHMIDT",
 * "Anna Maria Schmidt" and "A. Schmidt" are compatible; "Anna Schmidt" and "Ben Schmidt" are not).
 */
export function compatibleNames(a: string | null, b: string | null): boolean {
  const left = nameTokens(a);
  const right = nameTokens(b);
  if (left.length === 0 || right.length === 0) return true;
  return (left.length <= right.length && containedIn(left, right)) || (right.length <= left.length && containedIn(right, left));
}

const emailOf = (person: PersonKey): string | null => person.emailId?.trim().toLowerCase() || null;

/**
 * A capture that shares its phone with a lead is the lead's person when no two different e-mails
 * say otherwise (either has none, or both have the same) and their names are compatible.
 */
export function samePersonByPhone(lead: PersonKey, capture: PersonKey): boolean {
  const leadEmail = emailOf(lead);
  const captureEmail = emailOf(capture);
  if (leadEmail !== null && captureEmail !== null && leadEmail !== captureEmail) return false;
  return compatibleNames(lead.fullName, capture.fullName);
}
