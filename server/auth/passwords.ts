// Password hashing with node:crypto scrypt, stored self-describing as `scrypt$N$r$p$salt$hash`
// so the cost can be raised later without breaking existing hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
export const PASSWORD_MIN_LENGTH = 6;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (!n || !r || !p) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length === 0) return undefined;
  return { n, r, p, salt, key };
}

// A fixed hash to verify against when there is no account, so an unknown email costs the same
// scrypt work as a wrong password and the answer time does not reveal which it was.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown account, or an account
 * without a password) it still runs scrypt once and answers false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  const target = parsed ?? parseHash(await getDummyHash())!;
  const key = await scryptAsync(password, target.salt, target.key.length, {
    N: target.n,
    r: target.r,
    p: target.p,
    maxmem: 256 * target.n * target.r + 1024 * 1024,
  });
  return parsed !== undefined && timingSafeEqual(key, target.key);
}
