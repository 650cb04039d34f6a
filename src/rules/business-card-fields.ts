/**
 * The fields of a business card from its OCR text: name, job title, company, e-mails, phones (E.164,
 * the event's country for numbers printed without one), website and address. Pure: it runs in the
 * browser after the on-device OCR and in Node (tests, the bench). A field read through a repair or
 * a guess, or from a line OCR was unsure of (confidence under 70), is marked `low` so the review
 * form can ask the person to look at it. Any input gives an answer; nothing here throws.
 */
import type { CountryCode } from "libphonenumber-js";
import { lineContacts, type Finding } from "./business-card-contacts.ts";
import { crossCheck, domainOfWebsite, lostAtLineBreak, underscoreOrSlip } from "./business-card-crosscheck.ts";
import { cardLines, type CardLine, type OcrResult } from "./business-card-lines.ts";
import { readRoles, type CardField } from "./business-card-roles.ts";
import { CONTACT_LABEL, FREE_MAIL_DOMAINS, LABEL_ONLY } from "./business-card-words.ts";

export type { CardField } from "./business-card-roles.ts";
export type { OcrLine, OcrResult } from "./business-card-lines.ts";
export { MAX_TEXT_CHARACTERS } from "./business-card-lines.ts";

export interface CardFields {
  readonly fullName: CardField | null;
  readonly designation: CardField | null;
  readonly companyName: CardField | null;
  readonly emailId: CardField | null;
  readonly phone: CardField | null;
  readonly website: CardField | null;
  readonly address: CardField | null;
  /** Every e-mail on the card, lower case, in reading order. */
  readonly emails: string[];
  /** Every phone number on the card, E.164, in reading order. */
  readonly phones: string[];
}

export interface CardFieldOptions {
  /** The event's country: numbers printed without a country code are read as this country's. */
  readonly defaultCountry: CountryCode;
}

const EMPTY: CardFields = {
  fullName: null,
  designation: null,
  companyName: null,
  emailId: null,
  phone: null,
  website: null,
  address: null,
  emails: [],
  phones: [],
};

interface Seen<T extends Finding> {
  readonly finding: T;
  readonly line: CardLine;
}

const LOW_CONFIDENCE = 70;

const asField = (seen: Seen<Finding> | undefined): CardField | null =>
  seen ? { value: seen.finding.value, confidence: seen.finding.repaired || seen.line.confidence < LOW_CONFIDENCE ? "low" : "high" } : null;

/** Each value once, at its first place; a clean reading wins over a repaired one of the same value. */
function add<T extends Finding>(list: Seen<T>[], finding: T, line: CardLine): void {
  const index = list.findIndex((seen) => seen.finding.value === finding.value);
  if (index < 0) list.push({ finding, line });
  else if (list[index]!.finding.repaired && !finding.repaired) list[index] = { finding, line: list[index]!.line };
}

/** First label of a company's own domain ("acmetech" of www.acmetech.co.in); free mail says nothing. */
function companyDomain(host: string): string | null {
  const labels = host.replace(/\/.*$/u, "").split(".").filter((label) => label !== "www");
  const first = labels[0];
  return first && labels.length >= 2 && !FREE_MAIL_DOMAINS.has(first) ? first : null;
}

/**
 * A web address OCR cut in two ("https://www. corallogistic" / "s.com") is no address; when what
 * was read of it begins the company's e-mail domain, the website is that domain, as a guess.
 */
function websiteCutShort(lines: ReadonlyArray<CardLine>, emails: ReadonlyArray<string>): CardField | null {
  for (const line of lines) {
    const start = /(?:https?:\/\/\s?)?w{2,5}\s?[.,]\s?([\p{L}\p{N}-]{4,})/iu.exec(line.text)?.[1]?.toLowerCase();
    if (!start) continue;
    const domain = emails.map((email) => email.split("@")[1] ?? "").find((host) => companyDomain(host) !== null && host.startsWith(start));
    if (domain) return { value: `www.${domain}`, confidence: "low" };
  }
  return null;
}

/** The address read, unless it is the tail of one cut short ("ing.in" of "www.pinnacleengineer" / "ing.in"). */
const website = (read: CardField | null, cutShort: CardField | null): CardField | null =>
  read === null || (cutShort !== null && !read.value.startsWith("www.") && cutShort.value.endsWith(read.value) && cutShort.value.length > read.value.length + 4) ? (cutShort ?? read) : read;

/** The name and the first e-mail, each read in the light of the other and of the website (business-card-crosscheck.ts). */
function settle(name: CardField | null, nameConfidence: number, email: Seen<Finding> | undefined, site: Seen<Finding> | undefined, lines: ReadonlyArray<CardLine>) {
  let emailId = asField(email);
  let fullName = name;
  if (!email || !emailId) return { fullName, emailId };
  let value = email.finding.value;
  // The address opens its line: the line before may hold its first letter ("E-mail: i" / "nfo@").
  if (email.line.text.toLowerCase().startsWith(value.slice(0, value.indexOf("@")))) value = lostAtLineBreak(value, lines[email.line.index - 1]?.text, name?.value ?? null);
  if (email.finding.repaired) value = underscoreOrSlip(value, name?.value ?? null);
  if (site) value = domainOfWebsite({ value, confidence: email.line.confidence }, { value: site.finding.value, confidence: site.line.confidence }) ?? value;
  if (value !== emailId.value) emailId = { value, confidence: "low" };
  if (fullName) {
    const fixed = crossCheck({ value: fullName.value, confidence: nameConfidence }, { value, confidence: email.line.confidence });
    if (fixed && "name" in fixed) fullName = { value: fixed.name, confidence: "low" };
    if (fixed && "email" in fixed) emailId = { value: fixed.email, confidence: "low" };
  }
  return { fullName, emailId };
}

function extract(ocr: OcrResult, options: CardFieldOptions): CardFields {
  const emails: Seen<Finding>[] = [];
  const websites: Seen<Finding>[] = [];
  const phones: Seen<Finding & { fax: boolean }>[] = [];
  const rest: CardLine[] = [];
  const lines = cardLines(ocr);
  for (const line of lines) {
    const found = lineContacts(line.text, options.defaultCountry);
    for (const email of found.emails) add(emails, email, line);
    for (const site of found.websites) add(websites, site, line);
    for (const phone of found.phones) add(phones, phone, line);
    const contacts = found.emails.length + found.websites.length + found.phones.length;
    // Labels are dropped only where a contact was found: "P." of "P. Sharma" is an initial, not "Phone".
    const left = (contacts > 0 ? found.rest.replace(CONTACT_LABEL, " ") : found.rest).replace(/\s+/gu, " ").replace(/^[\s,;:/-]+|[\s,;:/]+$/gu, "");
    if ((left.match(/\p{L}/gu) ?? []).length >= 2 && !LABEL_ONLY.test(left)) rest.push({ ...line, text: left });
  }
  const domains = [...websites.map((seen) => seen.finding.value), ...emails.map((seen) => seen.finding.value.split("@")[1] ?? "")]
    .map(companyDomain)
    .filter((domain): domain is string => domain !== null);
  const { nameLineConfidence, ...roles } = readRoles(rest, { emailLocals: emails.map((seen) => seen.finding.value.split("@")[0] ?? ""), domains: [...new Set(domains)] });
  const { fullName, emailId } = settle(roles.fullName, nameLineConfidence, emails[0], websites[0], lines);
  return {
    ...roles,
    fullName,
    emailId,
    // The first number that is not a fax: cards print the one to call first.
    phone: asField(phones.find((seen) => !seen.finding.fax) ?? phones[0]),
    website: website(asField(websites[0]), websiteCutShort(lines, emails.map((seen) => seen.finding.value))),
    emails: emails.map((seen, index) => (index === 0 && emailId ? emailId.value : seen.finding.value)),
    phones: phones.map((seen) => seen.finding.value),
  };
}

/** Reads a card's fields from its OCR text; never throws (a broken input is an empty card). */
export function extractCardFields(ocr: OcrResult, options: CardFieldOptions): CardFields {
  try {
    return extract(ocr, options);
  } catch {
    return EMPTY;
  }
}
