/**
 * Which of a card's remaining lines (contacts taken out) is the person's name, their job title, the
 * company and the address. Each line is scored against word lists (business-card-words.ts) and
 * against what the contacts say: the company's line spells its e-mail or web domain, the name's
 * line often holds the e-mail's local part, and the name is printed next to the title.
 */
import { joinContinuations } from "./business-card-joins.ts";
import { withLineStart, withoutLogoSpecks } from "./business-card-repairs.ts";
import { keyOf, wordsOf, type CardLine } from "./business-card-lines.ts";
import { nameFromEmail, nameReading, sharesEmail, type NameReading } from "./business-card-names.ts";
import { ADDRESS_WORDS, COMPANY_FORMS, COMPANY_WORDS, NOT_NAME_WORDS, TITLE_HEADS, TITLE_WORDS } from "./business-card-words.ts";

export interface CardField {
  readonly value: string;
  readonly confidence: "high" | "low";
}

export interface RoleHints {
  /** Local parts of the card's e-mails ("priya.sharma"). */
  readonly emailLocals: ReadonlyArray<string>;
  /** First labels of the company's own domains (free mail left out): "acmetech" of acmetech.co.in. */
  readonly domains: ReadonlyArray<string>;
}

export interface RoleFields {
  readonly fullName: CardField | null;
  /** The OCR confidence of the name's line (0-100), to weigh it against the e-mail's. */
  readonly nameLineConfidence: number;
  readonly designation: CardField | null;
  readonly companyName: CardField | null;
  readonly address: CardField | null;
}

const LOW_CONFIDENCE = 70;
/** Small words a company's name may carry: "Tata Sons and Co", "Bank of Baroda". */
const CONNECTORS = new Set(["and", "of", "the", "for", "de", "la", "du", "&"]);
const PIN_OR_ZIP = /\b\d{3}\s?\d{3}\b|\b\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s\d[A-Z]{2}\b/u;
const ADDRESS_LABEL = /^(?:add(?:ress|r)?|regd\.?\s*off(?:ice)?|head\s*office|office|factory|works|corp(?:orate)?\s*office)\s*[:.-]\s*/iu;

interface Scored {
  readonly line: CardLine;
  readonly title: number;
  readonly company: number;
  readonly address: boolean;
  readonly name: NameReading | null;
  readonly brand: boolean;
}

const compact = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The line spells one of the company's domains: "Acme Tech Pvt Ltd" for acmetech.co.in. */
const spellsDomain = (text: string, domains: RoleHints["domains"]): boolean => {
  const letters = compact(text);
  return domains.map(compact).some((domain) => domain.length >= 3 && letters.length >= 3 && (letters.startsWith(domain) || (domain.startsWith(letters) && letters.length >= 4)));
};

function score(line: CardLine, hints: RoleHints): Scored {
  const keys = wordsOf(line.text).map(keyOf);
  const last = keys[keys.length - 1] ?? "";
  const heads = keys.filter((key) => TITLE_HEADS.has(key)).length;
  const titleWords = keys.filter((key) => TITLE_WORDS.has(key)).length;
  const forms = keys.filter((key) => COMPANY_FORMS.has(key)).length;
  const companyWords = keys.filter((key) => COMPANY_WORDS.has(key)).length;
  const brand = spellsDomain(line.text, hints.domains);
  const hasDigit = /\d/u.test(line.text);
  const isTitle = heads > 0 || (titleWords >= 2 && titleWords === keys.length);
  const title = isTitle && !hasDigit ? 2 * heads + (titleWords - heads) + (TITLE_HEADS.has(last) ? 1 : 0) : 0;
  // A longer line spelling the domain is the legal name; the brand alone above it is a logo. A line
  // of small words ("Engineering a better tomorrow") is a slogan, unless it has a legal form.
  const slogan = forms === 0 && wordsOf(line.text).some((word) => /^\p{Ll}/u.test(word) && !CONNECTORS.has(word));
  const company = slogan ? 0 : 4 * forms + 2 * companyWords + (COMPANY_WORDS.has(last) ? 1 : 0) + (brand ? 3 : 0) + (keys.length > 1 ? 0.5 : 0);
  const placeWords = keys.filter((key) => ADDRESS_WORDS.has(key)).length;
  const address =
    forms === 0 &&
    (ADDRESS_LABEL.test(line.text) || PIN_OR_ZIP.test(line.text) || (hasDigit && placeWords >= 1) || (placeWords >= 2 && heads === 0 && !brand && placeWords >= keys.length / 2));
  return { line, title, company, address, name: nameReading(line.text), brand };
}

const field = (value: string, lines: ReadonlyArray<CardLine>, fallback = false): CardField => ({
  value: value.replace(/\s+/gu, " ").replace(/\s[-&]$/u, "").trim(),
  confidence: fallback || lines.some((line) => line.confidence < LOW_CONFIDENCE) ? "low" : "high",
});

const printedAlike = (first: string, second: string): boolean =>
  first === first.toUpperCase() ? /^\p{Lu}[\p{Lu}'-]+$/u.test(second) : /^\p{Lu}[\p{Ll}'-]+$/u.test(second);
const KEYWORDS = [TITLE_WORDS, COMPANY_WORDS, COMPANY_FORMS, ADDRESS_WORDS, NOT_NAME_WORDS];

/**
 * A name too long for a narrow column goes on over the next lines, right before the title: "SWATI
 * KUMAR" / "SUBRAMANIAN", "GURPREET" / "MOHAN" / "KULKARNI". Each line after the first is one word
 * printed like the first, and no keyword; none is the company's.
 */
function nameOverLines(scored: ReadonlyArray<Scored>, title: Scored | null): { reading: NameReading; lines: CardLine[] } | null {
  const at = title ? scored.indexOf(title) : -1;
  for (const count of [3, 2]) {
    const parts = scored.slice(Math.max(0, at - count), at);
    if (at < count || parts.length !== count || parts.some((s) => s.brand || s.company >= 2 || s.title > 0 || s.address)) continue;
    const [first, ...rest] = parts.map((s) => s.line.text);
    if (wordsOf(first!).length + rest.length > 4 || rest.some((word) => !printedAlike(first!, word) || KEYWORDS.some((list) => list.has(keyOf(word))))) continue;
    const reading = nameReading([first, ...rest].join(" "));
    if (reading) return { reading, lines: parts.map((s) => s.line) };
  }
  return null;
}

function pickName(scored: ReadonlyArray<Scored>, title: Scored | null, company: Scored | null, hints: RoleHints): CardField | null {
  let best: { s: Scored; points: number } | null = null;
  for (const s of scored) {
    if (!s.name || s.title > 0 || s.company >= 2 || s.address || s === company) continue;
    const distance = title ? Math.abs(s.line.index - title.line.index) : Infinity;
    const points =
      (distance === 1 ? 3 : distance === 2 ? 1 : 0) +
      (sharesEmail(s.name.text, hints.emailLocals) ? 3 : 0) +
      (s.brand ? -4 : 0) +
      (s.line.confidence < 50 ? -1 : 0) -
      s.line.index * 0.05;
    if (best === null || points > best.points) best = { s, points };
  }
  const twoLines = nameOverLines(scored, title);
  if (twoLines && (best === null || twoLines.lines.includes(best.s.line))) return field(twoLines.reading.text, twoLines.lines, twoLines.reading.repaired);
  if (best) return field(best.s.name!.text, [best.s.line], best.s.name!.repaired);
  // No line looks like a name: one capitalised word beside the title, else the e-mail's "first.last".
  const single = title ? scored.find((s) => Math.abs(s.line.index - title.line.index) === 1 && /^\p{Lu}\p{L}+$/u.test(s.line.text) && s.company < 2 && !s.address) : undefined;
  if (single) return field(single.line.text, [single.line], true);
  const guess = nameFromEmail(hints.emailLocals);
  return guess ? field(guess, [], true) : null;
}

function pickAddress(scored: ReadonlyArray<Scored>, taken: ReadonlySet<Scored>): CardField | null {
  // The longest run of address lines in reading order; other roles' lines end a run.
  let best: Scored[] = [];
  let run: Scored[] = [];
  for (const s of scored) {
    if (s.address && !taken.has(s)) {
      run.push(s);
      if (run.length > best.length) best = [...run];
    } else run = [];
  }
  if (best.length === 0) return null;
  const value = best.map((s, index) => (index === 0 ? s.line.text.replace(ADDRESS_LABEL, "") : s.line.text).replace(/[,\s]+$/u, "")).join(", ");
  return field(value, best.map((s) => s.line));
}

/** Marks a company's name does not carry but OCR reads in a logo's shapes. */
const LOGO_MARKS = /[^\p{L}\p{N}&.,'-]/u;

/**
 * The company line without what OCR added from a logo beside it: "0s) Orbit ...", "38 Bluewave ...",
 * "TJ Lotus Pharma ..." when the rest spells the company's domain and the whole does not, "... So".
 */
function companyText(text: string, domains: RoleHints["domains"]): { text: string; trimmed: boolean } {
  const words = text.split(" ");
  const speck = (word: string, rest: string[]) =>
    !COMPANY_FORMS.has(keyOf(word)) &&
    (LOGO_MARKS.test(word) || /^\d+$/u.test(word) || (word.length <= 3 && !spellsDomain(words.join(" "), domains) && spellsDomain(rest.join(" "), domains)));
  while (words.length > 2 && speck(words[0]!, words.slice(1))) words.shift();
  while (words.length > 2 && (LOGO_MARKS.test(words[words.length - 1]!) || /^\p{L}{1,2}$/u.test(words[words.length - 1]!)) && !COMPANY_FORMS.has(keyOf(words[words.length - 1]!))) words.pop();
  const kept = words.join(" ");
  return { text: kept, trimmed: kept !== text };
}

/** The company's domain as words: "everestinfotech" as "Everest Infotech", by the company words it ends with. */
function companyFromDomain(domain: string): string {
  const label = domain.replace(/-/gu, "");
  const tail = [...COMPANY_WORDS].filter((word) => label.endsWith(word) && label.length >= word.length + 3).sort((a, b) => b.length - a.length)[0];
  const words = tail ? [label.slice(0, label.length - tail.length), tail] : [label];
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

function pickCompany(scored: ReadonlyArray<Scored>, hints: RoleHints): { company: Scored | null; value: CardField | null } {
  const companies = scored.filter((s) => s.company >= 2 && s.company > s.title && !s.address);
  const company = companies.reduce<Scored | null>((best, s) => (best === null || s.company > best.company ? s : best), null);
  if (company) {
    const { text, trimmed } = companyText(company.line.text, hints.domains);
    return { company, value: field(text, [company.line], trimmed) };
  }
  const brand = hints.domains[0];
  return { company: null, value: brand ? field(companyFromDomain(brand), [], true) : null };
}

/** Name, title, company and address from the lines that are not contacts. */
export function readRoles(lines: ReadonlyArray<CardLine>, hints: RoleHints): RoleFields {
  const scored = joinContinuations(lines.map(withoutLogoSpecks))
    .map((line) => withLineStart(line, hints.domains))
    .map((line) => score(line, hints));
  const picked = pickCompany(scored, hints);
  const titles = scored.filter((s) => s.title > 0 && s !== picked.company);
  const title = titles.reduce<Scored | null>((best, s) => (best === null || s.title > best.title ? s : best), null);
  const fullName = pickName(scored, title, picked.company, hints);
  const nameLine = scored.find((s) => fullName !== null && fullName.value.startsWith(s.line.text.replace(/,$/u, ""))) ?? null;
  let companyName = picked.value;
  if (companyName === null) {
    // Neither a line nor a domain names the company (free mail, no website): a capitalised line
    // printed above the name, as a logo's words are, is the best guess.
    const brandLine = scored.find((s) => s.name && s !== nameLine && s.title === 0 && !s.address && (nameLine === null || s.line.index < nameLine.line.index));
    if (brandLine) companyName = field(brandLine.name!.text, [brandLine.line], true);
  }
  const taken = new Set([picked.company, title, nameLine].filter((s): s is Scored => s !== null));
  return {
    fullName,
    nameLineConfidence: nameLine?.line.confidence ?? 0,
    designation: title ? field(title.line.text, [title.line]) : null,
    companyName,
    address: pickAddress(scored, taken),
  };
}
