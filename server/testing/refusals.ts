// A refused request must change nothing: the tests read the state it could touch before and after.
import { expect } from 'vitest';
import type { ApiAnswer } from './api-call.ts';

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
