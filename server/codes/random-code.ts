import { randomInt } from 'node:crypto';

// Short codes people read out or type (support tickets, pass tickets): RFC 4648 base32 letters
// (A-Z, 2-7), so 0/O and 1/I never get mixed up. Each character carries 5 random bits.
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function randomBase32(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += BASE32_ALPHABET[randomInt(32)];
  return code;
}
