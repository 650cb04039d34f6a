// One-time code generation and hashing. Codes are never stored: each challenge keeps a random salt
// and HMAC-SHA-256(salt, code), compared in constant time (OWASP ASVS 5.0 6.5).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_LENGTH = 4;

/** A uniformly random 4-digit code from the CSPRNG, zero-padded ("0042"). */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

export function newOtpSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function hashOtpCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('base64url');
}

/** Constant-time check of a submitted code against a stored hash. */
export function otpCodeMatches(submitted: string, salt: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtpCode(submitted, salt), 'base64url');
  const expected = Buffer.from(storedHash, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
