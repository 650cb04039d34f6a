// One attempt at a delivery: a POST over node:http(s) with no connection pool, no redirect
// followed, a time limit on the whole exchange, and only the first few KB of the answer read. In
// production the connection goes only to public addresses, checked in the lookup and again on the
// socket's actual peer.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { ForbiddenAddressError, forbiddenAddressProblem, publicOnlyLookup } from './address-guard.ts';
import { bareHost } from './webhook-url.ts';

// Agents that never keep a connection: each attempt connects (and is checked) afresh.
const agents = { 'http:': new HttpAgent({ keepAlive: false }), 'https:': new HttpsAgent({ keepAlive: false }) };

/** Enough of an answer to see it began; the rest is never read. */
export const MAX_ANSWER_BYTES = 4096;

export interface PostTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface PostOptions {
  timeoutMs: number;
  publicOnly: boolean;
}

export interface AttemptOutcome {
  /** Any 2xx. */
  ok: boolean;
  responseCode: number | null;
  /** Why the attempt failed, in words a company's developer can act on; null when it worked. */
  error: string | null;
  durationMs: number;
}

type Result = Omit<AttemptOutcome, 'durationMs'>;

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

function errorWords(error: NodeJS.ErrnoException, url: URL): string {
  if (error instanceof ForbiddenAddressError) return `Not sent: ${error.message}`;
  const where = url.host;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `Connection refused by ${where}: is the receiver running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host ${bareHost(url)} could not be found.`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `${where} closed the connection before answering.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} cannot be reached from the portal's network.`;
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT') ? `The https certificate of ${where} was refused: ${error.message}` : `${error.message}`;
  }
}

/** What the endpoint's answer means for the delivery. */
function judge(status: number, answer: IncomingMessage): Result {
  if (status >= 200 && status < 300) return { ok: true, responseCode: status, error: null };
  if (status >= 300 && status < 400) {
    const to = answer.headers.location ? ` to ${answer.headers.location}` : '';
    return { ok: false, responseCode: status, error: `Redirect not followed (${status}${to}): set the endpoint's URL to the address it redirects to.` };
  }
  return { ok: false, responseCode: status, error: null };
}

export function postWebhook(target: PostTarget, options: PostOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve({ ok: false, responseCode: null, error: 'The endpoint URL is not a valid address.', durationMs: elapsed() });
  }
  const refuse = (error: string) => Promise.resolve({ ok: false, responseCode: null, error, durationMs: elapsed() });
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('Not sent: the endpoint URL is not http(s).');
  if (options.publicOnly) {
    if (url.protocol !== 'https:') return refuse('Not sent: in production webhooks go only to https:// addresses.');
    // A literal IP is never looked up, so the lookup's check would not see it.
    const host = bareHost(url);
    const problem = isIP(host) ? forbiddenAddressProblem(host, [host]) : null;
    if (problem !== null) return refuse(`Not sent: ${problem}`);
  }

  return new Promise((resolve) => {
    let settled = false;
    let request: ClientRequest | undefined;
    const finish = (result: Result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever is left of the answer stays unread: the connection is never reused.
      request?.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const timer = setTimeout(() => finish({ ok: false, responseCode: null, error: `No answer within ${seconds(options.timeoutMs)}; the attempt was cut.` }), options.timeoutMs);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    request = send(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
        headers: { ...target.headers, 'content-length': String(Buffer.byteLength(target.body)) },
        ...(options.publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (answer) => {
        const result = judge(answer.statusCode ?? 0, answer);
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= MAX_ANSWER_BYTES) finish(result);
        });
        answer.on('end', () => finish(result));
        answer.on('error', () => finish(result));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, responseCode: null, error: errorWords(error, url) }));
    if (options.publicOnly) {
      // The peer actually connected to, whatever resolved it: the last word on where the lead goes.
      request.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          const peer = socket.remoteAddress ?? '';
          const problem = forbiddenAddressProblem(bareHost(url), [peer]);
          if (problem !== null) request?.destroy(new ForbiddenAddressError(problem));
        });
      });
    }
    request.end(target.body);
  });
}
