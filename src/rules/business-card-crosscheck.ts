/**
 * A card prints the person's name twice: once as the name, once inside the e-mail address
 * ("Rahul Joshi", rjoshi@...). When OCR misread one letter of one of them ("rioshi", "Pillaj"), the
 * other says which letter it was; the reading from the line OCR was surer of wins, and the field put
 * right is marked for a second look. The name also says whether a space OCR read in an address was
 * an underscore ("aditi chatterjee@") or a slip ("kaveriim ran@"), and which letter a line break
 * took from it ("E-mail: i" / "nfo@").
 */
import { wordsOf } from "./business-card-lines.ts";

export interface Reading {
  readonly value: string;
  /** The OCR line's confidence, 0-100. */
  readonly confidence: number;
}

const isLetter = (character: string | undefined): boolean => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/**
 * One slip apart: a letter read as another, or a letter added or lost ("rioshi", "fijoshi" for
 * "rjoshi"). A letter read as a dot or an underscore is not one: OCR does not make those.
 */
export function oneSlipOff(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  const [fromA, fromB] = [a.slice(start, endA + 1), b.slice(start, endB + 1)];
  if (fromA.length + fromB.length === 0 || fromA.length > 1 || fromB.length > 1) return false;
  return (fromA === "" || isLetter(fromA)) && (fromB === "" || isLetter(fromB));
}

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
    const form = forms.find((candidate) => oneSlipOff(candidate, local));
    return form ? { email: `${form}${email.value.slice(at)}` } : null;
  }
  if (email.confidence > name.confidence) {
    const tokens = local.split(/[._-]/u).filter((token) => token.length >= 4);
    let changed = false;
    const fixed = name.value.replace(/\p{L}+/gu, (word) => {
      const token = tokens.find((candidate) => candidate.length === word.length && oneSlipOff(candidate, word.toLowerCase()));
      if (!token || word.length < 4) return word;
      changed = true;
      return inCaseOf(token, word);
    });
    return changed ? { name: fixed } : null;
  }
  return null;
}

const nameWords = (name: string): string[] => wordsOf(name).map((word) => word.toLowerCase().replace(/[^\p{Ll}]/gu, "")).filter((word) => word.length >= 3);

/**
 * An address read with a space in its local part, given as "left_right": kept so when the parts are
 * the name's words, or neither holds a name word that only the joined reading shows ("kaveriim ran"
 * holds "imran"); otherwise the space was a slip and the parts are one.
 */
export function underscoreOrSlip(email: string, name: string | null): string {
  const at = email.indexOf("@");
  const local = email.slice(0, at);
  const parts = local.split("_");
  if (name === null || parts.length !== 2) return email;
  const words = nameWords(name);
  const joined = parts.join("");
  const hidden = words.some((word) => word.length >= 4 && joined.includes(word) && !parts.some((part) => part.includes(word)));
  return hidden ? `${joined}${email.slice(at)}` : email;
}

/** Mailboxes companies print: a letter lost from one of these at a line break is put back. */
const MAILBOXES = new Set(["info", "sales", "contact", "enquiry", "enquiries", "admin", "support", "hello", "office", "marketing", "export", "exports", "careers", "accounts", "service"]);

/**
 * The address begins its line and the line before ends in one or two letters ("E-mail: i" /
 * "nfo@..."): those letters open the address when that makes a company mailbox or the name's.
 */
export function lostAtLineBreak(email: string, lineBefore: string | undefined, name: string | null): string {
  const fragment = lineBefore === undefined ? undefined : /(?:^|[\s:])(\p{L}{1,2})$/u.exec(lineBefore)?.[1]?.toLowerCase();
  if (!fragment) return email;
  const at = email.indexOf("@");
  const local = `${fragment}${email.slice(0, at)}`;
  return MAILBOXES.has(local) || (name !== null && localParts(name).includes(local)) ? `${local}${email.slice(at)}` : email;
}

/**
 * The e-mail's domain one slip from the website's ("ilotuspharma.co.in" beside
 * www.lotuspharma.co.in): a card's two addresses share their domain, so the surer line's spelling wins.
 */
export function domainOfWebsite(email: Reading, website: Reading): string | null {
  const at = email.value.indexOf("@");
  const host = email.value.slice(at + 1);
  const site = website.value.replace(/^www\./u, "").replace(/\/.*$/u, "");
  const [hostFirst, ...hostRest] = host.split(".");
  const [siteFirst, ...siteRest] = site.split(".");
  if (host === site || hostRest.join(".") !== siteRest.join(".") || !hostFirst || !siteFirst || !oneSlipOff(hostFirst, siteFirst)) return null;
  return website.confidence > email.confidence ? `${email.value.slice(0, at)}@${site}` : null;
}
