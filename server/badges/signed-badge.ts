// The text a badge's QR code holds, signed with the installation's key (src/rules/badge-code.ts
// describes the format the scanners check).
import type { Executor } from '../db/prepared.ts';
import { signBadge } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from './signing-key.ts';

export async function signedBadgeText(db: Executor, eventId: string, ticketCode: string): Promise<string> {
  const { privateJwk } = await badgeKeyPair(db);
  return signBadge(privateJwk, eventId, ticketCode);
}
