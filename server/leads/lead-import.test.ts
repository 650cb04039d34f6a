// An import's rows before any database sees them: each row's columns with the importer as capturer
// and owner, a refused row refusing the file with every problem pointing into its row, and the
// words of the 409 and of the answer.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error.ts';
import { question } from '../testing/question-fixtures.ts';
import type { LeadQuestion } from './company-questions.ts';
import { askMessage, importedMessage, importValues, type ImportRow } from './lead-import.ts';
import { previewLead } from './import-duplicates.ts';

const importer = { exhibitorId: 'ex-1', userId: 'u-1' };
const row = (fullName: string, over: Partial<ImportRow> = {}): ImportRow => ({ priority: 'medium', status: 'new', person: { fullName }, ...over });

const refusal = (rows: ImportRow[], questions: LeadQuestion[] = []) => {
  try {
    importValues(rows, questions, importer);
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the rows were taken');
};

describe('importValues', () => {
  it('gives each row its columns, captured and owned by the importer, as a manual lead', () => {
    const [first, second] = importValues([row(' Ada Lovelace ', { person: { fullName: ' Ada Lovelace ', emailId: 'ADA@Example.com' } }), row('Grace Hopper', { priority: 'high', tags: ['vip'] })], [], importer);
    expect(first).toMatchObject({ fullName: 'Ada Lovelace', emailId: 'ada@example.com', source: 'manual', exhibitorId: 'ex-1', capturedBy: 'u-1', ownerId: 'u-1' });
    expect(second).toMatchObject({ fullName: 'Grace Hopper', priority: 'high', tags: ['vip'] });
  });

  it('refuses the whole file when a row is refused, pointing into the row', () => {
    const error = refusal([row('Ada'), row('   '), row('Grace', { person: { fullName: 'Grace', emailId: 'not an address' } })]);
    expect(error.status).toBe(400);
    expect(error.message).toBe('2 of 3 leads could not be imported; nothing was imported');
    expect(error.errors?.map((entry) => entry.path)).toEqual(['/leads/1/person/fullName', '/leads/2/person/emailId']);
  });

  it('checks answers against the company’s questions', () => {
    const questions = [question('budget', 'number')] as unknown as LeadQuestion[];
    const error = refusal([row('Ada', { answers: { budget: 'a lot' } })], questions);
    expect(error.errors?.every((entry) => entry.path.startsWith('/leads/0/answers'))).toBe(true);
  });
});

describe('the words of an import', () => {
  const lead = previewLead({ exhibitorId: 'ex-1', fullName: 'Ada Lovelace' }, new Date('2026-03-14T10:00:00Z'));

  it('names the stored lead when one row repeats it', () => {
    expect(askMessage([{ row: 0, matchedOn: 'email', lead }], true, 4)).toBe('A lead with this e-mail already exists: Ada Lovelace.');
  });

  it('counts the repeating rows otherwise', () => {
    expect(askMessage([{ row: 1, matchedOn: 'email', lead }], false, 4)).toBe('1 of 4 leads repeat an e-mail of an existing lead or an earlier row; nothing was imported');
  });

  it('says what was imported, merged and skipped', () => {
    expect(importedMessage({ imported: 1, merged: 0, skipped: 0 })).toBe('1 lead imported');
    expect(importedMessage({ imported: 3, merged: 1, skipped: 2 })).toBe('3 leads imported (1 merged, 2 skipped)');
  });
});
