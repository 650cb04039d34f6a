// The S3 store against a real S3-compatible server (s3rver on a free port, files in a temp folder).
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStoreUnavailableError } from './file-store.ts';
import { createFileStore } from './create-file-store.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { createS3FileStore, type S3FileStore } from './s3-store.ts';
import { samplePdf, samplePng } from './sample-files.ts';
import { receiveUpload, removeUpload, saveUpload } from './uploads.ts';

let s3: LocalS3;
let store: S3FileStore;

beforeAll(async () => {
  s3 = await startLocalS3();
  store = createS3FileStore(s3.config);
});

afterAll(async () => {
  store?.destroy();
  await s3?.close();
});

async function bytesOf(path: string): Promise<Buffer | null> {
  const file = await store.get(path);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 file store', () => {
  it('is the store the config names when S3 is configured', () => {
    const chosen = createFileStore({ dataDir: '/nonexistent', s3: s3.config });
    expect(chosen.kind).toBe('s3');
    expect(createFileStore({ dataDir: '/nonexistent' }).kind).toBe('disk');
  });

  it('puts a file and gets back the same bytes, size and type', async () => {
    await store.put('product/a-file.png', samplePng(), 'image/png');
    const file = await store.get('product/a-file.png');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(samplePng().length);
    expect(file!.contentType).toBe('image/png');
    expect(file!.etag).toMatch(/^"[0-9a-f]{32}"$/u);
    expect(file!.lastModified).toBeInstanceOf(Date);
    file!.body.destroy();
    expect(await bytesOf('product/a-file.png')).toEqual(samplePng());
    expect(await store.exists('product/a-file.png')).toBe(true);
  });

  it('answers null for a missing file and for paths that are not store paths', async () => {
    expect(await store.get('product/none.png')).toBeNull();
    expect(await store.exists('product/none.png')).toBe(false);
    for (const path of ['../secret', 'product/../x.png', '.hidden/x.png', '/etc/passwd', 'product//x.png', 'product/x\0.png']) {
      expect(await store.get(path)).toBeNull();
    }
    await expect(store.put('../escape.png', samplePng(), 'image/png')).rejects.toThrow('Not a store path');
  });

  it('replaces a file whole and deletes it; deleting a missing file is fine', async () => {
    await store.put('resource/doc.txt', Buffer.from('first'), 'text/plain; charset=utf-8');
    await store.put('resource/doc.txt', Buffer.from('second'), 'text/plain; charset=utf-8');
    const file = await store.get('resource/doc.txt');
    expect(await text(file!.body)).toBe('second');
    await store.delete('resource/doc.txt');
    expect(await store.get('resource/doc.txt')).toBeNull();
    await expect(store.delete('resource/doc.txt')).resolves.toBeUndefined();
  });

  it('keeps a checked upload under its generated name with its recorded type, and removes it', async () => {
    const upload = await receiveUpload({ fileName: 'Brochure 2026.pdf', content: [samplePdf()] as unknown as AsyncIterable<Uint8Array> });
    const filePath = await saveUpload(store, 'resource', upload);
    expect(filePath).toMatch(/^resource\/[0-9a-f-]{36}\.pdf$/u);
    const file = await store.get(filePath);
    expect(file!.contentType).toBe('application/pdf');
    file!.body.destroy();
    expect(await bytesOf(filePath)).toEqual(samplePdf());
    await removeUpload(store, filePath);
    expect(await store.exists(filePath)).toBe(false);
  });

  it('passes its start-up check on a bucket it can use', async () => {
    await expect(store.verify()).resolves.toBeUndefined();
  });

  it('reports a bucket that does not exist instead of treating it as a missing file', async () => {
    const wrong = createS3FileStore({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(wrong.verify()).rejects.toThrow(
        `S3_BUCKET "no-such-bucket" at S3_ENDPOINT ${s3.config.endpoint} cannot be used: the bucket does not exist.`,
      );
      await expect(wrong.put('product/x.png', samplePng(), 'image/png')).rejects.toThrow(/bucket/i);
    } finally {
      wrong.destroy();
    }
  });

  it('reports an endpoint nothing answers on', async () => {
    const nowhere = createS3FileStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    try {
      await expect(nowhere.verify()).rejects.toThrow(/^S3_BUCKET "portal-uploads" at S3_ENDPOINT http:\/\/127\.0\.0\.1:9 cannot be used: /u);
      // At run time the same failure is "unavailable", never "no such file".
      await expect(nowhere.get('product/x.png')).rejects.toBeInstanceOf(FileStoreUnavailableError);
      await expect(nowhere.put('product/x.png', samplePng(), 'image/png')).rejects.toThrow(/^S3 PUT of product\/x\.png failed: /u);
    } finally {
      nowhere.destroy();
    }
  });
});
