import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/all-tables.ts';
import { jpegOfSize, sampleCfb, sampleExe, sampleHtml, sampleJpeg, sampleOfficeOpenXml, samplePdf, samplePng, sampleSvg } from '../storage/sample-files.ts';
import { IMAGE_MAX_BYTES } from '../storage/upload-signatures.ts';
import { UNSUPPORTED_TYPE_MESSAGE } from '../storage/uploads.ts';
import { dbKinds, expectRefusedUnchanged, snapshot, useSeededApi } from '../testing/api-test-kit.ts';

const UPLOAD = '/api/v1/event-website/upload';

function form(content: Uint8Array, fileName: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(content)]), fileName);
  return data;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe.each(dbKinds)('upload handler on %s', (kind) => {
  const api = useSeededApi(kind);

  const uploadsDir = () => join(api.dataDir, 'uploads');
  const state = async () => ({ rows: await snapshot(api.db, uploads), files: await filesUnder(api.dataDir) });

  /** `token: null` sends no Authorization header. */
  const expectRefused = (data: FormData | undefined, status: number, token: string | null = api.acme.token) =>
    expectRefusedUnchanged(state, () => api.call('POST', UPLOAD, { token: token ?? undefined, form: data }), status);

  it.each([
    ['logo.png', samplePng(), 'image/png', 'png'],
    ['photo.JPG', sampleJpeg(), 'image/jpeg', 'jpg'],
    ['photo.jpeg', sampleJpeg(), 'image/jpeg', 'jpeg'],
    ['brochure.pdf', samplePdf(), 'application/pdf', 'pdf'],
    ['deck.docx', sampleOfficeOpenXml('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['sheet.xlsx', sampleOfficeOpenXml('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['slides.pptx', sampleOfficeOpenXml('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
    ['old.doc', sampleCfb(), 'application/msword', 'doc'],
    ['notes.txt', Buffer.from('Booth B-204 opens at 10:00.\n'), 'text/plain; charset=utf-8', 'txt'],
  ])('stores %s under a generated name and records it', async (fileName, content, mimeType, extension) => {
    const answer = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(content, fileName) });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: 'File uploaded successfully',
      data: { filePath: expect.any(String), fileName, mimeType, size: content.length },
    });
    const { filePath } = answer.body.data as { filePath: string };
    expect(filePath).toMatch(new RegExp(`^eventWebsite/[0-9a-f-]{36}\\.${extension}$`, 'u'));
    expect(await readFile(join(uploadsDir(), filePath))).toEqual(Buffer.from(content));
    const rows = await snapshot(api.db, uploads);
    expect(rows).toContainEqual(
      expect.objectContaining({ path: filePath, originalName: fileName, exhibitorId: api.acme.user.exhibitorId, size: content.length }),
    );
    const served = await fetch(`${api.url}/files/${filePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toContain(filePath.split('/')[1]);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(content));
  });

  it('files go to the requested area, whichever order the form fields come in', async () => {
    const before = form(samplePng(), 'avatar.png', { uploadType: 'teamMember' });
    const first = await api.call('POST', UPLOAD, { token: api.acme.token, form: before });
    expect(first.status).toBe(201);
    expect(first.body.data.filePath).toMatch(/^teamMember\//u);
    const after = new FormData();
    after.append('file', new Blob([new Uint8Array(samplePdf())]), 'datasheet.pdf');
    after.append('uploadType', 'resource');
    const second = await api.call('POST', UPLOAD, { token: api.acme.token, form: after });
    expect(second.status).toBe(201);
    expect(second.body.data.filePath).toMatch(/^resource\//u);
  });

  it('keeps only the base name of a path-like name and bounds a very long one', async () => {
    const traversal = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(samplePng(), '../../../etc/cron.d/logo.png') });
    expect(traversal.status).toBe(201);
    expect(traversal.body.data.fileName).toBe('logo.png');
    expect(traversal.body.data.filePath).toMatch(/^eventWebsite\/[0-9a-f-]{36}\.png$/u);
    const windows = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(samplePng(), 'C:\\Users\\me\\logo.png') });
    expect(windows.body.data.fileName).toBe('logo.png');

    const accented = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(samplePdf(), 'Präsentation – Überblick.pdf') });
    expect(accented.body.data.fileName).toBe('Präsentation – Überblick.pdf');

    const long = `${'a'.repeat(1000)}.pdf`;
    const answer = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(samplePdf(), long) });
    expect(answer.status).toBe(201);
    expect(answer.body.data.fileName).toHaveLength(255);
    expect(answer.body.data.fileName.endsWith('.pdf')).toBe(true);
  });

  it.each([
    ['a PDF behind .png', samplePdf(), 'logo.png'],
    ['a PNG behind .pdf', samplePng(), 'brochure.pdf'],
    ['an executable behind .pdf', sampleExe(), 'brochure.pdf'],
    ['an xlsx behind .docx', sampleOfficeOpenXml('xlsx'), 'report.docx'],
    ['HTML behind .txt', sampleHtml(), 'notes.txt'],
    ['binary behind .txt', Buffer.from([0x61, 0x00, 0x62]), 'notes.txt'],
    ['a double extension', samplePng(), 'shell.php.png'],
    ['a hidden ASP extension', sampleJpeg(), 'x.asp;.jpg'],
    ['SVG', sampleSvg(), 'logo.svg'],
    ['HTML', sampleHtml(), 'index.html'],
    ['an executable', sampleExe(), 'setup.exe'],
    ['a file without extension', samplePng(), 'logo'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s with 415 and stores nothing', async (_label, content, fileName) => {
    const answer = await expectRefused(form(content, fileName), 415);
    expect(answer.body.message).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(answer.body.errors[0]).toEqual({ path: '/file', message: expect.any(String) });
  });

  it('refuses an image one byte over 5 MB with 413 naming the limit', async () => {
    const answer = await expectRefused(form(jpegOfSize(IMAGE_MAX_BYTES + 1), 'huge.jpg'), 413);
    expect(answer.body.message).toContain('5 MB');
  });

  it('accepts an image of exactly 5 MB', async () => {
    const answer = await api.call('POST', UPLOAD, { token: api.acme.token, form: form(jpegOfSize(IMAGE_MAX_BYTES), 'max.jpg') });
    expect(answer.status).toBe(201);
    expect(answer.body.data.size).toBe(IMAGE_MAX_BYTES);
  });

  it('refuses a document over 10 MB with 413 naming the limit', async () => {
    const pdf = Buffer.alloc(10 * 1024 * 1024 + 1);
    samplePdf().copy(pdf);
    const answer = await expectRefused(form(pdf, 'big.pdf'), 413);
    expect(answer.body.message).toContain('10 MB');
  });

  /**
   * Sends a multipart upload of `fileSize` bytes over a raw socket, writing as fast as the server
   * reads, and reports what happened: the answer's status line, how much had been written when it
   * arrived, how much was written in all, and whether the server cut the connection.
   */
  async function rawUpload(fileSize: number) {
    const { hostname, port } = new URL(api.url);
    const boundary = '----portal-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    let answer = '';
    let written = 0;
    let writtenAtAnswer = -1;
    let failed = false;
    socket.on('data', (data) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      answer += data.toString('latin1');
    });
    socket.on('error', () => {
      failed = true;
    });
    // events.once would reject on the reset this test provokes; wait for 'close' only.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${api.acme.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + fileSize + tail.length}\r\n\r\n`,
    );
    socket.write(head);
    const chunk = jpegOfSize(64 * 1024);
    while (written < fileSize && !socket.destroyed && !failed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, fileSize - written));
      written += piece.length;
      if (!socket.write(piece)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    }
    if (!socket.destroyed && !failed) socket.end(tail);
    await closed;
    return { statusLine: answer.split('\r\n')[0], writtenAtAnswer, written };
  }

  it('answers 413 while a too-large file is still arriving, then lets the client finish', async () => {
    const before = await state();
    const size = 16 * 1024 * 1024;
    const result = await rawUpload(size);
    expect(result.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.writtenAtAnswer).toBeGreaterThan(0);
    expect(result.writtenAtAnswer).toBeLessThan(size);
    // The rest was read and thrown away, so the client could send it all and read the answer.
    expect(result.written).toBe(size);
    expect(await state()).toEqual(before);
  });

  it('cuts the connection when a refused body goes on and on', async () => {
    const before = await state();
    const size = 200 * 1024 * 1024;
    const result = await rawUpload(size);
    expect(result.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.writtenAtAnswer).toBeLessThan(30 * 1024 * 1024);
    expect(result.written).toBeLessThan(size);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['an unknown upload area', { uploadType: 'secrets' }, 400],
    ['a path as upload area', { uploadType: '../../etc' }, 400],
    ['an extra form field', { owner: 'someone' }, 400],
  ])('refuses %s and stores nothing', async (_label, fields, status) => {
    await expectRefused(form(samplePng(), 'logo.png', fields), status);
  });

  it('refuses an empty upload area with what to send instead, and stores nothing', async () => {
    const answer = await expectRefused(form(samplePng(), 'logo.png', { uploadType: '' }), 400);
    expect(answer.body.message).toBe(
      'uploadType is empty: give one of eventWebsite, companyProfile, teamMember, product, resource, or leave the field out for eventWebsite.',
    );
    expect(answer.body.errors).toEqual([{ path: '/uploadType', message: answer.body.message }]);
  });

  it('refuses a form without a file (400), a JSON body (415) and a missing token (401)', async () => {
    const noFile = new FormData();
    noFile.append('uploadType', 'eventWebsite');
    const missing = await expectRefused(noFile, 400);
    expect(missing.body.message).toBe('Choose a file to upload.');

    const before = await state();
    const json = await api.call('POST', UPLOAD, { token: api.acme.token, json: { file: 'abc' } });
    expect(json.status).toBe(415);
    expect(await state()).toEqual(before);

    const anonymous = await expectRefused(form(samplePng(), 'logo.png'), 401, null);
    expect(anonymous.body.message).toBe('Unauthorized');
    await expectRefused(form(samplePng(), 'logo.png'), 401, 'made-up-token');
  });

  it.each([
    {
      what: 'without its boundary',
      contentType: 'multipart/form-data',
      body: 'no boundary',
      message: 'The form has no boundary: send the file as multipart/form-data with its boundary, as a browser does.',
    },
    {
      what: 'cut before its end',
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\nabc',
      message: 'The form ended before its last part did: send the whole form again.',
    },
  ])('refuses a multipart body $what (400) and stores nothing', async ({ contentType, body, message }) => {
    const before = await state();
    const answer = await fetch(`${api.url}${UPLOAD}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.acme.token}`, 'content-type': contentType },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, message });
    expect(await state()).toEqual(before);
  });

  it('refuses two files in one request and stores neither', async () => {
    const data = form(samplePng(), 'one.png');
    data.append('file', new Blob([new Uint8Array(samplePng())]), 'two.png');
    const answer = await expectRefused(data, 413);
    expect(answer.body.message).toMatch(/one file/iu);
  });
});
