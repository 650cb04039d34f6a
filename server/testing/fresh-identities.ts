// Client addresses and mobile numbers no other call of this run has used, so per-IP and per-number
// counters start at zero and a registration never meets a seeded account.
import { randomInt } from 'node:crypto';

let nextIp = randomInt(0, 1 << 20);
/** A client address (sent as X-Forwarded-For) no other call of this run has used. */
export function freshIp(): string {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

let nextMobile = randomInt(1_000_000, 8_000_000);
/** A 10-digit number no seeded account uses. */
export function freshMobile(): string {
  nextMobile += 1;
  return `70${String(nextMobile).padStart(8, '0')}`;
}
