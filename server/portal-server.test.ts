// The assembled server on a real seeded PGlite database: headers, the portal, files, readiness and
// the error envelope as a client meets them.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from './auth/sms/create-sms-sender.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { createTempDataDir, type TempDataDir } from './db/testing.ts';
import { createHandlers } from './handlers/handler-table.ts';
import { missingOperations } from './http/openapi.ts';
import { loadOpenApiDocument } from './http/contract-document.ts';
import { API_MODULES, SIGNED_IN_SCREEN_MODULES, START_MODULES } from './http/portal-page.ts';
import { useApiServer } from './testing/api-test-kit.ts';
import { NOBODY_LISTENS } from './webhooks/lead-events.ts';

let publicDir: TempDataDir;
const portalHtml = '<!doctype html><html><head><title>Exhibitor Portal</title><script type="module" src="/exhibitor/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A stand-in build, so these tests do not depend on `vite build` having run.
  publicDir = await createTempDataDir('exhibitor-portal-public-');
  await mkdir(join(publicDir.path, 'assets'));
  await writeFile(join(publicDir.path, 'index.html'), portalHtml);
  await writeFile(join(publicDir.path, 'assets', 'app-1a2b3c.js'), 'document.title = "Exhibitor Portal";\n');
  await writeFile(join(publicDir.path, 'assets', 'big-4e5f6a.js'), bigScript);
  // As the build leaves a script (scripts/precompress-assets.ts): copies that say which one was sent.
  await writeFile(join(publicDir.path, 'assets', 'built-5a6b7c.js'), bigScript);
  await writeFile(join(publicDir.path, 'assets', 'built-5a6b7c.js.br'), brotliCompressSync(builtCopy('br')));
  await writeFile(join(publicDir.path, 'assets', 'built-5a6b7c.js.gz'), gzipSync(builtCopy('gzip')));
  // The part of Vite's manifest the server reads: the sign-in screen's chunks and what they import.
  await mkdir(join(publicDir.path, '.vite'));
  await writeFile(join(publicDir.path, '.vite', 'manifest.json'), JSON.stringify(viteManifest));
});

/** The content of a precompressed copy, unlike the file beside it: only that copy can have sent it. */
const builtCopy = (encoding: string) => `export const sentAs = "the build's ${encoding} copy";`;

/** A script large enough to be worth compressing. */
const bigScript = Array.from({ length: 400 }, (_, n) => `export const value${n} = "Exhibitor Portal ${n}";`).join('\n');

const viteManifest = {
  'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true, imports: ['_xstate-9f8e7d.js'] },
  '_xstate-9f8e7d.js': { file: 'assets/xstate-9f8e7d.js' },
  // The start group (scripts/chunk-groups.ts): the composition root and the app machine.
  '_start-777777.js': { file: 'assets/start-777777.js', name: 'start', imports: ['index.html', '_xstate-9f8e7d.js'] },
  'src/ui/render-app.tsx': { file: 'assets/render-app-888888.js', imports: ['index.html'] },
  'src/api/request.ts': { file: 'assets/request-999999.js', imports: ['index.html'] },
  // The sign-in screen's group (scripts/chunk-groups.ts): its routes, machine and actors in one chunk.
  '_sign-in-4d5e6f.js': { file: 'assets/sign-in-4d5e6f.js', name: 'sign-in', imports: ['index.html', '_xstate-9f8e7d.js', '_field-0a0b0c.js'] },
  '_field-0a0b0c.js': { file: 'assets/field-0a0b0c.js', css: ['assets/field-0a0b0c.css'] },
  'src/ui/routes/portal-routes.tsx': { file: 'assets/portal-routes-333333.js', imports: ['index.html', '_xstate-9f8e7d.js'], css: ['assets/portal-routes-333333.css'] },
  'src/ui/app/signed-in-screen-loaders.ts': { file: 'assets/signed-in-screen-loaders-121212.js', imports: ['_xstate-9f8e7d.js'] },
  'src/ui/leads/leads-page.tsx': { file: 'assets/leads-page-444444.js', imports: ['_field-0a0b0c.js'] },
  'src/machines/leads/leads-screen.machine.ts': { file: 'assets/leads-screen.machine-555555.js', imports: ['_xstate-9f8e7d.js'] },
  'src/machines/leads/leads-screen.actors.ts': { file: 'assets/leads-screen.actors-666666.js' },
};
/** Every address preloads the chunks the entry starts the page with. */
const START_CHUNKS = ['start-777777', 'xstate-9f8e7d', 'render-app-888888'];
/** Every address but the sign-in form's calls the API at once: the API layer comes with the start. */
const API_CHUNKS = ['request-999999'];
const startLinks = [...START_CHUNKS, ...API_CHUNKS].map((name) => `<link rel="modulepreload" crossorigin href="/exhibitor/assets/${name}.js">`).join('');

const signInLinks = [
  '<link rel="stylesheet" href="/exhibitor/assets/field-0a0b0c.css">',
  ...[...START_CHUNKS, 'sign-in-4d5e6f', 'field-0a0b0c'].map(
    (name) => `<link rel="modulepreload" crossorigin href="/exhibitor/assets/${name}.js">`,
  ),
].join('');

const leadsLinks = [
  '<link rel="preload" as="style" href="/exhibitor/assets/portal-routes-333333.css">',
  '<link rel="preload" as="style" href="/exhibitor/assets/field-0a0b0c.css">',
  ...[...START_CHUNKS, ...API_CHUNKS, 'portal-routes-333333', 'signed-in-screen-loaders-121212', 'leads-page-444444', 'field-0a0b0c', 'leads-screen.machine-555555', 'leads-screen.actors-666666'].map(
    (name) => `<link rel="modulepreload" crossorigin href="/exhibitor/assets/${name}.js">`,
  ),
].join('');

/** The page as served: the stand-in build with `head` written before </head>. */
const servedPage = (head: string) => portalHtml.replace('</head>', `${head}</head>`);

/** The event block the server writes into the page, as the lookup answers it for the same host. */
async function eventBlock(): Promise<string> {
  const answer = (await (await get('/api/auth/domain-event')).json()) as { data: { domainData: unknown } };
  return `<script type="application/json" id="portal-event">${JSON.stringify(answer.data.domainData).replace(/</g, '\\u003c')}</script>`;
}

afterAll(async () => {
  await publicDir?.cleanup();
});

// Registered after the folder's hooks: starts once the folder exists, closes before it goes.
const server = useApiServer('pglite', () => ({ env: { PUBLIC_DIR: publicDir.path } }));

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('readiness', () => {
  it('answers /api/health once the database answers', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } });
  });
});

describe('security headers', () => {
  it('are on API answers', async () => {
    expectSecurityHeaders((await get('/api/health')).headers);
  });

  it('are on the portal page and on error answers', async () => {
    expectSecurityHeaders((await get('/exhibitor/')).headers);
    expectSecurityHeaders((await get('/api/no-such-thing')).headers);
  });
});

describe('the API envelope', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await get('/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found: GET /api/no-such-thing' });
  });

  it('answers a malformed JSON body with a 400 envelope and no stack', async () => {
    const response = await get('/api/auth/login-mobile-with-country', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mobile": "9876543210",',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: 'The request body is not valid JSON' });
    expect(text).not.toMatch(/stack|at .*\.(ts|js)/);
  });

  it('names the field when a body breaks the contract', async () => {
    const response = await get('/api/auth/login-mobile-with-country', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: 'call me', phoneCode: '91' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string; errors: Array<{ path: string; message: string }> };
    expect(body.success).toBe(false);
    expect(body.errors[0]?.path).toBe('/mobile');
    expect(body.message).toMatch(/^mobile /);
  });

  it('has a handler for every operation of the contract', async () => {
    // Only the handler map is read here; nothing is sent.
    const mail = { send: () => Promise.reject(new Error('no e-mail in this test')) };
    const jobs = { boss: null as never, stop: () => Promise.resolve() };
    const deps = { db: server.db, config: server.config, sms: createSmsSender(server.config, server.db), mail, jobs, files: createFileStore(server.config), leadEvents: NOBODY_LISTENS };
    const missing = missingOperations(await loadOpenApiDocument(), createHandlers(deps));
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
  });
});

describe('the portal', () => {
  it('sends / and /exhibitor to /exhibitor/', async () => {
    for (const path of ['/', '/exhibitor']) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/exhibitor/');
    }
  });

  it('serves the page with the event of its host written in, revalidated on every visit', async () => {
    const response = await get('/exhibitor/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('host');
    const block = await eventBlock();
    expect(block).toContain('"title":');
    expect(await response.text()).toBe(servedPage(startLinks + block));
  });

  it('answers client-side routes with the page (single-page app fallback), preloading the sign-in chunks on its addresses', async () => {
    const block = await eventBlock();
    for (const path of ['/exhibitor/login', '/exhibitor/mobile-login', '/exhibitor/otp-verification']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(servedPage(signInLinks + block));
    }
    // A signed-in screen's address preloads its chunks, and only fetches its styles.
    for (const path of ['/exhibitor/leads', '/exhibitor/leads/?tab=high']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(servedPage(leadsLinks + block));
    }
    for (const path of ['/exhibitor/leads/123?tab=notes', '/exhibitor/no-such-screen']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(servedPage(startLinks + block));
    }
  });

  it('names, for each signed-in screen it preloads, modules that exist', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    for (const [path, modules] of Object.entries({ ...SIGNED_IN_SCREEN_MODULES, start: START_MODULES, api: API_MODULES })) {
      for (const module of modules) expect(existsSync(join(root, module)), `${path}: ${module}`).toBe(true);
    }
  });

  it('serves a host with no event the page without an event, for the app to look it up and say so', async () => {
    const unknown = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${server.url}/exhibitor/`, { headers: { host: 'no-such-event.example' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
      request.end();
    });
    expect(unknown).toBe(servedPage(startLinks));
  });

  it('serves hashed assets for a year and a missing asset as 404, not the page', async () => {
    const asset = await get('/exhibitor/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/exhibitor/assets/app-000000.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
  });
});

describe('compression', () => {
  /** The raw answer to a GET that accepts `encoding`: its headers and undecoded body. */
  const rawGet = (path: string, encoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('sends scripts brotli- or gzip-compressed to a browser that accepts it, and plain to one that does not', async () => {
    const br = await rawGet('/exhibitor/assets/big-4e5f6a.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(bigScript.length / 4);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(bigScript);
    const gzip = await rawGet('/exhibitor/assets/big-4e5f6a.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(bigScript);
    const plain = await rawGet('/exhibitor/assets/big-4e5f6a.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(bigScript);
  });

  it("sends the build's own compressed copy of a script as it is, and the script itself to a browser that takes neither", async () => {
    const br = await rawGet('/exhibitor/assets/built-5a6b7c.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(builtCopy('br'));
    const gzip = await rawGet('/exhibitor/assets/built-5a6b7c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(builtCopy('gzip'));
    const plain = await rawGet('/exhibitor/assets/built-5a6b7c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(bigScript);
  });
});

describe('uploaded files', () => {
  beforeAll(async () => {
    const folder = join(server.dataDir, 'uploads', 'eventWebsite');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'brochure-0001.pdf'), '%PDF-1.4\n% test\n');
    await writeFile(join(folder, 'logo-0001.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    await writeFile(join(folder, 'page-0001.html'), '<script>alert(1)</script>');
  });

  /** A stored file answered with its type, the given disposition, and no type sniffing. */
  async function expectServed(file: string, contentType: string, disposition: string): Promise<Response> {
    const response = await get(`/files/eventWebsite/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('content-disposition')).toBe(`${disposition}; filename="${file}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    return response;
  }

  it('serves documents as downloads', async () => {
    const response = await expectServed('brochure-0001.pdf', 'application/pdf', 'attachment');
    expect(await response.text()).toContain('%PDF-1.4');
  });

  it('shows images inline', async () => {
    await expectServed('logo-0001.png', 'image/png', 'inline');
  });

  it('never lets a stored file act as a page', async () => {
    const response = await get('/files/eventWebsite/page-0001.html');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers missing files and paths outside the folder with 404', async () => {
    expect((await get('/files/eventWebsite/none.pdf')).status).toBe(404);
    expect((await get('/files/../db/PG_VERSION')).status).toBe(404);
    expect((await get('/files/%2e%2e/db/PG_VERSION')).status).toBe(404);
  });
});
