// PostgreSQL cannot store the NUL character in text or jsonb, and jsonb refuses an unpaired UTF-16
// surrogate: either one, anywhere in a request, used to reach the database as a driver error and
// answer 500 (found by tests/fuzz). The contract's schemas allow any string, so this check runs
// after them for every operation: a 400 naming the value, like any other invalid input.
import type { FastifyRequest } from 'fastify';
import { ApiError, type FieldError } from './api-error.ts';
import { pointerToPath } from './validation-messages.ts';

// With the u flag a surrogate pair is one code point, so this matches an unpaired half only.
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;
const MAX_REPORTED = 10;

function problemWith(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (UNPAIRED_SURROGATE.test(text)) return 'must be valid Unicode text (it has an unpaired surrogate)';
  return undefined;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Every string (and object key) of a value with a problem, as field errors. A loop, not recursion:
 * a body of thousands of nested arrays must not overflow the stack (the fuzz sends one).
 */
export function textProblems(value: unknown): FieldError[] {
  const found: FieldError[] = [];
  const report = (at: string, problem: string) => {
    const name = pointerToPath(at) || 'The value';
    found.push({ path: at, message: `${name} ${problem}` });
  };
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const [current, pointer] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = problemWith(current);
      if (problem) report(pointer, problem);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push([current[index], `${pointer}/${index}`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current).reverse()) {
        const at = `${pointer}/${escapePointer(key)}`;
        const problem = problemWith(key);
        if (problem) report(at, `(the name) ${problem}`);
        pending.push([inner, at]);
      }
    }
  }
  return found;
}

/** Route preHandler: path, query and JSON body, after the token and the schema checks. */
export async function textGuard(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const errors = textProblems(part);
    if (errors.length > 0) throw new ApiError(400, errors[0]!.message, errors);
  }
}
