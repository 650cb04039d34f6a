// The files the unit stage starts first must exist: a renamed one would silently start last again.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LONGEST_FILES } from '../longest-first-sequencer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the longest files first', () => {
  it.each(LONGEST_FILES)('%s exists', (file) => {
    expect(existsSync(`${root}${file}`), `${file} is listed in tests/longest-first-sequencer.ts`).toBe(true);
  });
});
