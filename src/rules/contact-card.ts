// A visitor's contact QR code (vCard 2.1, 3.0 or 4.0, or a MeCard) read into a lead's fields, the
// same way on the device (offline) and on the server. These codes come from any phone or card
// printer, so a broken one is read as far as it is valid: lines that make no property are passed
// over, a missing END or VERSION is supplied, an unknown charset falls back to UTF-8, and markup in
// a field is kept as text with its tags taken out (nothing read is ever shown as HTML).
import vCard from "vcf";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** A lead's person fields as a code gives them; null where it has none. */
export interface ContactFields {
  readonly fullName: string | null;
  readonly emailId: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
  readonly phone: string | null;
  readonly website: string | null;
  readonly address: string | null;
  /** Every e-mail and phone the code holds (the first of each is the lead's). */
  readonly emails: readonly string[];
  readonly phones: readonly string[];
}

/** The contract's limits of CapturedPerson, so a code never makes a lead the API refuses. */
const LIMITS = { fullName: 200, emailId: 254, companyName: 200, designation: 200, phone: 40, website: 500, address: 500 } as const;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Plain text of a field: tags and control characters out, white space folded, cut to its limit. */
export const plainField = (value: string | null | undefined, limit: number): string | null => {
  if (value === null || value === undefined) return null;
  const text = value
    .replace(/<[^>]*>/g, " ")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, limit)
    .trim();
  return text === "" ? null : text;
};

/** A phone in E.164 when it is a valid number (the event's country for numbers without one), else as written. */
export const normalisePhone = (value: string, country: CountryCode): string | null => {
  const written = plainField(value, LIMITS.phone);
  if (written === null) return null;
  const parsed = parsePhoneNumberFromString(written, country);
  return parsed?.isValid() ? parsed.number : written;
};

const email = (value: string): string | null => {
  const text = plainField(value.replace(/^mailto:/i, ""), LIMITS.emailId)?.toLowerCase() ?? null;
  return text !== null && EMAIL.test(text) ? text : null;
};

const unique = (values: ReadonlyArray<string | null>): string[] => [...new Set(values.filter((value): value is string => value !== null))];

const fields = (parts: {
  fullName: string | null;
  companyName: string | null;
  designation: string | null;
  website: string | null;
  address: string | null;
  emails: ReadonlyArray<string>;
  phones: ReadonlyArray<string>;
  country: CountryCode;
}): ContactFields => {
  const emails = unique(parts.emails.map(email));
  const phones = unique(parts.phones.map((phone) => normalisePhone(phone, parts.country)));
  return {
    fullName: plainField(parts.fullName, LIMITS.fullName),
    companyName: plainField(parts.companyName, LIMITS.companyName),
    designation: plainField(parts.designation, LIMITS.designation),
    website: plainField(parts.website, LIMITS.website),
    address: plainField(parts.address, LIMITS.address),
    emailId: emails[0] ?? null,
    phone: phones[0] ?? null,
    emails,
    phones,
  };
};

// ---- vCard -------------------------------------------------------------------------------------

/** vCard 3.0/4.0 escapes (\, \; \n); 2.1 has none, and unescaping its text changes nothing. */
const unescapeVcard = (value: string): string => value.replace(/\\([nN])/g, "\n").replace(/\\([,;:\\])/g, "$1");

/** A 2.1 quoted-printable value in its charset; an unknown charset is read as UTF-8. */
const decodeQuotedPrintable = (value: string, charset: string | undefined): string => {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(text[index]));
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(new Uint8Array(bytes));
};

interface VcardProperty {
  valueOf(): string | string[];
  type?: string | string[];
  encoding?: string;
  charset?: string;
}

const valueText = (property: VcardProperty): string => {
  const raw = property.valueOf();
  const joined = Array.isArray(raw) ? raw.join(";") : String(raw ?? "");
  return /quoted-printable/i.test(property.encoding ?? "") ? decodeQuotedPrintable(joined, property.charset) : unescapeVcard(joined);
};

/** Splits a structured value (N, ORG, ADR) on its unescaped semicolons. */
const components = (property: VcardProperty): string[] => {
  const raw = property.valueOf();
  const joined = Array.isArray(raw) ? raw.join(";") : String(raw ?? "");
  const decoded = /quoted-printable/i.test(property.encoding ?? "") ? decodeQuotedPrintable(joined, property.charset) : joined;
  return decoded.split(/(?<!\\);/).map((part) => unescapeVcard(part).trim());
};

const PROPERTY_LINE = /^(?:[A-Za-z0-9-]+\.)?[A-Za-z][A-Za-z0-9-]*(?:;[^:]*)?:/;

/** Keeps the lines vcf can read: one card, broken lines dropped, VERSION and END supplied. */
const repairVcard = (text: string): string => {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n[ \t]/g, "").split("\n");
  const start = lines.findIndex((line) => /^BEGIN:VCARD$/i.test(line.trim()));
  const body = lines.slice(start + 1);
  const end = body.findIndex((line) => /^END:VCARD$/i.test(line.trim()));
  const properties = (end === -1 ? body : body.slice(0, end)).filter((line) => PROPERTY_LINE.test(line) && !/^(BEGIN|END):/i.test(line));
  const version = properties.find((line) => /^VERSION:\d\.\d$/i.test(line.trim()))?.trim().toUpperCase() ?? "VERSION:3.0";
  const rest = properties.filter((line) => !/^VERSION:/i.test(line));
  return ["BEGIN:VCARD", /^VERSION:(2\.1|3\.0|4\.0)$/.test(version) ? version : "VERSION:3.0", ...rest, "END:VCARD"].join("\r\n");
};

const propertiesOf = (card: { get(key: string): VcardProperty | VcardProperty[] | undefined }, key: string): VcardProperty[] => {
  const found = card.get(key);
  return found === undefined || found === null ? [] : Array.isArray(found) ? found : [found];
};

/** The preferred (or first) property of a kind. */
const preferred = (properties: VcardProperty[]): VcardProperty[] => {
  const isPreferred = (property: VcardProperty) => [property.type ?? []].flat().some((type) => /^pref$/i.test(type));
  return [...properties.filter(isPreferred), ...properties.filter((property) => !isPreferred(property))];
};

export const isVcard = (text: string): boolean => /^\s*BEGIN:VCARD/i.test(text);

/** The fields of a vCard's first card, as far as it is valid. */
export function readVcard(text: string, country: CountryCode): ContactFields {
  let card: { get(key: string): VcardProperty | VcardProperty[] | undefined };
  try {
    card = new vCard().parse(repairVcard(text));
  } catch {
    card = { get: () => undefined };
  }
  const first = (key: string): VcardProperty | undefined => propertiesOf(card, key)[0];
  const name = first("n");
  const fromN = name === undefined ? null : [components(name)[3], components(name)[1], components(name)[2], components(name)[0], components(name)[4]].filter(Boolean).join(" ");
  const formatted = first("fn");
  const org = first("org");
  const title = first("title") ?? first("role");
  const url = first("url");
  const adr = preferred(propertiesOf(card, "adr"))[0];
  return fields({
    fullName: (formatted === undefined ? null : valueText(formatted)) || fromN,
    companyName: org === undefined ? null : components(org).filter(Boolean).join(", "),
    designation: title === undefined ? null : valueText(title),
    website: url === undefined ? null : valueText(url),
    address: adr === undefined ? null : components(adr).filter(Boolean).join(", "),
    emails: preferred(propertiesOf(card, "email")).map(valueText),
    phones: preferred(propertiesOf(card, "tel")).map((property) => valueText(property).replace(/^tel:/i, "")),
    country,
  });
}

// ---- MeCard ------------------------------------------------------------------------------------

export const isMecard = (text: string): boolean => /^\s*MECARD:/i.test(text);

/** MeCard fields split on unescaped semicolons; `\;`, `\:`, `\,` and `\\` stand for themselves. */
const mecardFields = (text: string): Array<[string, string]> => {
  const body = text.trim().replace(/^MECARD:/i, "");
  const pairs: Array<[string, string]> = [];
  for (const field of body.split(/(?<!\\);/)) {
    const colon = field.search(/(?<!\\):/);
    if (colon <= 0) continue;
    pairs.push([field.slice(0, colon).trim().toUpperCase(), field.slice(colon + 1).replace(/\\([;:,\\])/g, "$1")]);
  }
  return pairs;
};

/** The fields of a MeCard (DoCoMo's format; TITLE is not in it, but some generators write it). */
export function readMecard(text: string, country: CountryCode): ContactFields {
  const pairs = mecardFields(text);
  const all = (key: string) => pairs.filter(([name]) => name === key).map(([, value]) => value);
  const name = all("N")[0];
  // "N:Nair,Priya" is family name, given name.
  const fullName = name === undefined ? null : name.includes(",") ? name.split(",").map((part) => part.trim()).reverse().filter(Boolean).join(" ") : name;
  return fields({
    fullName,
    companyName: all("ORG")[0] ?? null,
    designation: all("TITLE")[0] ?? null,
    website: all("URL")[0] ?? null,
    address: all("ADR")[0]?.split(",").map((part) => part.trim()).filter(Boolean).join(", ") ?? null,
    emails: all("EMAIL"),
    phones: all("TEL"),
    country,
  });
}
