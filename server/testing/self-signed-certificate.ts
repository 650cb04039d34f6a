// A throwaway certificate for 127.0.0.1 and localhost, made with the system's openssl, for tests and
// benches that serve HTTPS; and a fetch that trusts it (and only it) without touching the process's
// trust store.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate itself, PEM: the one authority a client of this server needs to trust. */
  pem: string;
}

export async function createSelfSignedCertificate(folder: string): Promise<SelfSignedCertificate> {
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyFile, '-out', certFile,
  ]);
  return { certFile, keyFile, pem: await readFile(certFile, 'utf8') };
}

/** fetch over HTTPS trusting `ca` (HTTP/1.1; enough for setting up and checking a server). */
export function fetchTrusting(ca: string): (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<Response> {
  return (url, init = {}) =>
    new Promise((resolve, reject) => {
      const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers ?? {}, ca, ...(init.signal ? { signal: init.signal } : {}) }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const status = incoming.statusCode ?? 0;
          // A Response may carry no body for these statuses.
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
}
