// The installation's badge signing key: one ECDSA P-256 pair kept in the database, made the first
// time a badge is signed or checked. It lives in one row with a fixed id, so two processes making
// it at the same moment both insert "on conflict do nothing" and then read the one that won.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { badgeSigningKeys } from '../db/schema/all-tables.ts';
import type { BadgePublicKey } from '../../src/rules/badge-code.ts';

/** The one row's id; a fixed value is what makes concurrent first use end with one key. */
export const BADGE_KEY_ID = '00000000-0000-4000-8000-0000000000b1';

export interface BadgeKeyPair {
  privateJwk: JsonWebKey;
  publicKey: BadgePublicKey;
}

// The key never changes once stored, so each database handle reads it once.
const cached = new WeakMap<object, Promise<BadgeKeyPair>>();

async function makeKeyPair(): Promise<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const [privateJwk, publicJwk] = await Promise.all([
    crypto.subtle.exportKey('jwk', pair.privateKey),
    crypto.subtle.exportKey('jwk', pair.publicKey),
  ]);
  return { privateJwk, publicJwk };
}

function toPublicKey(jwk: JsonWebKey): BadgePublicKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The stored badge key is not an EC P-256 key');
  // Only the four members a verifier needs: no key_ops/ext leaking into the API answer.
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}

async function loadOrCreate(db: Executor): Promise<BadgeKeyPair> {
  const read = async () => (await db.select().from(badgeSigningKeys).where(eq(badgeSigningKeys.id, BADGE_KEY_ID)).limit(1))[0];
  let row = await read();
  if (!row) {
    const made = await makeKeyPair();
    await db.insert(badgeSigningKeys).values({ id: BADGE_KEY_ID, ...made }).onConflictDoNothing({ target: badgeSigningKeys.id });
    row = await read();
    if (!row) throw new Error('The badge signing key could not be stored');
  }
  return { privateJwk: row.privateJwk, publicKey: toPublicKey(row.publicJwk) };
}

/** The key pair, made on first use. */
export function badgeKeyPair(db: Executor): Promise<BadgeKeyPair> {
  let pair = cached.get(db);
  if (!pair) {
    pair = loadOrCreate(db);
    // A failed read (database down) is tried again next time rather than remembered.
    pair.catch(() => cached.delete(db));
    cached.set(db, pair);
  }
  return pair;
}
