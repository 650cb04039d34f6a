// A webhook receiver of a test's own: a node:http server on a free port of 127.0.0.1 that keeps
// every request as it came (headers and the raw body, which the signature covers) and answers each
// with the status a path's rule decides. Tests wait on what it received with deadlines.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedHook {
  readonly path: string;
  /** The Standard Webhooks headers, as `Webhook.verify` takes them. */
  readonly headers: { readonly 'webhook-id': string; readonly 'webhook-timestamp': string; readonly 'webhook-signature': string };
  readonly body: string;
  /** What the receiver answered. */
  readonly status: number;
}

/** The status to answer a request with, given how many requests with its webhook-id came before it. */
export type AnswerRule = (earlier: number) => number;

export interface Receiver {
  url(path: string): string;
  /** The requests to a path, oldest first. */
  on(path: string): ReadonlyArray<ReceivedHook>;
  close(): Promise<void>;
}

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Starts a receiver whose paths answer by their rules (a path without one answers 404). */
export async function startReceiver(rules: Readonly<Record<string, AnswerRule>>): Promise<Receiver> {
  const received: ReceivedHook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://receiver.test').pathname;
      const headers = {
        'webhook-id': header(request, 'webhook-id'),
        'webhook-timestamp': header(request, 'webhook-timestamp'),
        'webhook-signature': header(request, 'webhook-signature'),
      };
      const rule = rules[path];
      const earlier = received.filter((hook) => hook.path === path && hook.headers['webhook-id'] === headers['webhook-id']).length;
      const status = request.method === 'POST' && rule !== undefined ? rule(earlier) : 404;
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    on: (path) => received.filter((hook) => hook.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The delivery's payload once its signature checks out with `secret` (Standard Webhooks); throws otherwise. */
export const verified = <T>(hook: ReceivedHook, secret: string): T => new Webhook(secret).verify(hook.body, hook.headers) as T;

/** The lead events a path got, by webhook-id, with the payload of the last request of each. */
export const leadEvents = (hooks: ReadonlyArray<ReceivedHook>): ReadonlyArray<{ id: string; type: string; name: string }> => {
  const byId = new Map<string, { id: string; type: string; name: string }>();
  for (const hook of hooks) {
    const payload = JSON.parse(hook.body) as { type: string; data: { user: { fullName: string } } };
    byId.set(hook.headers['webhook-id'], { id: hook.headers['webhook-id'], type: payload.type, name: payload.data.user.fullName });
  }
  return [...byId.values()];
};
