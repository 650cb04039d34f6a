import { describe, expect, it } from 'vitest';
import { importRepeats } from './import-duplicates.ts';
import { leadQuestionProblems } from './company-questions.ts';
import { mergedAnswers, normaliseTags, qualificationColumns } from './qualification-columns.ts';

const budget = { name: 'budget', type: 'select', label: 'Budget', required: true, options: [{ value: 'Low', label: 'Low' }, { value: 'High', label: 'High' }] };
const seats = { name: 'seats', type: 'number', label: 'Seats' };

describe('normaliseTags', () => {
  it('trims, keeps the first spelling of each tag whatever its case, in order', () => {
    expect(normaliseTags([' VIP ', 'vip', 'Pilot', '  ', 'PILOT', 'Demo'])).toEqual(['VIP', 'Pilot', 'Demo']);
  });
});

describe('mergedAnswers', () => {
  it('merges given answers into the existing ones, keeping answers to removed questions unchecked', () => {
    const merged = mergedAnswers([budget, seats], { budget: 'Low', removed: 'kept as it was' }, { seats: '4' }, '/answers');
    expect(merged).toEqual({ ok: true, answers: { removed: 'kept as it was', budget: 'Low', seats: 4 } });
  });

  it('clears an optional answer given as null', () => {
    expect(mergedAnswers([budget, seats], { budget: 'Low', seats: 4 }, { seats: null }, '/answers')).toEqual({ ok: true, answers: { budget: 'Low' } });
  });

  it('reports every problem of the answers given with a pointer: unknown keys, bad values, a required answer cleared', () => {
    const merged = mergedAnswers([budget, seats], { budget: 'Low' }, { budget: '', seats: 'many', colour: 'red' }, '/leads/2/answers');
    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.errors.map((error) => error.path).sort()).toEqual(['/leads/2/answers/budget', '/leads/2/answers/colour', '/leads/2/answers/seats']);
  });

  it('checks only the questions answered, so a scan may leave a required one for later', () => {
    expect(mergedAnswers([budget, seats], {}, { seats: 2 }, '/answers')).toEqual({ ok: true, answers: { seats: 2 } });
  });
});

describe('qualificationColumns', () => {
  it('changes only the fields present, and at most 20 tags', () => {
    const tags = Array.from({ length: 25 }, (_, i) => `t${i}`);
    expect(qualificationColumns({ rating: null, tags }, [], {}, '/answers')).toEqual({ ok: true, columns: { rating: null, tags: tags.slice(0, 20) } });
    expect(qualificationColumns({}, [], { a: 1 }, '/answers')).toEqual({ ok: true, columns: {} });
  });
});

describe('leadQuestionProblems', () => {
  it('accepts display-only and plain questions with unique names', () => {
    expect(leadQuestionProblems([{ name: 'intro', type: 'info' }, { name: null, type: 'title' }, budget, seats])).toEqual([]);
  });

  it('refuses names repeated in another case', () => {
    expect(leadQuestionProblems([seats, { ...seats, name: 'SEATS' }])).toEqual([{ path: '/questions/1/name', message: 'is already the name of question 1' }]);
  });
});

describe('importRepeats', () => {
  it('names stored leads first, else the first row of the file with the e-mail; rows without one are always new', () => {
    const rows = [{ emailId: 'a@x.example' }, { emailId: 'b@x.example' }, { emailId: 'a@x.example' }, { emailId: null }, { emailId: null }, { emailId: 'b@x.example' }];
    expect(importRepeats(rows, new Map([['b@x.example', 'lead-b']]))).toEqual({
      fresh: [0, 3, 4],
      repeats: [
        { row: 1, leadId: 'lead-b' },
        { row: 2, earlierRow: 0 },
        { row: 5, leadId: 'lead-b' },
      ],
    });
  });
});
