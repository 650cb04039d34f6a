import { describe, expect, it } from 'vitest';
import { textProblems } from './text-guard.ts';

describe('textProblems', () => {
  it('passes ordinary text, astral characters and any other JSON value', () => {
    expect(textProblems({ name: 'Acme 🦀 𝕬', list: ['é', 1, true, null], nested: { deep: 'ok' } })).toEqual([]);
    expect(textProblems(undefined)).toEqual([]);
  });

  it('names each string with a NUL character or an unpaired surrogate by its JSON pointer', () => {
    expect(textProblems({ question: 'a\u0000b', person: { fullName: 'x\ud800' }, tags: ['ok', '\udc00'] })).toEqual([
      { path: '/question', message: 'question must not contain the NUL character (\\u0000)' },
      { path: '/person/fullName', message: 'person.fullName must be valid Unicode text (it has an unpaired surrogate)' },
      { path: '/tags/1', message: 'tags.1 must be valid Unicode text (it has an unpaired surrogate)' },
    ]);
  });

  it('checks property names too, since answers are stored with their keys', () => {
    expect(textProblems({ 'a\u0000/b': 1 })).toEqual([
      { path: '/a\u0000~1b', message: 'a\u0000/b (the name) must not contain the NUL character (\\u0000)' },
    ]);
  });

  it('walks thousands of nested arrays without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(textProblems(deep)).toHaveLength(1);
  });

  it('stops after ten problems', () => {
    expect(textProblems(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(10);
  });
});
