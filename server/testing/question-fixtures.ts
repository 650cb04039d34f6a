// Lead questions as a client sends them (PUT /company/lead-questions), for the tests of leads. A
// question is a form field of the contract, so it is built on the browser's own form-field fixture:
// one list of the contract's keys for both sides.
import { formField } from '../../src/rules/form-field-fixture.ts';

/** A question in the contract's FormField shape (every key present), labelled with its name. */
export function question(name: string, type: string, extra: Record<string, unknown> = {}) {
  return { ...formField({ _id: crypto.randomUUID(), name, type, label: name }), ...extra };
}

export const options = (...values: string[]) => values.map((value) => ({ value, label: value }));
