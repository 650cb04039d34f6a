import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/rules/field-rules.ts';
import { createAjv } from './ajv.ts';

describe("the contract's formats", () => {
  it("checks `format: email` with the browser's e-mail rule", () => {
    const ajv = createAjv({ coerceTypes: false, useDefaults: false, allErrors: false });
    const validate = ajv.compile({ type: 'string', format: 'email' });
    const samples = [
      'noor@acme.example',
      'first.last+tag@sub.acme.example',
      'noor',
      'noor@acme',
      'no or@acme.example',
      `${'a'.repeat(250)}@x.io`,
      `${'a'.repeat(240)}@acme.example`,
    ];
    for (const sample of samples) expect(validate(sample), sample).toBe(isEmailAddress(sample));
    // The 254-character cap is the browser's too; ajv-formats alone has none.
    expect(validate(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });
});
