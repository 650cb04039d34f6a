// Validators compiled on their first use: they validate as Ajv's own do, compile nothing until then,
// and every one a server holds compiles when asked, so a schema Ajv refuses fails here.
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../testing/api-test-kit.ts';
import { createAjv } from './ajv.ts';
import { listOperations, loadOpenApiDocument } from './contract-document.ts';
import { compileEveryValidator } from './openapi.ts';
import { validatorsOnFirstUse } from './validators-on-first-use.ts';

const nameSchema = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 }, role: { type: 'string', default: 'member' } } };

describe('validatorsOnFirstUse', () => {
  it('compiles a validator on its first call, then validates, reports errors and applies defaults as Ajv does', () => {
    const ajv = createAjv({ coerceTypes: false, useDefaults: true, allErrors: false });
    const validators = validatorsOnFirstUse();
    let compiles = 0;
    const validate = validators.defer(() => {
      compiles += 1;
      return ajv.compile(nameSchema);
    });
    expect(compiles).toBe(0);

    const answer: Record<string, unknown> = { name: 'Asha' };
    expect(validate(answer)).toBe(true);
    expect(answer.role).toBe('member');
    expect(validate({ name: '' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/name', keyword: 'minLength' });
    expect(validate({ name: 'Asha' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
    expect(validate.schemaEnv).toBeDefined();
  });

  it("defers a plugin's compiles through the instance it is given, which is still an Ajv", () => {
    const ajv = createAjv({ coerceTypes: false, useDefaults: false, allErrors: true });
    const validators = validatorsOnFirstUse();
    const deferring = validators.deferringCompile(ajv);
    expect(deferring).toBeInstanceOf(ajv.constructor);
    const validate = deferring.compile(nameSchema);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'required', params: { missingProperty: 'name' } });
    expect(validators.compileAll()).toBe(1);
  });

  it('compileAll compiles what was never used, and a schema Ajv refuses throws there', () => {
    const ajv = createAjv({ coerceTypes: false, useDefaults: false, allErrors: false });
    const validators = validatorsOnFirstUse();
    validators.defer(() => ajv.compile(nameSchema));
    // A typo Ajv's strict mode refuses: at start it would have stopped the server.
    validators.defer(() => ajv.compile({ type: 'string', minLenght: 1 }));
    expect(() => validators.compileAll()).toThrow(/unknown keyword: "minLenght"/);
  });
});

describe("the server's validators", () => {
  const api = useApiServer('pglite', { seed: false });

  it('every request and response schema of the contract compiles', async () => {
    // Each operation's parameters and body and each of its answers (about 2,300 in all); every
    // operation answers at least a success and an error.
    const operations = listOperations(await loadOpenApiDocument()).length;
    expect(compileEveryValidator(api.app)).toBeGreaterThanOrEqual(operations * 2);
  });
});
