// A refused request must change nothing: the tests read the state it could touch before and after.
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { ApiAnswer, CallOptions } from './api-call.ts';
import type { Database } from '../db/connect.ts';
import { snapshot } from './table-rows.ts';

/**
 * Sends the request, expects the failure envelope with `status` (and a message, matching `message`
 * when given), and that `state()` reads the same afterwards. Answers the refusal for more checks.
 */
export async function expectRefusedUnchanged(
  state: () => Promise<unknown>,
  request: () => Promise<ApiAnswer>,
  status: number,
  message?: string | RegExp,
): Promise<ApiAnswer> {
  const before = await state();
  const answer = await request();
  expect(answer.status).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toEqual(expect.any(String));
  if (message !== undefined) expect(answer.body.message).toMatch(message);
  expect(await state()).toEqual(before);
  return answer;
}

/** The part of a test server a refusal check uses (ApiServer has it; typed here so the kit can re-export this file). */
interface RefusalTarget {
  readonly db: Database;
  readonly call: (method: string, path: string, options?: CallOptions) => Promise<ApiAnswer>;
}

/**
 * The refusal check of a suite whose refused requests must leave `tables` as they were. Reads `api`
 * only when called, so it may be given a suite's server before the server starts.
 */
export function refusalCheck(api: RefusalTarget, tables: readonly PgTable[]) {
  return (method: string, path: string, options: CallOptions, status: number, message?: string | RegExp) =>
    expectRefusedUnchanged(() => snapshot(api.db, tables), () => api.call(method, path, options), status, message);
}
