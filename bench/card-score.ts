// How the business-card bench scores a reading against what the card printed: exact after
// normalisation (e-mail lower case, phone E.164, website without scheme or trailing slash, names
// trimmed and single-spaced). A card without a website is read exactly when none is found.
import type { CardFields } from "../src/rules/business-card-fields.ts";
import type { CardTruth } from "./card-corpus.ts";

export const SCORED_FIELDS = ["email", "phone", "website", "name", "company", "title"] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export const FIELD_LABELS: Readonly<Record<ScoredField, string>> = {
  email: "e-mail",
  phone: "phone",
  website: "website",
  name: "name",
  company: "company",
  title: "title",
};

const spaced = (text: string | undefined | null): string | null => (text ? text.replace(/\s+/g, " ").trim() : null);
const site = (text: string | undefined | null): string | null => (text ? text.toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, "") : null);

/** The reading's value of each field, normalised as the truth is. */
export function readValues(fields: CardFields): Record<ScoredField, string | null> {
  return {
    email: fields.emailId?.value.toLowerCase() ?? null,
    phone: fields.phone?.value ?? null,
    website: site(fields.website?.value),
    name: spaced(fields.fullName?.value),
    company: spaced(fields.companyName?.value),
    title: spaced(fields.designation?.value),
  };
}

export function truthValues(truth: CardTruth): Record<ScoredField, string | null> {
  return {
    email: truth.email,
    phone: truth.phone,
    website: site(truth.website),
    name: spaced(truth.name),
    company: spaced(truth.company),
    title: spaced(truth.title),
  };
}

export interface Miss {
  readonly field: ScoredField;
  readonly expected: string | null;
  readonly read: string | null;
}

/** The fields read wrong (or not at all) on one card. */
export function misses(fields: CardFields, truth: CardTruth): Miss[] {
  const read = readValues(fields);
  const expected = truthValues(truth);
  return SCORED_FIELDS.filter((field) => read[field] !== expected[field]).map((field) => ({ field, expected: expected[field], read: read[field] }));
}
