// A real TCP proxy in the test process, in front of a test's own server, for the faults a browser
// meets on a bad network: the page talks to the proxy's origin, and the test switches the proxy
// between passing bytes through and holding every chunk the browser sends for a few seconds.
// Nothing is answered by the proxy itself: every byte the page gets comes from the real server, and
// when that server is stopped the proxy just closes the browser's connection, as a dead host would.
import { connect, createServer, type Server, type Socket } from 'node:net';

/** `pass`: bytes go through at once. `slow`: each chunk from the browser reaches the server late. */
export type ProxyMode = 'pass' | 'slow';

export interface SlowProxy {
  /** The origin the page must use (`http://127.0.0.1:<port>`, no trailing slash). */
  readonly url: string;
  /** Switches the mode for chunks arriving from now on; chunks already held keep their time. */
  setMode(mode: ProxyMode): void;
  /** Stops listening, drops every connection and every held chunk. */
  close(): Promise<void>;
}

export interface SlowProxyOptions {
  /** How long `slow` holds each chunk from the browser (default 3,000 ms). */
  readonly delayMs?: number;
}

/**
 * Starts a proxy on a free port of 127.0.0.1 that forwards to `target` (an origin such as
 * `OwnServer.url`). In `slow` mode every chunk from the browser is forwarded `delayMs` after it
 * arrived and never before the chunk ahead of it, so each request on a keep-alive connection is
 * delayed and none overtakes another; answers from the server come back at once.
 */
export async function startSlowProxy(target: string, options: SlowProxyOptions = {}): Promise<SlowProxy> {
  const { hostname, port } = new URL(target);
  const delayMs = options.delayMs ?? 3_000;
  let mode: ProxyMode = 'pass';
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  // Half-open allowed on both sides: a browser that ends its side still gets the held chunks sent
  // and the answer back, as without the proxy.
  const server: Server = createServer({ allowHalfOpen: true }, (browser) => {
    track(browser);
    const upstream = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    track(upstream);
    // A refused or reset upstream (the server is stopped) ends the browser's connection the same way.
    upstream.on('error', () => browser.destroy());
    browser.on('error', () => upstream.destroy());
    upstream.on('close', () => browser.destroy());
    browser.on('close', () => upstream.destroy());
    upstream.pipe(browser);

    // One chain per connection keeps the browser's chunks in order whatever the mode did.
    let chain = Promise.resolve();
    let lastDue = 0;
    const forward = (send: () => void) => {
      const due = Math.max(Date.now() + (mode === 'slow' ? delayMs : 0), lastDue);
      lastDue = due;
      chain = chain.then(async () => {
        const left = due - Date.now();
        if (left > 0) await wait(left);
        if (!upstream.destroyed) send();
      });
    };
    browser.on('data', (chunk: Buffer) => forward(() => upstream.write(chunk)));
    browser.on('end', () => forward(() => upstream.end()));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP address');

  return {
    url: `http://127.0.0.1:${address.port}`,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Runs `use` with a proxy in front of `target` and closes the proxy afterwards, whatever happened. */
export async function withSlowProxy(target: string, use: (proxy: SlowProxy) => Promise<void>, options?: SlowProxyOptions): Promise<void> {
  const proxy = await startSlowProxy(target, options);
  try {
    await use(proxy);
  } finally {
    await proxy.close();
  }
}
