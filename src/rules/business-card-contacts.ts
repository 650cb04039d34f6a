/**
 * E-mail addresses, web addresses and phone numbers in one line of a card, with the slips OCR makes
 * in them put right: spaces around "@" and dots, "(at)" and "(dot)", a comma for a dot, O for 0 and
 * l for 1 among digits. Each finding says whether it needed such a repair, and the line is given
 * back without it, so what remains (a name printed beside a number) can still be read.
 */
import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js";
import { isTld, tldReading } from "./business-card-domains.ts";
import { FREE_MAIL_DOMAINS } from "./business-card-words.ts";

export interface Finding {
  readonly value: string;
  /** True when the text had to be repaired to read it: shown to the person as less certain. */
  readonly repaired: boolean;
}

export interface LineContacts {
  readonly emails: Finding[];
  readonly websites: Finding[];
  readonly phones: Array<Finding & { readonly fax: boolean }>;
  /** The line without what was found (labels are left for the caller). */
  readonly rest: string;
}

/**
 * A letter OCR read as a digit: between letters ("out1ook"), or anywhere in a free mail provider's
 * name ("gmai1", "yah00").
 */
function lettersForDigits(address: string): string {
  const between = address.replace(/(?<=\p{L})[01](?=\p{L})/gu, (digit) => (digit === "0" ? "o" : "l"));
  return between.replace(/(?<=@)[\p{L}01]+(?=\.)/u, (label) => {
    const letters = label.replace(/0/gu, "o").replace(/1/gu, "l");
    return FREE_MAIL_DOMAINS.has(letters) ? letters : label;
  });
}

/** Between two labels of a host: a dot, a comma for one, spaces, and a speck read as a second dot (". ."). */
const LABEL_SEPARATOR = /(\s?[.,](?:\s?[.,])*\s?)/u;

/** A comma and a space between labels: a host that already ends in a domain ends there ("acme.com, London"). */
const HOST_END = /,\s/u;

/** A last label of letters that is no top-level domain, kept as read for the person to check. */
const UNKNOWN_TLD = /^\p{Ll}{2,24}$/u;

/**
 * A host as printed ("acme . com, www") into its labels up to the last top-level domain and what
 * followed it (", www"), which belongs to the rest of the line. An OCR slip in the domain is mended;
 * a last label that is no domain and no slip of one is kept as read. Either is marked unsure, for the
 * person to check. Null when it cannot be a host.
 */
function splitHost(printed: string): { labels: string[]; after: string; unsure: boolean } | null {
  const parts = printed.split(LABEL_SEPARATOR);
  const all = parts.filter((_, index) => index % 2 === 0).map((label) => label.toLowerCase());
  const endsAt = all.findIndex((_, index) => index >= 1 && HOST_END.test(parts[index * 2 + 1] ?? "") && isTld(tldReading(all[index]!)));
  const labels = endsAt < 0 ? all : all.slice(0, endsAt + 1);
  const read = [...labels];
  while (labels.length >= 2 && !isTld(tldReading(labels[labels.length - 1]!))) labels.pop();
  const keptAsRead = labels.length < 2 && read.length >= 2 && UNKNOWN_TLD.test(read[read.length - 1]!);
  if (keptAsRead) labels.splice(0, labels.length, ...read);
  const last = labels[labels.length - 1] ?? "";
  const mended = !keptAsRead && labels.length >= 2 && tldReading(last) !== last;
  if (mended) labels[labels.length - 1] = tldReading(last);
  if (labels.length < 2 || labels.some((label) => label === "" || label.startsWith("-") || label.endsWith("-"))) return null;
  const kept = parts.slice(0, labels.length * 2 - 1).join("");
  return { labels, after: printed.slice(kept.length), unsure: keptAsRead || mended };
}

const EMAIL = /([\p{L}\p{N}_%+'-]+(?:\s?\.\s?[\p{L}\p{N}_%+'-]+)*)@([\p{L}\p{N}-]+(?:\s?[.,](?:\s?[.,])*\s?[\p{L}\p{N}-]+)+)/gu;

/** Words before an address that are not part of it. */
const EMAIL_LABELS = new Set(["e", "email", "e-mail", "mail", "id", "mailto"]);

function takeEmails(text: string): { found: Finding[]; rest: string } {
  const spelled = text
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/giu, "@")
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*/giu, ".")
    .replace(/\s*@\s*/gu, "@")
    // Hosts are printed in small letters: a capital I among them is an l ("@Iotus.co.in").
    .replace(/(?<=@[\p{Ll}\p{N}.-]*)I(?=\p{Ll})/gu, "l")
    // OCR reads "_" as a space: a lower-case word right before the local part belongs to it (the
    // name decides later whether it was an underscore, business-card-crosscheck.ts).
    .replace(/(?<![\p{L}\p{N}_.-])(\p{Ll}[\p{Ll}\p{N}]+) (?=[\p{Ll}\p{N}][\p{L}\p{N}._%+'-]*@)/gu, (whole: string, word: string) => (EMAIL_LABELS.has(word) ? whole : `${word}_`))
    // ... or puts spaces around it: "abhishek _nair@".
    .replace(/(?<=[\p{L}\p{N}])\s*_\s*(?=[\p{L}\p{N}][\p{L}\p{N}._%+'-]*@)/gu, "_")
    // ... a space for the dot before a country's or a common domain at the end: "@vayuautomation io".
    .replace(/(@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*) (com|net|org|in|io|co\.in|co\.uk|ae|sg|de|fr)(?![\p{L}\p{N}.@])/gu, "$1.$2")
    // ... and a space inside the domain, before its dotted rest: "@eve restinfotech.io".
    .replace(/@([\p{L}\p{N}-]+) (?=[\p{L}\p{N}-]+\.)/gu, "@$1");
  const found: Finding[] = [];
  const rest = spelled.replace(EMAIL, (whole: string, local: string, domain: string) => {
    const host = splitHost(domain);
    const localPart = local.replace(/\s/gu, "").replace(/^[._'-]+|[._'-]+$/gu, "").toLowerCase();
    if (!host || localPart === "") return whole;
    const read = `${localPart}@${host.labels.join(".")}`;
    const value = lettersForDigits(read);
    const printed = whole.slice(0, whole.length - host.after.length);
    // Spaces, commas or "(at)" had to be read through: the person should look at it.
    const repaired = value !== read || host.unsure || /[\s,]/u.test(printed) || !text.includes(printed);
    found.push({ value, repaired });
    return ` ${host.after} `;
  });
  return { found, rest };
}

const WWW_URL = /(?:https?:\/\/\s?)?w{2,5}\s?[.,]\s?[\p{L}\p{N}-]+(?:\s?[.,](?:\s?[.,])*\s?[\p{L}\p{N}-]+)+(?:\/[^\s]*)?/giu;
const BARE_URL = /(?<![\p{L}\p{N}@.-])(?:https?:\/\/)?[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}(?:\/[^\s]*)?(?![\p{L}\p{N}@-])/giu;
/** A bare host with a space OCR put after a dot ("indigoleaftextiles. net"): small letters only, a long first label. */
const SPACED_URL = /(?<![\p{L}\p{N}@.-])[\p{Ll}\p{N}][\p{Ll}\p{N}-]{3,}(?:\.\s?[\p{Ll}\p{N}-]+)*\.\s[\p{Ll}]{2,4}(?![\p{L}\p{N}@.-])/gu;
/** Only these count without "www." or a scheme: "Pvt.Ltd" or "No.12" must not become an address. */
const BARE_TLDS = new Set(["com", "in", "net", "org", "io", "ai", "co", "biz", "info", "uk", "de", "fr", "ae", "sg", "us", "tech", "app", "dev", "global", "online", "store", "eu", "au", "ca", "jp", "nl", "ch", "it", "es"]);

function website(printed: string, www: boolean): (Finding & { after: string }) | null {
  const withoutScheme = printed.replace(/^https?:\/\/\s?/iu, "");
  const slash = withoutScheme.indexOf("/");
  const host = splitHost(slash < 0 ? withoutScheme : withoutScheme.slice(0, slash));
  if (!host) return null;
  const { labels } = host;
  if (!www && (!BARE_TLDS.has(labels[labels.length - 1]!) || labels[labels.length - 2]!.length < 2 || /^\d+$/u.test(labels[0]!))) return null;
  let repaired = host.unsure || /[\s,]/u.test(withoutScheme.slice(0, withoutScheme.length - host.after.length));
  if (www && labels[0] !== "www") {
    labels[0] = "www";
    repaired = true;
  }
  const name = lettersForDigits(labels.join("."));
  const path = slash < 0 || host.after !== "" ? "" : withoutScheme.slice(slash + 1).replace(/[/.,;:)]+$/u, "");
  return { value: path ? `${name}/${path}` : name, repaired: repaired || name !== labels.join("."), after: host.after };
}

function takeWebsites(text: string): { found: Finding[]; rest: string } {
  const found: Finding[] = [];
  const take = (www: boolean) => (match: string) => {
    const finding = website(match, www);
    if (!finding) return match;
    found.push({ value: finding.value, repaired: finding.repaired });
    return ` ${finding.after} `;
  };
  const rest = text.replace(WWW_URL, take(true)).replace(BARE_URL, take(false)).replace(SPACED_URL, take(false));
  return { found, rest };
}

/** Runs that look like a phone number once OCR's letter-for-digit slips are undone. */
const DIGITISH_RUN = /[+(]?[\dOoIl|SB][\dOoIl|SB ()./-]{5,}[\dOoIl|SB]/gu;
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = { O: "0", o: "0", I: "1", l: "1", "|": "1", S: "5", B: "8" };

function repairDigits(text: string): string {
  return text.replace(DIGITISH_RUN, (run) => {
    const digits = (run.match(/\d/gu) ?? []).length;
    const letters = (run.match(/[OoIl|SB]/gu) ?? []).length;
    // A few slips among many digits; "Sol" of "Solutions" never gets here (no digits).
    return digits >= 6 && letters <= 2 ? run.replace(/[OoIl|SB]/gu, (letter) => DIGIT_FOR_LETTER[letter] ?? letter) : run;
  });
}

const FAX_LABEL = /\bfax\b/iu;

function takePhones(text: string, country: CountryCode): { found: LineContacts["phones"]; rest: string } {
  const repairedText = repairDigits(text);
  let matches: ReturnType<typeof findPhoneNumbersInText> = [];
  try {
    matches = findPhoneNumbersInText(repairedText, country);
  } catch {
    matches = [];
  }
  const found: Array<Finding & { fax: boolean }> = [];
  let rest = "";
  let from = 0;
  for (const match of matches) {
    const before = text.slice(from, match.startsAt);
    rest += `${before} `;
    from = match.endsAt;
    found.push({
      value: match.number.number,
      repaired: repairedText.slice(match.startsAt, match.endsAt) !== text.slice(match.startsAt, match.endsAt),
      // "Fax" printed just before this number (not before an earlier one on the line).
      fax: FAX_LABEL.test(before.slice(-12)),
    });
  }
  rest += text.slice(from);
  return { found, rest };
}

/** Everything of one line: e-mails first (their domains would read as web addresses), then web, then phones. */
export function lineContacts(text: string, country: CountryCode): LineContacts {
  const emails = takeEmails(text);
  const websites = takeWebsites(emails.rest);
  const phones = takePhones(websites.rest, country);
  return { emails: emails.found, websites: websites.found, phones: phones.found, rest: phones.rest.replace(/\s+/gu, " ").trim() };
}
