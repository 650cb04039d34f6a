// How many of a pass's places are taken: every registration on it that the organiser did not
// reject. Rejecting a registration gives its place back, so this is what "used" means everywhere
// (pass cards, the public registration page, the check before a new registration and the ticket
// figures of the dashboard and the passes screen).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { referralRegistrations } from '../db/schema/all-tables.ts';

/** A registration the organiser did not reject: it takes one of its pass's places. */
export const takesAPlace = eq(referralRegistrations.reject, false);

export async function usedPasses(db: Executor, passId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralRegistrations)
    .where(and(eq(referralRegistrations.passId, passId), takesAPlace));
  return row?.n ?? 0;
}

/** Used places per pass id; a pass with none is missing from the map. */
export async function usedPassesByPass(db: Executor, passIds: readonly string[]): Promise<Map<string, number>> {
  if (passIds.length === 0) return new Map();
  const rows = await db
    .select({ passId: referralRegistrations.passId, n: count() })
    .from(referralRegistrations)
    .where(and(inArray(referralRegistrations.passId, [...passIds]), takesAPlace))
    .groupBy(referralRegistrations.passId);
  return new Map(rows.map((row) => [row.passId, row.n]));
}

export function passUsage(numberOfPasses: number, used: number): { usedPasses: number; remainingPasses: number } {
  return { usedPasses: used, remainingPasses: Math.max(0, numberOfPasses - used) };
}
