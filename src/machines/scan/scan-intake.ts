import type { CountryCode } from "libphonenumber-js/min";
import type { BadgePublicKey } from "../../rules/badge-code.ts";
import { parseCapture, type CaptureFrom, type CaptureSettings, type ParsedCapture } from "../../rules/capture-code.ts";
import type { CapturedPerson, QueuedScan } from "../outbox/outbox-types.ts";
import type { FormField } from "../../rules/form-rules.ts";
import type { CardCapture, CardPerson, QualificationCardInput } from "./qualification-card.types.ts";

// How a decoded or typed text enters the Scan screen: what the shared intake (src/rules/capture-code.ts)
// makes of it with the event's settings kept on the device, and what the screen does with it: refuse
// it, check its signature, ask for the visitor's name, or keep it at once.

/** The event's badge key and capture settings as GET /badges/key gives them, kept on the device for offline use. */
export interface BadgeKey {
  readonly eventId: string;
  readonly publicKey: BadgePublicKey;
  /** The pattern of the event's own badge ids; null when the event set none. */
  readonly badgeIdPattern: string | null;
  /** The country of phone numbers read without a country code. */
  readonly country: CountryCode;
}

/** Before the device ever read the key: no event badge ids are recognised, phones are Indian (the contract's default). */
export const DEFAULT_CAPTURE_SETTINGS: CaptureSettings = { badgeIdPattern: null, country: "IN" };

export const captureSettingsOf = (key: BadgeKey | null): CaptureSettings =>
  key === null ? DEFAULT_CAPTURE_SETTINGS : { badgeIdPattern: key.badgeIdPattern, country: key.country };

/** A capture on its way to the outbox. */
export interface PendingScan extends Pick<QueuedScan, "badge" | "ticketCode" | "localCheck" | "captureKind"> {
  /** Typed codes clear the field once saved; the camera's text is remembered against duplicates. */
  readonly from: CaptureFrom;
  /** The details typed at the booth, sent with the scan (a text code's name); null when the code speaks for itself. */
  readonly person: CapturedPerson | null;
  /** What the card shows before the server answers: the details a contact code holds. */
  readonly read: CardPerson | null;
}

export interface SignatureCheck {
  readonly key: BadgeKey;
  readonly ticketCode: string;
  readonly signature: string;
}

/** What the screen does with a text. */
export type Intake =
  | { readonly kind: "refuse"; readonly message: string; readonly from: CaptureFrom }
  /** This portal's badge with the key at hand: checked on the device first. */
  | { readonly kind: "verify"; readonly pending: PendingScan; readonly check: SignatureCheck }
  /** A code with nothing but text: kept once a person names the visitor. */
  | { readonly kind: "askName"; readonly pending: PendingScan }
  | { readonly kind: "store"; readonly pending: PendingScan };

const pendingOf = (text: string, from: CaptureFrom, parsed: Exclude<ParsedCapture, { kind: "invalid" }>): PendingScan => {
  const base = { from, localCheck: "unchecked" as const, person: null, read: null };
  switch (parsed.kind) {
    case "badge":
      return { ...base, badge: text.trim(), ticketCode: parsed.ticketCode, captureKind: "badge" };
    case "typed":
      return { ...base, badge: parsed.ticketCode, ticketCode: parsed.ticketCode, captureKind: "typed" };
    case "external_badge":
      return { ...base, badge: parsed.badgeId, ticketCode: "", captureKind: "external_badge" };
    case "vcard":
    case "mecard": {
      const { fullName, emailId, companyName, designation, phone } = parsed.person;
      return { ...base, badge: parsed.text, ticketCode: "", captureKind: parsed.kind, read: { fullName, emailId, companyName, designation, phone } };
    }
    case "text":
      return { ...base, badge: parsed.text, ticketCode: "", captureKind: "text" };
  }
};

/**
 * What to do with a scanned or typed text. A signed badge is checked on the device when it has the
 * event's key (without one it is kept unchecked: the server checks every badge again on sync); a
 * typed code, the event's own badge id and a contact code are kept at once; any other code waits for
 * a name.
 */
export const intakeOf = (text: string, from: CaptureFrom, key: BadgeKey | null): Intake => {
  const parsed = parseCapture(text, from, captureSettingsOf(key));
  if (parsed.kind === "invalid") return { kind: "refuse", message: parsed.message, from };
  const pending = pendingOf(text, from, parsed);
  if (parsed.kind === "badge" && key !== null) return { kind: "verify", pending, check: { key, ticketCode: parsed.ticketCode, signature: parsed.signature } };
  if (parsed.kind === "text") return { kind: "askName", pending };
  return { kind: "store", pending };
};

/** What the screen hands the outbox: the fields of the scan it keeps. */
export type ScanToStore = Pick<QueuedScan, "badge" | "ticketCode" | "localCheck" | "captureKind" | "from" | "person">;

export const scanToStore = (pending: PendingScan): ScanToStore => ({
  badge: pending.badge,
  ticketCode: pending.ticketCode,
  localCheck: pending.localCheck,
  captureKind: pending.captureKind,
  from: pending.from,
  person: pending.person,
});

/** What the card of a stored capture shows until the server's lead arrives. */
export const cardCaptureOf = (pending: PendingScan): CardCapture => ({
  kind: pending.captureKind,
  text: pending.badge,
  person: pending.read ?? (pending.person === null ? null : personShown(pending.person)),
});

const personShown = (person: CapturedPerson): CardPerson => ({
  fullName: person.fullName ?? null,
  emailId: person.emailId ?? null,
  companyName: person.companyName ?? null,
  designation: person.designation ?? null,
  phone: person.phone ?? null,
});

/** The scan an intake makes, or null when the text was refused (or nothing is being taken in). */
export const pendingOfIntake = (intake: Intake | null): PendingScan | null => (intake === null || intake.kind === "refuse" ? null : intake.pending);

/** The intake with its scan changed (checked on the device, named at the booth). */
export const withPending = (intake: Intake | null, change: (pending: PendingScan) => PendingScan): Intake | null =>
  intake === null || intake.kind === "refuse" ? intake : { ...intake, pending: change(intake.pending) };

/** The card of a stored scan: its outbox item, the company's questions, and what was captured. */
export const cardInputOf = (intake: Intake | null, scan: QueuedScan, questions: ReadonlyArray<FormField>): QualificationCardInput => {
  const pending = pendingOfIntake(intake);
  return { localId: scan.localId, ticketCode: scan.ticketCode, questions, ...(pending === null ? {} : { capture: cardCaptureOf(pending) }) };
};
