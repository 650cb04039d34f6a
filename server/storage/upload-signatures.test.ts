import { describe, expect, it } from 'vitest';
import { fileProblem, UPLOAD_RULES as FIELD_RULES, type UploadKind } from '../../src/rules/upload-rules.ts';
import { checkFileName } from './file-name.ts';
import { ruleFor, UPLOAD_RULES } from './upload-signatures.ts';

// The upload fields' rules (src/rules/upload-rules.ts) are the server's allow-list: a file the
// browser lets through by name and size is taken by the server's name and size checks too.
describe('the upload allow-list, in the browser and on the server', () => {
  const kinds = Object.keys(FIELD_RULES) as UploadKind[];

  it('takes every extension a field accepts, with the same size limit', () => {
    for (const kind of kinds) {
      for (const extension of FIELD_RULES[kind].extensions) {
        expect(ruleFor(extension)?.maxBytes, `${kind} .${extension}`).toBe(FIELD_RULES[kind].maxBytes);
        expect(checkFileName(`Brochure 2025.${extension.toUpperCase()}`).extension).toBe(extension);
      }
    }
  });

  it('accepts no extension that no field accepts', () => {
    const accepted = new Set(kinds.flatMap((kind) => FIELD_RULES[kind].extensions));
    expect(Object.keys(UPLOAD_RULES).sort()).toEqual([...accepted].sort());
  });

  it('refuses by name what the browser refuses by name', () => {
    for (const name of ['logo.gif', 'notes', '.png', 'setup.exe', 'image.png.']) {
      const browser = fileProblem('image', { name, size: 1 });
      const server = (() => {
        try {
          const { rule } = checkFileName(name);
          return rule.kind === 'image' ? null : 'not an image';
        } catch {
          return 'refused';
        }
      })();
      expect(browser === null, name).toBe(server === null);
    }
  });
});
