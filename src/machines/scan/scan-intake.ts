import { parseBadge, type BadgePublicKey } from "../../rules/badge-code.ts";
import type { QueuedScan } from "../outbox/outbox-types.ts";

// How a decoded or typed text enters the Scan screen: what parseBadge makes of it, and whether the
// device can check it itself.

/** The event's badge key as GET /badges/key gives it, kept on the device for offline checks. */
export interface BadgeKey {
  readonly eventId: string;
  readonly publicKey: BadgePublicKey;
}

/** A badge on its way to the outbox. */
export type PendingScan = Pick<QueuedScan, "badge" | "ticketCode" | "localCheck"> & {
  /** Typed codes clear the field once saved; the camera's text is remembered against duplicates. */
  readonly from: "camera" | "typed";
};

export interface SignatureCheck {
  readonly key: BadgeKey;
  readonly ticketCode: string;
  readonly signature: string;
}

/** The parse problem of a text, or null when it is a badge. */
export const badgeProblem = (text: string): string | null => {
  const parsed = parseBadge(text);
  return parsed.kind === "invalid" ? parsed.message : null;
};

/** The signature check a signed badge needs, when the device has the event's key. */
export const signatureCheckOf = (text: string, key: BadgeKey | null): SignatureCheck | null => {
  const parsed = parseBadge(text);
  if (parsed.kind !== "signed" || key === null) return null;
  return { key, ticketCode: parsed.ticketCode, signature: parsed.signature };
};

/**
 * The scan to store. A signed badge whose signature the device checked is `valid`; a typed code, or
 * a signed badge seen before the device ever stored the event's key, is `unchecked`: the server
 * checks every badge again when the scan reaches it.
 */
export const pendingScanOf = (text: string, from: PendingScan["from"], checked: boolean): PendingScan | null => {
  const parsed = parseBadge(text);
  if (parsed.kind === "invalid") return null;
  return {
    badge: parsed.kind === "signed" ? text.trim() : parsed.ticketCode,
    ticketCode: parsed.ticketCode,
    localCheck: checked ? "valid" : "unchecked",
    from,
  };
};
