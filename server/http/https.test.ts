// The real process serving HTTPS from TLS_CERT_FILE and TLS_KEY_FILE: HTTP/2 for browsers, HTTP/1.1
// still answered, the banner's addresses in https, and a clear refusal when a file cannot be read.
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { createSelfSignedCertificate, type SelfSignedCertificate } from '../testing/self-signed-certificate.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';

let folder: TempDataDir;
let certificate: SelfSignedCertificate;
let server: SpawnedServer;

beforeAll(async () => {
  folder = await createTempDataDir('exhibitor-portal-tls-');
  certificate = await createSelfSignedCertificate(folder.path);
  server = await spawnServer({ tls: certificate, env: { SEED_DEMO: '0' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await folder?.cleanup();
});

/** One GET over HTTP/2: the status, the body and the protocol the connection agreed on. */
function getOverHttp2(url: string, path: string): Promise<{ status: number; body: string; alpn: string | false | undefined }> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { ca: certificate.pem });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({ status, body, alpn });
    });
    stream.end();
  });
}

describe('HTTPS', () => {
  it('answers over HTTP/2', async () => {
    const answer = await getOverHttp2(server.url, '/api/health');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
  });

  it('still answers HTTP/1.1 clients, and refuses what it refused before', async () => {
    const health = await server.fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const me = await server.fetch(`${server.url}/api/auth/me`);
    expect(me.status).toBe(401);
  });

  it('prints https addresses in its banner', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).toContain(`Portal:    ${server.url}/exhibitor/`);
  });

  it('refuses to start, saying which file, when the certificate cannot be read', { timeout: 120_000 }, async () => {
    const missing = { ...certificate, certFile: `${folder.path}/no-such-cert.pem` };
    await expect(spawnServer({ tls: missing, env: { SEED_DEMO: '0' } })).rejects.toThrow(
      `TLS_CERT_FILE names ${missing.certFile}, which could not be read (ENOENT).`,
    );
  });
});
