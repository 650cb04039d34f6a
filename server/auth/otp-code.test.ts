import { describe, expect, it } from 'vitest';
import { generateOtpCode, hashOtpCode, newOtpSalt, otpCodeMatches } from './otp-code.ts';

describe('one-time codes', () => {
  it('are four digits, zero-padded, and cover the whole range', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const code = generateOtpCode();
      expect(code).toMatch(/^\d{4}$/);
      seen.add(code[0]!);
    }
    // Leading zeros appear, so padding works and the range starts at 0000.
    expect(seen.has('0')).toBe(true);
    expect(seen.size).toBe(10);
  });

  it('are stored as a salted hash that never contains the code', () => {
    const salt = newOtpSalt();
    const hash = hashOtpCode('1234', salt);
    expect(hash).not.toContain('1234');
    expect(hashOtpCode('1234', newOtpSalt())).not.toBe(hash);
    expect(otpCodeMatches('1234', salt, hash)).toBe(true);
    expect(otpCodeMatches('1235', salt, hash)).toBe(false);
    expect(otpCodeMatches('1234', newOtpSalt(), hash)).toBe(false);
  });

  it('refuses a malformed stored hash without throwing', () => {
    expect(otpCodeMatches('1234', newOtpSalt(), 'short')).toBe(false);
  });
});
