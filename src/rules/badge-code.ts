// What a badge's QR code holds, written once for the browser (offline check) and the server
// (signing, and the check that counts). A badge is `EPB1.<ticketCode>.<signature>`: the signature
// (ECDSA P-256 with SHA-256, IEEE P1363, base64url) covers `EPB1.<eventId>.<ticketCode>`, so a badge
// of another event, or one with a made-up code, fails the check even without a network.
// A ticket code typed by hand (from under a damaged QR) has no signature: only the server can check it.

export const BADGE_FORMAT = 'EPB1';

const TICKET_CODE = /^[A-Z0-9][A-Z0-9-]{2,63}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{40,200}$/;

export type ParsedBadge =
  | { kind: 'signed'; ticketCode: string; signature: string }
  | { kind: 'typed'; ticketCode: string }
  | { kind: 'invalid'; message: string };

export const BADGE_MESSAGES = {
  empty: 'Scan a badge or type the code printed under its QR code.',
  notBadge: 'This is not an event badge. Scan the QR code on the badge, or type the code printed under it.',
} as const;

/** Reads scanned or typed text; typed codes are trimmed and upper-cased (badges print them so). */
export function parseBadge(text: string): ParsedBadge {
  const raw = text.trim();
  if (raw === '') return { kind: 'invalid', message: BADGE_MESSAGES.empty };
  const parts = raw.split('.');
  if (parts.length === 3 && parts[0] === BADGE_FORMAT) {
    const [, ticketCode = '', signature = ''] = parts;
    if (TICKET_CODE.test(ticketCode) && SIGNATURE.test(signature)) return { kind: 'signed', ticketCode, signature };
    return { kind: 'invalid', message: BADGE_MESSAGES.notBadge };
  }
  const typed = raw.toUpperCase().replace(/\s+/g, '');
  if (TICKET_CODE.test(typed)) return { kind: 'typed', ticketCode: typed };
  return { kind: 'invalid', message: BADGE_MESSAGES.notBadge };
}

/** The message a badge's signature covers. */
export function badgeMessage(eventId: string, ticketCode: string): string {
  return `${BADGE_FORMAT}.${eventId}.${ticketCode}`;
}

/** The QR text of a signed badge. */
export function badgeText(ticketCode: string, signature: string): string {
  return `${BADGE_FORMAT}.${ticketCode}.${signature}`;
}

export interface BadgePublicKey {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True when the badge was signed for this event by the key's owner (WebCrypto: browser and Node). */
export async function verifyBadgeSignature(
  publicKey: BadgePublicKey,
  eventId: string,
  badge: { ticketCode: string; signature: string },
): Promise<boolean> {
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(badge.signature);
  } catch {
    return false;
  }
  if (signature.length !== 64) return false;
  const key = await crypto.subtle.importKey('jwk', { ...publicKey, ext: true }, ECDSA, false, ['verify']);
  return crypto.subtle.verify(SIGN, key, signature, new TextEncoder().encode(badgeMessage(eventId, badge.ticketCode)));
}

/** Signs a badge with a private JWK (the server's half; kept here so both halves share one message). */
export async function signBadge(privateKey: JsonWebKey, eventId: string, ticketCode: string): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', privateKey, ECDSA, false, ['sign']);
  const signature = await crypto.subtle.sign(SIGN, key, new TextEncoder().encode(badgeMessage(eventId, ticketCode)));
  return badgeText(ticketCode, toBase64Url(new Uint8Array(signature)));
}
