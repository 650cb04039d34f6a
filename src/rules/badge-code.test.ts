import { describe, expect, it } from 'vitest';
import { BADGE_MESSAGES, parseBadge, signBadge, verifyBadgeSignature, type BadgePublicKey } from './badge-code.ts';

const EVENT = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const OTHER_EVENT = '1c0f9e8d-7b6a-4f5e-9d4c-3b2a1f0e9d8c';

async function keyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const privateKey = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey, publicKey: { kty, crv, x, y } as BadgePublicKey };
}

function signed(text: string) {
  const parsed = parseBadge(text);
  if (parsed.kind !== 'signed') throw new Error(`not signed: ${text}`);
  return parsed;
}

describe('badge codes', () => {
  it('reads a signed badge, a typed code and refuses anything else with a message', () => {
    expect(parseBadge('EPB1.GOLD-7KX2M9QD.' + 'A'.repeat(86))).toEqual({ kind: 'signed', ticketCode: 'GOLD-7KX2M9QD', signature: 'A'.repeat(86) });
    expect(parseBadge('  gold-7kx2 m9qd ')).toEqual({ kind: 'typed', ticketCode: 'GOLD-7KX2M9QD' });
    expect(parseBadge('')).toEqual({ kind: 'invalid', message: BADGE_MESSAGES.empty });
    expect(parseBadge('https://example.com/x?y=1')).toEqual({ kind: 'invalid', message: BADGE_MESSAGES.notBadge });
    expect(parseBadge('EPB1.gold.sig')).toEqual({ kind: 'invalid', message: BADGE_MESSAGES.notBadge });
  });

  it('verifies a badge signed for the event and refuses a forged, altered or other event one', async () => {
    const { privateKey, publicKey } = await keyPair();
    const badge = signed(await signBadge(privateKey, EVENT, 'GOLD-7KX2M9QD'));
    expect(await verifyBadgeSignature(publicKey, EVENT, badge)).toBe(true);
    expect(await verifyBadgeSignature(publicKey, OTHER_EVENT, badge)).toBe(false);
    expect(await verifyBadgeSignature(publicKey, EVENT, { ...badge, ticketCode: 'GOLD-7KX2M9QE' })).toBe(false);
    const other = await keyPair();
    expect(await verifyBadgeSignature(other.publicKey, EVENT, badge)).toBe(false);
    expect(await verifyBadgeSignature(publicKey, EVENT, { ...badge, signature: 'A'.repeat(86) })).toBe(false);
  });
});
