// The review form of a business card: the fields the reader filled, what the person changed, the
// checks before it is kept (the lead dialog's own rules for the name and the e-mail), and the person
// and text the outbox is given. Pure, so the machine, its model and the view share it.
import { extractCardFields, MAX_TEXT_CHARACTERS, type CardFields, type OcrResult } from "../../rules/business-card-fields.ts";
import type { CountryCode } from "libphonenumber-js";
import { leadPersonErrors } from "../../rules/lead-rules.ts";
import type { CapturedPerson } from "../outbox/outbox-types.ts";

export const CARD_FIELDS = ["fullName", "designation", "companyName", "emailId", "phone", "website", "address"] as const;
export type CardFieldName = (typeof CARD_FIELDS)[number];
export type CardForm = Readonly<Record<CardFieldName, string>>;

export const EMPTY_CARD_FORM: CardForm = { fullName: "", designation: "", companyName: "", emailId: "", phone: "", website: "", address: "" };

/** The contract's maxLength of each field of CapturedPerson. */
export const CARD_FIELD_LIMITS: Readonly<Record<CardFieldName, number>> = {
  fullName: 200,
  designation: 200,
  companyName: 200,
  emailId: 254,
  phone: 40,
  website: 500,
  address: 500,
};

export const CARD_FIELD_LABELS: Readonly<Record<CardFieldName, string>> = {
  fullName: "Full name",
  designation: "Job title",
  companyName: "Company",
  emailId: "Email",
  phone: "Phone",
  website: "Website",
  address: "Address",
};

export interface FormReading {
  readonly form: CardForm;
  readonly lowConfidence: ReadonlyArray<CardFieldName>;
}

const readingOf = (fields: CardFields): FormReading => {
  const form: Record<CardFieldName, string> = { ...EMPTY_CARD_FORM };
  const lowConfidence: CardFieldName[] = [];
  for (const name of CARD_FIELDS) {
    const field = fields[name];
    if (field === null) continue;
    form[name] = field.value.slice(0, CARD_FIELD_LIMITS[name]);
    if (field.confidence === "low") lowConfidence.push(name);
  }
  return { form, lowConfidence };
};

/** The front's fields as read, each low-confidence one listed. */
export const formFromReading = (reading: OcrResult, country: string): FormReading =>
  readingOf(extractCardFields(reading, { defaultCountry: country as CountryCode }));

/** The back's fields fill only what the front left empty: what the person typed or checked stays. */
export const formWithBack = (current: FormReading, reading: OcrResult, country: string): FormReading => {
  const back = formFromReading(reading, country);
  const form: Record<CardFieldName, string> = { ...current.form };
  const lowConfidence = [...current.lowConfidence];
  for (const name of CARD_FIELDS) {
    if (form[name].trim() !== "" || back.form[name] === "") continue;
    form[name] = back.form[name];
    if (back.lowConfidence.includes(name) && !lowConfidence.includes(name)) lowConfidence.push(name);
  }
  return { form, lowConfidence };
};

/** Nothing of the card was recognised as a field. */
export const isEmptyForm = (form: CardForm): boolean => CARD_FIELDS.every((name) => form[name].trim() === "");

const tooLong = (name: CardFieldName): string => `${CARD_FIELD_LABELS[name]} must be at most ${CARD_FIELD_LIMITS[name]} characters`;

/** The messages a save would show: the name is required and the e-mail checked as in the lead dialog. */
export const cardFormErrors = (form: CardForm): Partial<Record<CardFieldName, string>> => {
  const errors: Partial<Record<CardFieldName, string>> = {};
  for (const name of CARD_FIELDS) if (form[name].trim().length > CARD_FIELD_LIMITS[name]) errors[name] = tooLong(name);
  return { ...errors, ...(leadPersonErrors({ fullName: form.fullName, emailId: form.emailId }) as Partial<Record<CardFieldName, string>>) };
};

/** The person as the outbox keeps it: trimmed, empty fields left out. */
export const personOf = (form: CardForm): CapturedPerson & { fullName: string } => {
  const person: CapturedPerson & { fullName: string } = { fullName: form.fullName.trim() };
  for (const name of CARD_FIELDS) {
    const value = form[name].trim();
    if (name !== "fullName" && value !== "") person[name] = value;
  }
  return person;
};

/** The visitor as the qualification card shows them until the server's lead arrives. */
export interface SavedPerson {
  readonly fullName: string;
  readonly emailId: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
  readonly phone: string | null;
}

/** The visitor as the qualification card shows them while the card waits to be sent. */
export const savedPersonOf = (person: CapturedPerson & { fullName: string }): SavedPerson => ({
  fullName: person.fullName,
  emailId: person.emailId ?? null,
  companyName: person.companyName ?? null,
  designation: person.designation ?? null,
  phone: person.phone ?? null,
});

/** The text kept with the lead: the front's, then the back's, within the contract's limit. */
export const cardTextOf = (text: string, backText: string): string =>
  (backText.trim() === "" ? text : `${text}\n\n${backText}`).trim().slice(0, MAX_TEXT_CHARACTERS);
