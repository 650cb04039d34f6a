import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv.ts';
import { pointerToPath, summarise, toFieldErrors } from './validation-messages.ts';

// Real Ajv errors from real schemas, so the wording follows what Ajv actually reports.
function errorsFor(schema: object, data: unknown) {
  const validate = createAjv({ coerceTypes: false, useDefaults: false, allErrors: true }).compile(schema);
  expect(validate(data)).toBe(false);
  return toFieldErrors(validate.errors ?? [], 'body');
}

describe('toFieldErrors', () => {
  it('names a missing field by its path', () => {
    const errors = errorsFor({ type: 'object', required: ['mobile'], properties: { mobile: { type: 'string' } } }, {});
    expect(errors).toEqual([{ path: '/mobile', message: 'mobile is required' }]);
  });

  it('describes digit patterns in words', () => {
    const schema = { type: 'object', properties: { mobile: { type: 'string', pattern: '^[0-9]{6,15}$' }, otp: { type: 'string', pattern: '^\\d{4}$' } } };
    expect(errorsFor(schema, { mobile: '12ab' })).toEqual([{ path: '/mobile', message: 'mobile must be 6 to 15 digits' }]);
    expect(errorsFor(schema, { otp: '12' })).toEqual([{ path: '/otp', message: 'otp must be exactly 4 digits' }]);
  });

  it('falls back to the pattern itself for other patterns', () => {
    const errors = errorsFor({ type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{2}-' } } }, { code: 'x' });
    expect(errors[0]?.message).toBe('code is not in the expected format (^[A-Z]{2}-)');
  });

  it('uses plain words for types, lengths, enums, formats and ranges', () => {
    const schema = {
      type: 'object',
      properties: {
        rating: { type: 'integer', minimum: 1, maximum: 5 },
        name: { type: 'string', minLength: 1, maxLength: 3 },
        priority: { enum: ['low', 'medium', 'high'] },
        email: { type: 'string', format: 'email' },
        tags: { type: 'array', minItems: 1 },
      },
    };
    expect(errorsFor(schema, { rating: '5' })).toEqual([{ path: '/rating', message: 'rating must be a whole number' }]);
    expect(errorsFor(schema, { rating: 9 })[0]?.message).toBe('rating must be at most 5');
    expect(errorsFor(schema, { name: '' })[0]?.message).toBe('name must not be empty');
    expect(errorsFor(schema, { name: 'abcd' })[0]?.message).toBe('name must be at most 3 characters long');
    expect(errorsFor(schema, { priority: 'urgent' })[0]?.message).toBe('priority must be one of "low", "medium", "high"');
    expect(errorsFor(schema, { email: 'nope' })[0]?.message).toBe('email must be a valid e-mail address');
    expect(errorsFor(schema, { tags: [] })[0]?.message).toBe('tags must have at least 1 item');
  });

  it('points into nested objects and lists with dotted paths', () => {
    const schema = {
      type: 'object',
      properties: { members: { type: 'array', items: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } } } },
    };
    expect(errorsFor(schema, { members: [{ email: 'a' }, {}] })).toEqual([{ path: '/members/1/email', message: 'members.1.email is required' }]);
  });

  it('reports unknown fields by name', () => {
    const errors = errorsFor({ type: 'object', additionalProperties: false, properties: {} }, { isAdmin: true });
    expect(errors).toEqual([{ path: '/isAdmin', message: 'isAdmin is not an accepted field' }]);
  });

  it('folds a nullable union into one sentence', () => {
    const schema = { type: 'object', properties: { logo: { anyOf: [{ type: 'string' }, { type: 'null' }] }, note: { type: ['string', 'null'] } } };
    expect(errorsFor(schema, { logo: 5 })).toEqual([{ path: '/logo', message: 'logo must be text or null' }]);
    expect(errorsFor(schema, { note: 5 })).toEqual([{ path: '/note', message: 'note must be text or null' }]);
  });

  it('names the request part when the whole part is wrong', () => {
    expect(errorsFor({ type: 'object' }, [1])).toEqual([{ path: '', message: 'The request body must be an object' }]);
  });
});

describe('summarise', () => {
  it('joins the first three messages and counts the rest', () => {
    const errors = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ path: name, message: `${name} is required` }));
    expect(summarise(errors)).toBe('a is required; b is required; c is required (and 2 more)');
    expect(summarise(errors.slice(0, 1))).toBe('a is required');
  });
});

describe('pointerToPath', () => {
  it('unescapes JSON pointer segments', () => {
    expect(pointerToPath('/a~1b/0/c~0d')).toBe('a/b.0.c~d');
    expect(pointerToPath('')).toBe('');
  });
});
