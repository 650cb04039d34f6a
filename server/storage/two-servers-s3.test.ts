// Two server processes on one PostgreSQL database, as behind a load balancer. With S3_* set, a file
// uploaded through one is served by the other, byte for byte and with the same headers. With the
// default disk store the other server does not have it: that is why S3 is needed for more than one.
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { createTestPostgresDatabase } from '../db/testing.ts';
import { callApi } from '../testing/api-call.ts';
import { signIn } from '../testing/sign-in.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { useSuiteResource } from '../testing/suite-resource.ts';
import { startLocalS3 } from './local-s3.ts';
import { samplePdf, samplePng } from './sample-files.ts';

interface Pair {
  readonly a: SpawnedServer;
  readonly b: SpawnedServer;
  /** The demo admin's token (signed in on A; the session is in the shared database). */
  readonly token: string;
  close(): Promise<void>;
}

/** Two servers, each with its own data folder, on one fresh database (and the bucket when given). */
async function startPair(env: Record<string, string>): Promise<Pair> {
  const database = await createTestPostgresDatabase('ep_files');
  const options = { databaseUrl: database.url, env };
  const servers: SpawnedServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  try {
    // One after the other: what is tested here is serving files, not starting on an empty database.
    servers.push(await spawnServer(options));
    servers.push(await spawnServer(options));
    const { token } = await signIn(servers[0]!.url, { mobile: DEMO_ADMIN.mobile });
    return { a: servers[0]!, b: servers[1]!, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Uploads through `server` as the demo exhibitor's admin; answers the stored path. */
async function upload(pair: Pair, server: SpawnedServer, content: Buffer, fileName: string, uploadType: string): Promise<string> {
  const { token } = pair;
  const form = new FormData();
  form.append('uploadType', uploadType);
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const answer = await callApi(server.url, 'POST', '/api/v1/event-website/upload', { token, form });
  expect(answer.status).toBe(201);
  return answer.body.data.filePath as string;
}

interface Served {
  status: number;
  bytes: Buffer;
  headers: Record<string, string | null>;
}

const servedHeaders = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'];

async function fetchFile(server: SpawnedServer, path: string, init: RequestInit = {}): Promise<Served> {
  const response = await fetch(`${server.url}/files/${path}`, init);
  const headers = Object.fromEntries(servedHeaders.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers };
}

/** What every store answers for a missing file: the server's one 404. */
const NOT_FOUND = { status: 404, body: { success: false, message: 'Not found' } };

/** The headers the demo PNG at `path` is served with, by either store, so the two are held to one list. */
const pngHeaders = (path: string) => ({
  'content-type': 'image/png',
  'content-length': String(samplePng().length),
  'content-disposition': `inline; filename="${path.split('/')[1]}"`,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
  'cache-control': 'public, max-age=0',
});

describe('two servers, one database, uploads in S3', () => {
  const s3 = useSuiteResource(startLocalS3, (local) => local.close(), 30_000);
  const pair = useSuiteResource(() => startPair(s3.env), (started) => started.close(), 180_000);

  it('a file uploaded through one server is served by the other with the same bytes and headers', async () => {
    const path = await upload(pair, pair.a, samplePng(), 'Stand logo.png', 'companyProfile');
    const [onA, onB] = await Promise.all([fetchFile(pair.a, path), fetchFile(pair.b, path)]);
    expect(onB.status).toBe(200);
    expect(onB.bytes).toEqual(samplePng());
    expect(onB).toEqual(onA);
    expect(onB.headers).toEqual(pngHeaders(path));
  });

  it('a document is sent as a download by both, and HEAD answers its headers without the bytes', async () => {
    const path = await upload(pair, pair.b, samplePdf(), 'brochure.pdf', 'resource');
    const onA = await fetchFile(pair.a, path);
    expect(onA.status).toBe(200);
    expect(onA.bytes).toEqual(samplePdf());
    expect(onA.headers['content-type']).toBe('application/pdf');
    expect(onA.headers['content-disposition']).toBe(`attachment; filename="${path.split('/')[1]}"`);
    const head = await fetchFile(pair.a, path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(samplePdf().length));
  });

  it('an unchanged file is answered 304 to a client that holds its ETag', async () => {
    const path = await upload(pair, pair.a, samplePng(), 'again.png', 'product');
    const first = await fetch(`${pair.b.url}/files/${path}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/u);
    await first.arrayBuffer();
    const again = await fetch(`${pair.a.url}/files/${path}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('the demo files the seed put in the bucket are served by both servers', async () => {
    const [onA, onB] = await Promise.all([fetchFile(pair.a, 'demo/event-logo.png'), fetchFile(pair.b, 'demo/event-logo.png')]);
    expect(onA.status).toBe(200);
    expect(onA.headers['content-type']).toBe('image/png');
    expect(onB).toEqual(onA);
  });

  it('a missing file, or a path outside the store, answers the same 404 as on disk', async () => {
    for (const path of ['companyProfile/none.png', '..%2f..%2fdb/PG_VERSION', '.hidden', 'eventWebsite/%00.png']) {
      const answer = await callApi(pair.b.url, 'GET', `/files/${path}`);
      expect({ status: answer.status, body: answer.body }).toEqual(NOT_FOUND);
    }
  });
});

describe('a server whose bucket stops answering', () => {
  const s3 = useSuiteResource(startLocalS3, (local) => local.close(), 30_000);
  const server = useSuiteResource(() => spawnServer({ env: s3.env }), (spawned) => spawned.stop().then(() => undefined), 120_000);

  it('answers 503 with a message to retry, for uploads and for stored files alike', async () => {
    const { token } = await signIn(server.url, { mobile: DEMO_ADMIN.mobile });
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(samplePng())]), 'logo.png');
      return data;
    };
    const stored = await callApi(server.url, 'POST', '/api/v1/event-website/upload', { token, form: form() });
    expect(stored.status).toBe(201);
    await s3.close();

    const served = await callApi(server.url, 'GET', `/files/${stored.body.data.filePath}`);
    expect({ status: served.status, body: served.body }).toEqual({
      status: 503,
      body: { success: false, message: 'The file cannot be read right now. Please try again in a moment.' },
    });
    expect(served.headers.get('retry-after')).toBe('10');
    const refused = await callApi(server.url, 'POST', '/api/v1/event-website/upload', { token, form: form() });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 503,
      body: { success: false, message: 'The file could not be stored right now. Please try again in a moment.' },
    });
  });
});

describe('a server configured with a bucket it cannot use', () => {
  const s3 = useSuiteResource(startLocalS3, (local) => local.close(), 30_000);

  it('does not start, and says why', async () => {
    const env = { ...s3.env, S3_BUCKET: 'no-such-bucket' };
    await expect(spawnServer({ env })).rejects.toThrow(
      `The server could not start: S3_BUCKET "no-such-bucket" at S3_ENDPOINT ${s3.env.S3_ENDPOINT} cannot be used: the bucket does not exist.`,
    );
  }, 120_000);
});

describe('two servers, one database, uploads on disk (the default)', () => {
  const pair = useSuiteResource(() => startPair({}), (started) => started.close(), 180_000);

  it('a file uploaded through one server is not on the other: each has its own folder', async () => {
    const path = await upload(pair, pair.a, samplePng(), 'Stand logo.png', 'companyProfile');
    const onA = await fetchFile(pair.a, path);
    expect(onA.status).toBe(200);
    expect(onA.bytes).toEqual(samplePng());
    const onB = await callApi(pair.b.url, 'GET', `/files/${path}`);
    expect({ status: onB.status, body: onB.body }).toEqual(NOT_FOUND);
    // The headers the bucket's files are sent with are the ones the disk server sends.
    expect(onA.headers).toMatchObject(pngHeaders(path));
  });
});
