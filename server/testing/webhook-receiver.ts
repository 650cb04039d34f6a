// A real webhook receiver for tests: a node:http server on a free port of 127.0.0.1 that keeps every
// request (headers, body, when) and answers as the test says, one answer per request in order
// (then the last one again), per path if asked. A test reads what the portal sent exactly as a
// receiver got it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: Date;
}

/** How to answer one request; it may hold the answer back, stream a lot, or redirect. */
export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export const answerWith = (status: number, headers: Record<string, string> = {}): Answer => (_request, response) => {
  response.writeHead(status, headers).end();
};

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly port: number;
  /** Every request so far, oldest first. */
  readonly received: ReceivedWebhook[];
  /** The answers for the next requests, in order; the last stays for every later one. */
  answer(...answers: Answer[]): void;
  /** The same for requests to one path only (the path's own list wins over `answer`'s). */
  answerAt(path: string, ...answers: Answer[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let answers: Answer[] = [answerWith(204)];
  const byPath = new Map<string, Answer[]>();
  const nextOf = (list: Answer[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ path: request.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8'), at: new Date() });
      nextOf(byPath.get(request.url ?? '') ?? answers)(request, response);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    answer: (...next) => {
      if (next.length === 0) throw new Error('answer() needs at least one answer');
      answers = next;
    },
    answerAt: (path, ...next) => {
      if (next.length === 0) throw new Error('answerAt() needs at least one answer');
      byPath.set(path, next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
