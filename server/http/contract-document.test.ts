// The contract's parsed form kept as JSON: the same document as the YAML gives, read back for the
// same text, parsed again for an edited one (whose earlier form is removed).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createTempDataDir } from '../db/testing.ts';
import { openApiPath, parseOpenApiText } from './contract-document.ts';

describe('parseOpenApiText', () => {
  it('gives the document the YAML gives, and reads it back from the kept JSON for the same text', async () => {
    const folder = await createTempDataDir('exhibitor-portal-contract-');
    try {
      const text = await readFile(openApiPath, 'utf8');
      const parsed = await parseOpenApiText(text, folder.path);
      expect(parsed).toEqual(parse(text));
      const [kept, ...others] = await readdir(folder.path);
      expect(others).toEqual([]);
      expect(kept).toMatch(/^[0-9a-f]{40}\.json$/);

      const fromJson = await parseOpenApiText(text, folder.path);
      expect(fromJson).toEqual(parsed);
      expect(fromJson).not.toBe(parsed);
      expect(JSON.parse(await readFile(join(folder.path, kept!), 'utf8'))).toEqual(parsed);
    } finally {
      await folder.cleanup();
    }
  });

  it('parses an edited text again and keeps only its form', async () => {
    const folder = await createTempDataDir('exhibitor-portal-contract-');
    try {
      const first = await parseOpenApiText('openapi: 3.1.0\ninfo: { title: First, version: "1" }\n', folder.path);
      const [firstFile] = await readdir(folder.path);
      const second = await parseOpenApiText('openapi: 3.1.0\ninfo: { title: Second, version: "1" }\n', folder.path);
      expect(first.info).toEqual({ title: 'First', version: '1' });
      expect(second.info).toEqual({ title: 'Second', version: '1' });
      const files = await readdir(folder.path);
      expect(files).toHaveLength(1);
      expect(files[0]).not.toBe(firstFile);
      expect(existsSync(join(folder.path, firstFile!))).toBe(false);
    } finally {
      await folder.cleanup();
    }
  });

  it('still parses where the folder cannot be written', async () => {
    const notAFolder = join(openApiPath, 'parsed');
    expect((await parseOpenApiText('openapi: 3.1.0\ninfo: { title: Read only, version: "1" }\n', notAFolder)).info).toEqual({ title: 'Read only', version: '1' });
  });
});
