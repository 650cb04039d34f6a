import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegOfSize, samplePdf, samplePng } from './sample-files.ts';
import { IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES } from './upload-signatures.ts';
import { createFileStore } from './create-file-store.ts';
import { UploadRejectedError, isStorageArea, isUploadType, receiveUpload, removeUpload, saveUpload } from './uploads.ts';

/** Yields the buffer in 64 KiB chunks and counts how many bytes were pulled. */
function chunked(data: Buffer, counter = { read: 0 }): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      for (let at = 0; at < data.length; at += 65536) {
        const chunk = data.subarray(at, at + 65536);
        counter.read += chunk.length;
        yield chunk;
      }
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<UploadRejectedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadRejectedError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('receiveUpload', () => {
  it('accepts an image of exactly 5 MB and answers its type and cleaned name', async () => {
    const upload = await receiveUpload({ fileName: 'C:\\fakepath\\Logo.JPG', content: chunked(jpegOfSize(IMAGE_MAX_BYTES)) });
    expect(upload).toMatchObject({ originalName: 'Logo.JPG', extension: 'jpg', mimeType: 'image/jpeg' });
    expect(upload.content.length).toBe(IMAGE_MAX_BYTES);
  });

  it('refuses an image one byte over 5 MB with 413 and stops reading', async () => {
    const counter = { read: 0 };
    const error = await rejection(
      receiveUpload({ fileName: 'big.png', content: chunked(jpegOfSize(IMAGE_MAX_BYTES + 1 + 3 * 65536), counter) }),
    );
    expect(error.status).toBe(413);
    expect(error.message).toContain('5 MB');
    expect(counter.read).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 65536);
  });

  it('allows documents up to 10 MB and names that limit when over it', async () => {
    const pdf = Buffer.alloc(DOCUMENT_MAX_BYTES + 1);
    samplePdf().copy(pdf);
    const error = await rejection(receiveUpload({ fileName: 'brochure.pdf', content: chunked(pdf) }));
    expect(error.status).toBe(413);
    expect(error.message).toContain('10 MB');
  });

  it('refuses by name before reading any content', async () => {
    const counter = { read: 0 };
    const error = await rejection(receiveUpload({ fileName: 'x.php.png', content: chunked(samplePng(), counter) }));
    expect(error.status).toBe(415);
    expect(counter.read).toBe(0);
  });

  it('refuses a file the parser truncated', async () => {
    const error = await rejection(
      receiveUpload({ fileName: 'logo.png', content: chunked(samplePng()), truncated: () => true }),
    );
    expect(error.status).toBe(413);
  });

  it('refuses a wrong signature behind an allowed extension', async () => {
    const error = await rejection(receiveUpload({ fileName: 'logo.png', content: chunked(samplePdf()) }));
    expect(error.status).toBe(415);
  });
});

describe('saveUpload', () => {
  // The default store: DATA_DIR/uploads, staged in DATA_DIR/tmp/uploads.
  const store = () => createFileStore({ dataDir });
  it('stores under <uploadType>/<uuid>.<ext> with the exact bytes and no staging leftovers', async () => {
    const upload = await receiveUpload({ fileName: '../../evil/logo.png', content: chunked(samplePng()) });
    const filePath = await saveUpload(store(), 'companyProfile', upload);
    expect(filePath).toMatch(/^companyProfile\/[0-9a-f-]{36}\.png$/u);
    expect(await readFile(join(dataDir, 'uploads', filePath))).toEqual(samplePng());
    expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
    await removeUpload(store(), filePath);
    expect(await readdir(join(dataDir, 'uploads', 'companyProfile'))).toEqual([]);
  });

  it('gives every upload its own name', async () => {
    const upload = await receiveUpload({ fileName: 'a.pdf', content: chunked(samplePdf()) });
    const first = await saveUpload(store(), 'resource', upload);
    const second = await saveUpload(store(), 'resource', upload);
    expect(first).not.toBe(second);
  });

  it('refuses unknown upload areas and foreign paths', async () => {
    const upload = await receiveUpload({ fileName: 'a.pdf', content: chunked(samplePdf()) });
    expect(isUploadType('../../etc')).toBe(false);
    // Lead photos have an area of their own, which no uploadType names.
    expect([isUploadType('leadPhoto'), isStorageArea('leadPhoto')]).toEqual([false, true]);
    await expect(saveUpload(store(), '../x' as never, upload)).rejects.toThrow('Unknown storage area');
    await expect(removeUpload(store(), 'resource/../../secret')).rejects.toThrow('Not a stored upload path');
  });
});
