import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '../db/form-field-definition.ts';
import { optionValues } from '../../src/rules/form-answer-rules.ts';
import { answerableFields } from '../../src/rules/form-fields.ts';
import { summariseAnswerErrors, validateAnswers } from './answer-errors.ts';

// Definitions as stored: name defaults to the type so each test reads short.
function field(definition: Omit<FormFieldDefinition, 'name'> & { name?: string | null }): FormFieldDefinition {
  const { name, ...rest } = definition;
  return name === null ? rest : { name: name ?? definition.type, ...rest };
}

function errorsOf(fields: FormFieldDefinition[], answers: Record<string, unknown>) {
  const result = validateAnswers(fields, answers, ['ticketId']);
  return result.ok ? [] : result.errors;
}

function accepts(f: FormFieldDefinition, value: unknown): boolean {
  return validateAnswers([f], { [f.name as string]: value }).ok;
}

/** The field takes every answer of `taken` and refuses every answer of `refused`. */
function expectTakes(f: FormFieldDefinition, taken: readonly unknown[], refused: readonly unknown[]): void {
  for (const value of taken) expect(accepts(f, value), `${JSON.stringify(value)} taken`).toBe(true);
  for (const value of refused) expect(accepts(f, value), `${JSON.stringify(value)} refused`).toBe(false);
}

describe('validateAnswers', () => {
  it('accepts a complete, valid form and returns only known answers', () => {
    const fields = [
      field({ name: 'firstName', type: 'text', label: 'First Name', required: true }),
      field({ name: 'email', type: 'email', required: true }),
      field({ name: 'notes', type: 'textarea' }),
    ];
    const result = validateAnswers(fields, { ticketId: 'x', firstName: 'Ada', email: 'ada@example.com', notes: '' }, [
      'ticketId',
    ]);
    expect(result).toEqual({ ok: true, answers: { firstName: 'Ada', email: 'ada@example.com' } });
  });

  it('reports every missing required field by name and label', () => {
    const fields = [
      field({ name: 'firstName', type: 'text', label: 'First Name', required: true }),
      field({ name: 'phone', type: 'mobilenumber', label: 'Mobile', required: true }),
      field({ name: 'topics', type: 'multiSelect', label: 'Topics', required: true, options: [{ value: 'a', label: 'A' }] }),
    ];
    expect(errorsOf(fields, { firstName: '   ', phone: { country: '91', number: '' }, topics: [] })).toEqual([
      { path: 'firstName', message: 'First Name is required' },
      { path: 'phone', message: 'Mobile is required' },
      { path: 'topics', message: 'Topics is required' },
    ]);
  });

  it('refuses unknown keys but not reserved ones', () => {
    const fields = [field({ name: 'firstName', type: 'text' })];
    expect(errorsOf(fields, { ticketId: 'p', firstName: 'A', isAdmin: true })).toEqual([
      { path: 'isAdmin', message: 'isAdmin is not a field of this form' },
    ]);
  });

  it('gives display-only and nameless fields no answer', () => {
    const fields = [
      field({ name: 'heading', type: 'title', required: true }),
      field({ name: 'intro', type: 'html' }),
      field({ name: 'note', type: 'info' }),
      field({ name: 'sep', type: 'line' }),
      field({ name: null, type: 'text', required: true }),
      field({ name: '  ', type: 'text', required: true }),
    ];
    expect(answerableFields(fields)).toEqual([]);
    expect(validateAnswers(fields, {}).ok).toBe(true);
    expect(errorsOf(fields, { heading: 'x' })).toEqual([{ path: 'heading', message: 'heading is not a field of this form' }]);
  });

  it('checks text, password and textarea types and lengths', () => {
    const text = field({ type: 'text', label: 'Company' });
    expectTakes(text, ['Acme', 'x'.repeat(255)], [42]);
    expect(errorsOf([text], { text: 'x'.repeat(256) })).toEqual([
      { path: 'text', message: 'Company must be at most 255 characters' },
    ]);
    const password = field({ type: 'password' });
    expectTakes(password, ['secret'], [['secret']]);
    const textarea = field({ type: 'textarea' });
    expectTakes(textarea, ['x'.repeat(5000)], ['x'.repeat(5001), { text: 'x' }]);
  });

  it('validates email fields even without a rule', () => {
    const email = field({ type: 'email', label: 'Email' });
    expectTakes(
      email,
      ['ada@example.com', 'ada.lovelace+expo@mail.example.co.uk'],
      ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@@example.com', 7],
    );
    expect(errorsOf([email], { email: 'nope' })).toEqual([
      { path: 'email', message: 'Email must be a valid e-mail address' },
    ]);
  });

  it('applies validation rules on text fields', () => {
    const code = field({ type: 'text', label: 'Code', validation: { pattern: '[A-Z]{3}', message: 'Use three capitals' } });
    expect(accepts(code, 'ABC')).toBe(true);
    // The pattern must match the whole answer.
    expect(errorsOf([code], { text: 'ABCD' })).toEqual([{ path: 'text', message: 'Use three capitals' }]);
    const sized = field({ type: 'textarea', label: 'Bio', validation: { minLength: 3, maxLength: 5 } });
    expect(accepts(sized, 'abc')).toBe(true);
    expect(errorsOf([sized], { textarea: 'ab' })).toEqual([{ path: 'textarea', message: 'Bio must be at least 3 characters' }]);
    expect(accepts(sized, 'abcdef')).toBe(false);
    // A broken pattern does not lock people out; unknown or mistyped keys are ignored.
    expect(accepts(field({ type: 'text', validation: { pattern: '(' } }), 'anything')).toBe(true);
    expect(accepts(field({ type: 'text', validation: { minLength: '9', foo: 1 } }), 'a')).toBe(true);
  });

  it('keeps e-mail validation on email fields that carry a rule', () => {
    const email = field({ type: 'email', validation: { maxLength: 20 } });
    expectTakes(email, ['a@b.io'], ['not-an-email', 'someone.long@example.com']);
  });

  it('checks numbers', () => {
    const n = field({ type: 'number', label: 'Age' });
    expectTakes(n, [42, 0, '42', '-3.5'], ['forty', '1e999', true]);
    expect(errorsOf([n], { number: 'x' })).toEqual([{ path: 'number', message: 'Age must be a number' }]);
    const bounded = field({ type: 'number', label: 'Guests', validation: { min: 1, max: 4 } });
    expect(accepts(bounded, 4)).toBe(true);
    expect(errorsOf([bounded], { number: '0' })).toEqual([{ path: 'number', message: 'Guests must be at least 1' }]);
    expect(errorsOf([bounded], { number: 5 })).toEqual([{ path: 'number', message: 'Guests must be at most 4' }]);
  });

  it('checks checkboxes as booleans; a required one must be ticked', () => {
    const optional = field({ type: 'checkbox' });
    expectTakes(optional, [true, false], ['true']);
    const consent = field({ type: 'checkbox', label: 'I agree', required: true });
    expect(accepts(consent, true)).toBe(true);
    expect(errorsOf([consent], { checkbox: false })).toEqual([{ path: 'checkbox', message: 'I agree must be checked' }]);
    expect(errorsOf([consent], {})).toEqual([{ path: 'checkbox', message: 'I agree must be checked' }]);
  });

  it('checks dates, datetimes and times with minDate and maxDate', () => {
    const date = field({ type: 'date', label: 'Arrival', minDate: '2025-03-01', maxDate: '2025-03-31' });
    expectTakes(date, ['2025-03-01', '2025-03-31'], ['2025-02-30', '03/05/2025', 20250305]);
    expect(errorsOf([date], { date: '2025-02-28' })).toEqual([
      { path: 'date', message: 'Arrival must be on or after 2025-03-01' },
    ]);
    expect(errorsOf([date], { date: '2025-04-01' })).toEqual([
      { path: 'date', message: 'Arrival must be on or before 2025-03-31' },
    ]);

    const datetime = field({ type: 'datetime', minDate: '2025-03-01', maxDate: '2025-03-02T12:00' });
    expectTakes(datetime, ['2025-03-01T09:30', '2025-03-02T11:59:59'], ['2025-03-02T12:30', '2025-02-28T23:59', '2025-03-01', '2025-03-01T25:00']);

    const time = field({ type: 'time' });
    expectTakes(time, ['09:30', '23:59:59'], ['24:00', '9:30', 930]);
  });

  it('checks mobile numbers as {country, number} digit strings', () => {
    const m = field({ type: 'mobilenumber', label: 'Mobile' });
    expectTakes(
      m,
      [{ country: '91', number: '9876543210' }, { country: '1', number: '2025550143' }, { country: '86', number: '13800138000' }],
      [
        { country: '91', number: '98765' },
        { country: '+91', number: '9876543210' },
        { country: 91, number: '9876543210' },
        { country: '91', number: 9876543210 },
        { country: '91', number: '98765-4321' },
        { country: '91', number: '9876543210', extra: 1 },
        '+91 9876543210',
        ['91', '9876543210'],
      ],
    );
    // The definition's length rule counts the number's digits.
    const ruled = field({ type: 'mobilenumber', validation: { minLength: 10, maxLength: 10, message: 'Enter 10 digits' } });
    expect(accepts(ruled, { country: '1', number: '2025550143' })).toBe(true);
    expect(errorsOf([ruled], { mobilenumber: { country: '86', number: '13800138000' } })).toEqual([
      { path: 'mobilenumber', message: 'Enter 10 digits' },
    ]);
    // Left empty on an optional field: no answer.
    expect(validateAnswers([m], { mobilenumber: { country: '91', number: '' } })).toEqual({ ok: true, answers: {} });
  });

  it('checks select values against options, including CSV options', () => {
    const select = field({
      type: 'select',
      label: 'Role',
      options: [
        { value: 'buyer', label: 'Buyer' },
        { value: 'seller', label: 'Seller' },
      ],
    });
    expectTakes(select, ['buyer'], ['Buyer', ['buyer']]);
    expect(errorsOf([select], { select: 'admin' })).toEqual([
      { path: 'select', message: 'Role must be one of the listed options' },
    ]);

    const csv = field({ type: 'select', apiType: 'CSV', options: ' Small , Medium,Large ,' });
    expect(optionValues(csv)).toEqual(['Small', 'Medium', 'Large']);
    expectTakes(csv, ['Medium'], [' Medium']);

    // Options fetched from an outside source cannot be checked here: any text is taken.
    expect(accepts(field({ type: 'select', selectApi: 'https://example.com/options' }), 'whatever')).toBe(true);
  });

  it('checks multiSelect as a list of option values', () => {
    const multi = field({ type: 'multiSelect', label: 'Interests', apiType: 'CSV', options: 'AI, Cloud, IoT' });
    expectTakes(multi, [['AI', 'IoT']], [['AI', 'Blockchain'], ['AI', 'AI'], 'AI', ['AI', 3]]);
    expect(errorsOf([multi], { multiSelect: ['Nope'] })).toEqual([
      { path: 'multiSelect', message: 'Interests must use only the listed options' },
    ]);
  });

  it('checks image and file answers against allowedFileTypes', () => {
    const image = field({ type: 'image', allowedFileTypes: ['.png', 'JPG'] });
    expectTakes(image, ['eventWebsite/abc.png', 'eventWebsite/abc.JPG'], ['eventWebsite/abc.pdf', 12]);
    expect(errorsOf([image], { image: 'x.gif' })).toEqual([
      { path: 'image', message: 'image must be one of these file types: .png, JPG' },
    ]);
    const byMediaType = field({ type: 'file', allowedFileTypes: ['application/pdf', 'image/*'] });
    expectTakes(byMediaType, ['eventWebsite/id.pdf', 'eventWebsite/id.jpeg'], ['eventWebsite/id.exe']);
    const file = field({ type: 'file' });
    expect(accepts(file, 'eventWebsite/anything.bin')).toBe(true);
  });

  it('summarises errors in one sentence', () => {
    expect(summariseAnswerErrors([{ path: 'a', message: 'A is required' }])).toBe('A is required');
    expect(
      summariseAnswerErrors([
        { path: 'a', message: 'A is required' },
        { path: 'b', message: 'B is required' },
        { path: 'c', message: 'C is required' },
      ]),
    ).toBe('A is required (and 2 more problems)');
  });
});
