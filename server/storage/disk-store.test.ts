// The default store: DATA_DIR/uploads on this server's disk, written through a staging folder.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDiskFileStore, isStorePath, type DiskFileStore } from './file-store.ts';
import { createFileStore } from './create-file-store.ts';
import { samplePdf, samplePng } from './sample-files.ts';

let dataDir: string;
let store: DiskFileStore;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'disk-store-test-'));
  const created = createFileStore({ dataDir });
  if (!isDiskFileStore(created)) throw new Error('expected the disk store');
  store = created;
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('disk file store', () => {
  it('keeps files under DATA_DIR/uploads, leaving nothing in the staging folder', async () => {
    expect(store.root).toBe(join(dataDir, 'uploads'));
    await store.put('demo/logo.png', samplePng(), 'image/png');
    expect(await readFile(join(dataDir, 'uploads', 'demo', 'logo.png'))).toEqual(samplePng());
    expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
    expect(await store.exists('demo/logo.png')).toBe(true);
  });

  it('gets a file with its size and the type its extension is recorded with', async () => {
    await store.put('resource/guide.pdf', samplePdf(), 'application/pdf');
    const file = await store.get('resource/guide.pdf');
    expect(file).toMatchObject({ size: samplePdf().length, contentType: 'application/pdf' });
    expect(file!.lastModified).toBeInstanceOf(Date);
    expect(Buffer.from(await text(file!.body), 'latin1')).toEqual(samplePdf());
  });

  it('answers null for a missing file, a folder, and paths that leave the folder', async () => {
    await writeFile(join(dataDir, 'secret.txt'), 'not an upload');
    await store.put('demo/logo.png', samplePng(), 'image/png');
    expect(await store.get('demo/none.png')).toBeNull();
    expect(await store.get('demo')).toBeNull();
    for (const path of ['../secret.txt', 'demo/../../secret.txt', '.hidden', '', 'demo//logo.png']) {
      expect(await store.get(path)).toBeNull();
      expect(isStorePath(path)).toBe(false);
    }
    await expect(store.put('../secret.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a store path');
    await expect(store.delete('../secret.txt')).rejects.toThrow('Not a store path');
    expect(await readFile(join(dataDir, 'secret.txt'), 'utf8')).toBe('not an upload');
  });

  it('deletes a file, and deleting a missing one is fine', async () => {
    await store.put('product/a.png', samplePng(), 'image/png');
    await store.delete('product/a.png');
    expect(await store.exists('product/a.png')).toBe(false);
    await expect(store.delete('product/a.png')).resolves.toBeUndefined();
  });
});
