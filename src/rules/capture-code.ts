// One intake for everything read at the booth: a QR code or a barcode from the camera, or a text a
// person typed. The device reads it offline to decide what to keep and what to ask; the server reads
// it again with the same rules and decides what counts (it knows which ticket codes and badge ids the
// event has). A badge of this portal is `EPB1.…` (badge-code.ts); the event's own badges carry an id
// from its registration system, recognised by the organiser's pattern; vCard and MeCard codes carry a
// visitor's details; anything else is kept as text on a lead that a person names.
import type { CountryCode } from "libphonenumber-js/min";
import { parseBadge } from "./badge-code.ts";
import { isMecard, isVcard, readMecard, readVcard, type ContactFields } from "./contact-card.ts";

/** Longest text kept from one code: a QR code holds at most about 4,300 characters. */
export const CAPTURE_TEXT_LIMIT = 4096;

export type CaptureFrom = "camera" | "typed";

export interface CaptureSettings {
  /** The event's badge id pattern (GET /badges/key), or null. */
  readonly badgeIdPattern: string | null;
  /** The country of phone numbers written without a country code. */
  readonly country: CountryCode;
}

export type ParsedCapture =
  /** This portal's signed badge. */
  | { readonly kind: "badge"; readonly ticketCode: string; readonly signature: string }
  /**
   * A ticket code without a signature: typed by hand (from under a damaged QR), or the whole of a
   * code the camera read; only the server can check it.
   */
  | { readonly kind: "typed"; readonly ticketCode: string }
  /** The event's own badge: an id the organiser's attendee import may know. */
  | { readonly kind: "external_badge"; readonly badgeId: string }
  | { readonly kind: "vcard" | "mecard"; readonly text: string; readonly person: ContactFields }
  /** Any other code: kept as text; a person names the visitor. */
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "invalid"; readonly message: string };

export const CAPTURE_MESSAGES = {
  empty: "Scan a badge or a contact code, or type the code printed under a badge's QR code.",
  typedNotCode: "This is not a ticket code. Type the code printed under the badge's QR code, or scan the badge.",
  needsName: "This code holds no visitor's details: type the visitor's name to save it.",
} as const;

/** The organiser's pattern as a regular expression matched against the whole text; null when unset or not valid. */
export const badgeIdMatcher = (pattern: string | null): RegExp | null => {
  if (pattern === null || pattern.trim() === "") return null;
  try {
    return new RegExp(`^(?:${pattern.replace(/^\^/, "").replace(/\$$/, "")})$`);
  } catch {
    return null;
  }
};

/** Whether a pattern can be used at all, with the reason it cannot (for the organiser's command). */
export const badgeIdPatternProblem = (pattern: string): string | null => {
  if (pattern.length > 200) return "The badge id pattern is longer than 200 characters.";
  try {
    new RegExp(pattern);
  } catch (error) {
    return `The badge id pattern is not a regular expression: ${(error as Error).message}`;
  }
  return badgeIdMatcher(pattern)?.test("") ? "The badge id pattern matches an empty text: make it match the badges' ids only." : null;
};

/**
 * What a scanned or typed text is. From the camera, a text that is neither this portal's badge nor a
 * contact code nor the event's badge id nor a ticket code is kept as text; typed, it must be a ticket
 * code (a typing slip is shown at once, not stored).
 */
export function parseCapture(input: string, from: CaptureFrom, settings: CaptureSettings): ParsedCapture {
  const text = input.slice(0, CAPTURE_TEXT_LIMIT).trim();
  if (text === "") return { kind: "invalid", message: CAPTURE_MESSAGES.empty };
  if (isVcard(text)) return { kind: "vcard", text, person: readVcard(text, settings.country) };
  if (isMecard(text)) return { kind: "mecard", text, person: readMecard(text, settings.country) };
  const badge = parseBadge(text);
  if (badge.kind === "signed") return { kind: "badge", ticketCode: badge.ticketCode, signature: badge.signature };
  if (badgeIdMatcher(settings.badgeIdPattern)?.test(text)) return { kind: "external_badge", badgeId: text };
  if (from === "typed") return badge.kind === "typed" ? { kind: "typed", ticketCode: badge.ticketCode } : { kind: "invalid", message: CAPTURE_MESSAGES.typedNotCode };
  // A code holding nothing but a ticket code, exactly as tickets carry them, is looked up as one.
  if (badge.kind === "typed" && badge.ticketCode === text) return { kind: "typed", ticketCode: badge.ticketCode };
  // A code of this portal's badge format that does not check is a damaged or forged badge, not text.
  if (text.startsWith("EPB1.")) return { kind: "invalid", message: badge.kind === "invalid" ? badge.message : CAPTURE_MESSAGES.typedNotCode };
  return { kind: "text", text };
}

/**
 * Whether a person must type the visitor's name before the capture is saved: only for a code that
 * holds nothing but text. A contact code is saved at once, named or not (its e-mail or phone is the
 * visitor's), and an external badge is named by the attendee list on sync.
 */
export const needsName = (parsed: ParsedCapture): boolean => parsed.kind === "text";
