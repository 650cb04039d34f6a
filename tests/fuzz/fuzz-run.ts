import fc from "fast-check";
import { expect } from "vitest";
import { FUZZ_SEED } from "./fuzz-settings.ts";

/**
 * Runs one operation's property with the run's seed. A failure says how to run the same requests
 * again (the seed, the number of requests and the variable that sets it) and why the last one failed.
 */
export async function assertFuzzProperty<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<Ts>,
  { runs, runsVariable, examples }: { readonly runs: number; readonly runsVariable: string; readonly examples?: Ts[] },
): Promise<void> {
  try {
    await fc.assert(property, { numRuns: runs, seed: FUZZ_SEED, ...(examples ? { examples } : {}), endOnFailure: process.env.FUZZ_SHRINK !== "1" });
  } catch (error) {
    const cause = (error as Error).cause;
    const why = cause instanceof Error ? `\n${cause.message}` : "";
    throw new Error(`Reproduce with FUZZ_SEED=${FUZZ_SEED} ${runsVariable}=${runs} (FUZZ_SHRINK=1 to shrink).\n${(error as Error).message}${why}`);
  }
}

/** An operation that can succeed was accepted by at least one of its requests (`counts`: answers by status). */
export function expectAcceptedOnce(operationId: string, counts: ReadonlyMap<number, number>, runs: number, neverAccepted: Readonly<Record<string, string>>): void {
  if (operationId in neverAccepted) return;
  const accepted = [...counts.keys()].some((status) => status < 400);
  expect(accepted, `${operationId} accepted none of ${runs} requests: ${JSON.stringify([...counts])}`).toBe(true);
}
