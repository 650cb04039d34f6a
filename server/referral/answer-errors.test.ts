import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '../db/schema/passes.ts';
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
    expect(accepts(text, 'Acme')).toBe(true);
    expect(accepts(text, 42)).toBe(false);
    expect(accepts(text, 'x'.repeat(255))).toBe(true);
    expect(errorsOf([text], { text: 'x'.repeat(256) })).toEqual([
      { path: 'text', message: 'Company must be at most 255 characters' },
    ]);
    const password = field({ type: 'password' });
    expect(accepts(password, 'secret')).toBe(true);
    expect(accepts(password, ['secret'])).toBe(false);
    const textarea = field({ type: 'textarea' });
    expect(accepts(textarea, 'x'.repeat(5000))).toBe(true);
    expect(accepts(textarea, 'x'.repeat(5001))).toBe(false);
    expect(accepts(textarea, { text: 'x' })).toBe(false);
  });

  it('validates email fields even without a rule', () => {
    const email = field({ type: 'email', label: 'Email' });
    expect(accepts(email, 'ada@example.com')).toBe(true);
    expect(accepts(email, 'ada.lovelace+expo@mail.example.co.uk')).toBe(true);
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada@@example.com', 7]) {
      expect(accepts(email, bad)).toBe(false);
    }
    expect(errorsOf([email], { email: 'nope' })).toEqual([
      { path: 'email', message: 'Email must be a valid email address' },
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
    expect(accepts(email, 'a@b.io')).toBe(true);
    expect(accepts(email, 'not-an-email')).toBe(false);
    expect(accepts(email, 'someone.long@example.com')).toBe(false);
  });

  it('checks numbers', () => {
    const n = field({ type: 'number', label: 'Age' });
    expect(accepts(n, 42)).toBe(true);
    expect(accepts(n, 0)).toBe(true);
    expect(accepts(n, '42')).toBe(true);
    expect(accepts(n, '-3.5')).toBe(true);
    expect(accepts(n, 'forty')).toBe(false);
    expect(accepts(n, '1e999')).toBe(false);
    expect(accepts(n, true)).toBe(false);
    expect(errorsOf([n], { number: 'x' })).toEqual([{ path: 'number', message: 'Age must be a number' }]);
    const bounded = field({ type: 'number', label: 'Guests', validation: { min: 1, max: 4 } });
    expect(accepts(bounded, 4)).toBe(true);
    expect(errorsOf([bounded], { number: '0' })).toEqual([{ path: 'number', message: 'Guests must be at least 1' }]);
    expect(errorsOf([bounded], { number: 5 })).toEqual([{ path: 'number', message: 'Guests must be at most 4' }]);
  });

  it('checks checkboxes as booleans; a required one must be ticked', () => {
    const optional = field({ type: 'checkbox' });
    expect(accepts(optional, true)).toBe(true);
    expect(accepts(optional, false)).toBe(true);
    expect(accepts(optional, 'true')).toBe(false);
    const consent = field({ type: 'checkbox', label: 'I agree', required: true });
    expect(accepts(consent, true)).toBe(true);
    expect(errorsOf([consent], { checkbox: false })).toEqual([{ path: 'checkbox', message: 'I agree must be checked' }]);
    expect(errorsOf([consent], {})).toEqual([{ path: 'checkbox', message: 'I agree must be checked' }]);
  });

  it('checks dates, datetimes and times with minDate and maxDate', () => {
    const date = field({ type: 'date', label: 'Arrival', minDate: '2025-03-01', maxDate: '2025-03-31' });
    expect(accepts(date, '2025-03-01')).toBe(true);
    expect(accepts(date, '2025-03-31')).toBe(true);
    expect(accepts(date, '2025-02-30')).toBe(false);
    expect(accepts(date, '03/05/2025')).toBe(false);
    expect(accepts(date, 20250305)).toBe(false);
    expect(errorsOf([date], { date: '2025-02-28' })).toEqual([
      { path: 'date', message: 'Arrival must be on or after 2025-03-01' },
    ]);
    expect(errorsOf([date], { date: '2025-04-01' })).toEqual([
      { path: 'date', message: 'Arrival must be on or before 2025-03-31' },
    ]);

    const datetime = field({ type: 'datetime', minDate: '2025-03-01', maxDate: '2025-03-02T12:00' });
    expect(accepts(datetime, '2025-03-01T09:30')).toBe(true);
    expect(accepts(datetime, '2025-03-02T11:59:59')).toBe(true);
    expect(accepts(datetime, '2025-03-02T12:30')).toBe(false);
    expect(accepts(datetime, '2025-02-28T23:59')).toBe(false);
    expect(accepts(datetime, '2025-03-01')).toBe(false);
    expect(accepts(datetime, '2025-03-01T25:00')).toBe(false);

    const time = field({ type: 'time' });
    expect(accepts(time, '09:30')).toBe(true);
    expect(accepts(time, '23:59:59')).toBe(true);
    expect(accepts(time, '24:00')).toBe(false);
    expect(accepts(time, '9:30')).toBe(false);
    expect(accepts(time, 930)).toBe(false);
  });

  it('checks mobile numbers as {country, number} digit strings', () => {
    const m = field({ type: 'mobilenumber', label: 'Mobile' });
    expect(accepts(m, { country: '91', number: '9876543210' })).toBe(true);
    expect(accepts(m, { country: '1', number: '2025550143' })).toBe(true);
    expect(accepts(m, { country: '86', number: '13800138000' })).toBe(true);
    expect(accepts(m, { country: '91', number: '98765' })).toBe(false);
    expect(accepts(m, { country: '+91', number: '9876543210' })).toBe(false);
    expect(accepts(m, { country: 91, number: '9876543210' })).toBe(false);
    expect(accepts(m, { country: '91', number: 9876543210 })).toBe(false);
    expect(accepts(m, { country: '91', number: '98765-4321' })).toBe(false);
    expect(accepts(m, { country: '91', number: '9876543210', extra: 1 })).toBe(false);
    expect(accepts(m, '+91 9876543210')).toBe(false);
    expect(accepts(m, ['91', '9876543210'])).toBe(false);
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
    expect(accepts(select, 'buyer')).toBe(true);
    expect(accepts(select, 'Buyer')).toBe(false);
    expect(accepts(select, ['buyer'])).toBe(false);
    expect(errorsOf([select], { select: 'admin' })).toEqual([
      { path: 'select', message: 'Role must be one of the listed options' },
    ]);

    const csv = field({ type: 'select', apiType: 'CSV', options: ' Small , Medium,Large ,' });
    expect(optionValues(csv)).toEqual(['Small', 'Medium', 'Large']);
    expect(accepts(csv, 'Medium')).toBe(true);
    expect(accepts(csv, ' Medium')).toBe(false);

    // Options fetched from an outside source cannot be checked here: any text is taken.
    expect(accepts(field({ type: 'select', selectApi: 'https://example.com/options' }), 'whatever')).toBe(true);
  });

  it('checks multiSelect as a list of option values', () => {
    const multi = field({ type: 'multiSelect', label: 'Interests', apiType: 'CSV', options: 'AI, Cloud, IoT' });
    expect(accepts(multi, ['AI', 'IoT'])).toBe(true);
    expect(accepts(multi, ['AI', 'Blockchain'])).toBe(false);
    expect(accepts(multi, ['AI', 'AI'])).toBe(false);
    expect(accepts(multi, 'AI')).toBe(false);
    expect(accepts(multi, ['AI', 3])).toBe(false);
    expect(errorsOf([multi], { multiSelect: ['Nope'] })).toEqual([
      { path: 'multiSelect', message: 'Interests must use only the listed options' },
    ]);
  });

  it('checks image and file answers against allowedFileTypes', () => {
    const image = field({ type: 'image', allowedFileTypes: ['.png', 'JPG'] });
    expect(accepts(image, 'eventWebsite/abc.png')).toBe(true);
    expect(accepts(image, 'eventWebsite/abc.JPG')).toBe(true);
    expect(accepts(image, 'eventWebsite/abc.pdf')).toBe(false);
    expect(accepts(image, 12)).toBe(false);
    expect(errorsOf([image], { image: 'x.gif' })).toEqual([
      { path: 'image', message: 'image must be one of these file types: .png, JPG' },
    ]);
    const byMediaType = field({ type: 'file', allowedFileTypes: ['application/pdf', 'image/*'] });
    expect(accepts(byMediaType, 'eventWebsite/id.pdf')).toBe(true);
    expect(accepts(byMediaType, 'eventWebsite/id.jpeg')).toBe(true);
    expect(accepts(byMediaType, 'eventWebsite/id.exe')).toBe(false);
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
