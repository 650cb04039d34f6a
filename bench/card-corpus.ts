// The business-card bench's corpus: seeded, so every run draws the same cards. Each card is what was
// printed on it (the truth the readers are scored against) and the HTML that prints it; card.ts
// renders the HTML in Chromium and photographs it.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import {
  COMPANIES, DOMAIN_WORDS, FIRST_NAMES, FOREIGN_ADDRESSES, FOREIGN_NAMES, FOREIGN_TLDS, INDIAN_ADDRESSES,
  LAST_NAMES, MIDDLE_NAMES, TAGLINES, TITLES, TLDS,
} from "./card-people.ts";
import { cardHtml, type CardPrint } from "./card-html.ts";

export interface CardTruth {
  readonly name: string;
  readonly title: string;
  readonly company: string;
  /** Lower case. */
  readonly email: string | null;
  /** E.164 of the first number printed. */
  readonly phone: string | null;
  /** Without scheme or trailing slash, lower case. */
  readonly website: string | null;
}

export interface Card {
  readonly id: string;
  readonly truth: CardTruth;
  readonly html: string;
  readonly width: number;
  readonly height: number;
}

/** mulberry32: small, seeded, good enough to vary cards. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: ReadonlyArray<T>): T => list[int(list.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => String(int(10))).join("");
  return { next, int, pick, digits, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

const COUNTRIES = ["US", "GB", "AE", "SG", "DE", "FR"] as const;
type Country = "IN" | (typeof COUNTRIES)[number];

/** A printed number of the country, in one of the ways cards print them; drawn again until valid. */
function phoneNumber(r: Random, country: Country, mobile: boolean): { printed: string; e164: string } {
  for (;;) {
    let printed: string;
    if (country === "IN" && mobile) {
      const n = r.pick(["9", "8", "7", "6"]) + r.digits(9);
      const [a, b] = [n.slice(0, 5), n.slice(5)];
      printed = r.pick([`+91 ${a} ${b}`, `+91-${a}-${b}`, `+91 ${n}`, `0${a} ${b}`, `${a} ${b}`, `+91 ${a}-${b}`]);
    } else if (country === "IN") {
      const area = r.pick(["22", "11", "80", "44", "40", "20", "33", "79"]);
      const n = r.pick(["2", "4", "6"]) + r.digits(7);
      printed = r.pick([`+91 ${area} ${n.slice(0, 4)} ${n.slice(4)}`, `(0${area}) ${n.slice(0, 4)} ${n.slice(4)}`, `0${area}-${n}`]);
    } else {
      printed = {
        US: () => `+1 (415) 555-01${r.digits(2)}`,
        GB: () => `+44 20 7946 0${r.digits(3)}`,
        AE: () => `+971 4 3${r.digits(2)} ${r.digits(4)}`,
        SG: () => `+65 6${r.digits(3)} ${r.digits(4)}`,
        DE: () => `+49 30 ${r.digits(4)} ${r.digits(4)}`,
        FR: () => `+33 1 42 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
      }[country]();
    }
    const parsed = parsePhoneNumberFromString(printed, "IN");
    if (parsed?.isValid()) return { printed, e164: parsed.number };
  }
}

const bare = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

function person(r: Random, country: Country): { first: string; last: string; name: string } {
  if (country !== "IN" && r.chance(0.7)) {
    const [first, last] = r.pick(FOREIGN_NAMES);
    return { first, last, name: `${first} ${last}` };
  }
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const shape = r.int(10);
  if (shape === 0) return { first, last, name: `${first} ${r.pick(MIDDLE_NAMES)} ${last}` };
  if (shape === 1) return { first, last, name: `${first[0]}. ${last}` };
  return { first, last, name: `${first} ${last}` };
}

function draw(r: Random): { truth: CardTruth; print: CardPrint } {
  const country: Country = r.chance(0.75) ? "IN" : r.pick(COUNTRIES);
  const who = person(r, country);
  const upper = r.chance(0.2);
  const name = upper ? who.name.toUpperCase() : who.name;
  const title = r.pick(TITLES);
  const [brand, tail] = r.pick(COMPANIES);
  const company = `${brand} ${tail}`;
  const word = DOMAIN_WORDS[tail.split(" ")[0]!] ?? "";
  const tld = country === "IN" ? r.pick(TLDS) : FOREIGN_TLDS[country]!;
  const domain = `${bare(brand)}${r.chance(0.6) ? word : ""}.${tld}`;
  const freeMail = r.chance(0.1);
  const local = r.pick([`${bare(who.first)}.${bare(who.last)}`, bare(who.first), `${bare(who.first)[0]}${bare(who.last)}`, `${bare(who.first)}_${bare(who.last)}`, "info", "sales"]);
  const email = freeMail ? `${bare(brand)}${bare(who.first)}@gmail.com` : `${local}@${domain}`;
  const phones = [phoneNumber(r, country, true)];
  if (r.chance(0.4)) phones.push(phoneNumber(r, country, false));
  const websiteShape = r.int(10);
  const website = freeMail || websiteShape === 0 ? null : websiteShape <= 6 ? `www.${domain}` : websiteShape <= 8 ? domain : `https://www.${domain}`;
  const address = country === "IN" ? r.pick(INDIAN_ADDRESSES) : FOREIGN_ADDRESSES[country]!;
  const truth: CardTruth = {
    name,
    title,
    company,
    email: email.toLowerCase(),
    phone: phones[0]!.e164,
    website: website === null ? null : website.replace(/^https?:\/\//, "").toLowerCase(),
  };
  const print: CardPrint = {
    layout: r.pick(["left", "centred", "two-column", "band", "brand-logo"] as const),
    name,
    title,
    company,
    brand,
    logo: r.chance(0.5) ? (brand.split(" ").map((w) => w[0]).join("") + (tail[0] ?? "")).toUpperCase().slice(0, 2) : null,
    tagline: r.chance(0.25) ? r.pick(TAGLINES) : null,
    phones: phones.map((phone, n) => `${r.pick(n === 0 ? ["M: ", "Mob: ", "Mobile: ", "", "Ph: ", "+ "] : ["T: ", "Tel: ", "Office: ", "Ph: "]).replace("+ ", "")}${phone.printed}`),
    email: `${r.pick(["E: ", "Email: ", "E-mail: ", ""])}${email}`,
    website: website === null ? null : `${r.pick(["W: ", "Web: ", ""])}${website}`,
    address,
    gstin: country === "IN" && r.chance(0.2) ? `GSTIN: ${r.digits(2)}AAPF${String.fromCharCode(65 + r.int(26))}${r.digits(4)}F1Z${r.int(10)}` : null,
    style: {
      dark: r.chance(0.2),
      palette: r.int(6),
      font: r.pick(["'DejaVu Sans'", "'DejaVu Serif'", "'DejaVu Sans Condensed'", "'DejaVu Sans', sans-serif"]),
      contactFont: r.pick(["inherit", "inherit", "'DejaVu Sans Mono'", "'DejaVu Sans Condensed'"]),
      scale: 0.85 + r.next() * 0.3,
      rotation: (r.next() * 2 - 1) * 3,
      blur: r.chance(0.5) ? 0.2 + r.next() * 0.6 : 0,
      table: r.int(4),
    },
  };
  return { truth, print };
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 760;

/** `count` cards drawn from `seed`. */
export function makeCards(count: number, seed = 20_261_126): Card[] {
  const r = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const { truth, print } = draw(r);
    return { id: `card-${String(index + 1).padStart(2, "0")}`, truth, html: cardHtml(print, CARD_WIDTH, CARD_HEIGHT), width: CARD_WIDTH, height: CARD_HEIGHT };
  });
}
