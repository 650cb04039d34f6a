import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// SPEC.txt writes "Email" (the lead row's button, "Back to Email Login") and never "E-mail" as a
// label, so the portal and the console label e-mail fields, columns and buttons "Email" throughout.
// Checked over the words of the code (strings and JSX text), not its comments; a machine state's
// `description` is for the inspector and left out of the build, so it is not read.
const root = fileURLToPath(new URL('../..', import.meta.url));

const userFacingSources = (): string[] =>
  execFileSync('git', ['ls-files', 'src', 'server'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|model|fixtures)\.tsx?$|\.d\.ts$|^server\/testing\//.test(path));

/** "file:line" of each line whose words (not a comment, not a state description) write "E-mail" or "(no e-mail". */
export const hyphenatedLabels = (files: ReadonlyArray<{ path: string; text: string }>): string[] =>
  files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*') || code.startsWith('description:')) return [];
      return /["'`>][^"'`]*\bE-mail\b|\(no e-mail/.test(code) ? [`${path}:${index + 1}`] : [];
    }),
  );

describe('e-mail labels', () => {
  it('say "Email" in every screen of the portal and the console', () => {
    expect(hyphenatedLabels(userFacingSources().map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') })))).toEqual([]);
  });

  it('are found in strings and JSX text, not in comments', () => {
    const files = [
      { path: 'a.tsx', text: '<TextField label="E-mail" />\n// E-mail in a comment\n<th>E-mail</th>' },
      { path: 'b.ts', text: "const line = `E-mail: ${mail}`;\n  description: \"E-mail and password\",\nconst label = '(no e-mail)';\n  {name} (no e-mail)" },
    ];
    expect(hyphenatedLabels(files)).toEqual(['a.tsx:1', 'a.tsx:3', 'b.ts:1', 'b.ts:3', 'b.ts:4']);
  });
});
