// Turns Ajv's errors into sentences a person can act on ("mobile must be 6 to 15 digits") with the
// field's JSON Pointer (`/mobile`, as the contract's ErrorItem says), so a 400 tells the client
// exactly what to fix. Messages name nested fields in dotted form (`members.1.email`).
import type { ErrorObject } from 'ajv';
import type { FieldError } from './api-error.ts';

export type ValidationPart = 'body' | 'querystring' | 'params' | 'headers';

const typeNames: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const formatNames: Record<string, string> = {
  email: 'a valid e-mail address',
  'date-time': 'a date and time such as 2025-01-31T09:30:00Z',
  date: 'a date such as 2025-01-31',
  time: 'a time such as 09:30:00Z',
  uuid: 'a valid id (UUID)',
  uri: 'a full URL such as https://example.com',
  url: 'a full URL such as https://example.com',
  hostname: 'a host name such as example.com',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

const partNames: Record<ValidationPart, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

/** `/members/0/mobile` -> `members.0.mobile` (JSON pointer escapes undone). */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** Recognises the digit-only patterns the contract uses for phone numbers and codes. */
function describePattern(pattern: string): string | undefined {
  const digits = /^\^(?:\[0-9\]|\\d)(?:\{(\d+)(?:,(\d*))?\}|(\+))\$$/.exec(pattern);
  if (!digits) return undefined;
  const [, min, max, plus] = digits;
  if (plus) return 'must contain digits only';
  if (max === undefined) return `must be exactly ${plural(Number(min), 'digit')}`;
  if (max === '') return `must be at least ${plural(Number(min), 'digit')}`;
  return `must be ${min} to ${max} digits`;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = String(params.type).split(',');
      return `must be ${types.map((type) => typeNames[type] ?? type).join(' or ')}`;
    }
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${plural(Number(params.limit), 'character')} long`;
    case 'maxLength':
      return `must be at most ${plural(Number(params.limit), 'character')} long`;
    case 'pattern':
      return describePattern(String(params.pattern)) ?? `is not in the expected format (${String(params.pattern)})`;
    case 'format':
      return `must be ${formatNames[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'enum':
      return `must be one of ${listOf(params.allowedValues as unknown[])}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' };
      return `must be ${words[error.keyword]} ${String(params.limit)}`;
    }
    case 'minItems':
      return `must have at least ${plural(Number(params.limit), 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(Number(params.limit), 'item')}`;
    case 'uniqueItems':
      return 'must not contain the same item twice';
    case 'minProperties':
      return params.limit === 1 ? 'must not be empty' : `must have at least ${plural(Number(params.limit), 'field')}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

function fieldError(error: ErrorObject, part: ValidationPart): FieldError {
  const params = error.params as Record<string, unknown>;
  // For a missing or unknown property, point at where that property would be.
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties'
        ? (params.additionalProperty ?? params.unevaluatedProperty)
        : undefined;
  const pointer = child === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(String(child))}`;
  const name = pointerToPath(pointer);
  if (error.keyword === 'required') return { path: pointer, message: `${name} is required` };
  if (child !== undefined) return { path: pointer, message: `${name} is not an accepted field` };
  return { path: pointer, message: `${name === '' ? partNames[part] : name} ${describe(error)}` };
}

/**
 * anyOf/oneOf report every branch's failure and then their own; for `type: [x, null]`-style
 * unions that reads badly, so the branches are folded into one "must be X or Y" line.
 */
function foldUnions(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  if (unions.length === 0) return [...errors];
  const folded: ErrorObject[] = [];
  const consumed = new Set<ErrorObject>();
  for (const union of unions) {
    const branches = errors.filter((error) => error !== union && error.schemaPath.startsWith(`${union.schemaPath}/`));
    branches.forEach((branch) => consumed.add(branch));
    const sameSpot = branches.every((branch) => branch.instancePath === union.instancePath && branch.keyword === 'type');
    if (branches.length > 0 && sameSpot) {
      const types = branches.map((branch) => String((branch.params as { type: unknown }).type));
      folded.push({ ...union, keyword: 'type', params: { type: types.join(',') } });
    } else if (branches[0] !== undefined) {
      folded.push(branches[0]);
    } else {
      folded.push(union);
    }
    consumed.add(union);
  }
  return [...errors.filter((error) => !consumed.has(error)), ...folded];
}

export function toFieldErrors(errors: readonly ErrorObject[], part: ValidationPart): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of foldUnions(errors)) {
    const item = fieldError(error, part);
    const key = `${item.path}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/** One sentence for the envelope's `message`: the first problems, in order. */
export function summarise(errors: readonly FieldError[]): string {
  if (errors.length === 0) return 'The request is not valid';
  const shown = errors.slice(0, 3).map((error) => error.message);
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return `${shown.join('; ')}${more}`;
}
