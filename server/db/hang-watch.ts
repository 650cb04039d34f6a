// Notices a PostgreSQL that has stopped answering without closing its connections (a frozen host,
// SIGSTOP, a network that drops packets silently). Such a database raises no error: every query on
// an open connection just waits, for as long as the client-side query timeout. A connection of the
// watch's own asks `select 1` a few times a second; the database counts as hung once a ping has gone
// unanswered for `hangMs` AND no pool connection has come back in that time either, so a database
// that is only slow under load (pings late, but queries still finishing) is never taken for hung.
import pg from 'pg';

export interface HangWatchOptions {
  readonly databaseUrl: string;
  /** Unanswered this long (ping and pool alike), the database is hung. */
  readonly hangMs: number;
  /** Time between pings. */
  readonly intervalMs: number;
  /** Opening the watch's connection. */
  readonly connectTimeoutMs: number;
  readonly now?: () => number;
}

export interface HangWatch {
  isHung(): boolean;
  /** Called each time the database becomes hung; returns the unsubscribe. */
  onHung(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** The pool's side of the signal: when a connection last came back (a query finished, or failed). */
export interface PoolActivity {
  on(event: 'release', listener: () => void): unknown;
}

export function watchForHang(pool: PoolActivity, options: HangWatchOptions): HangWatch {
  const now = options.now ?? (() => performance.now());
  let lastRelease = now();
  pool.on('release', () => (lastRelease = now()));

  let client: pg.Client | null = null;
  /** Start of the oldest ping since the last answer; null while the database answers. */
  let unansweredSince: number | null = null;
  /** Start of the ping under way; null between pings. */
  let pingStartedAt: number | null = null;
  let hung = false;
  let stopped = false;
  const listeners = new Set<() => void>();

  const dropClient = () => {
    const broken = client;
    client = null;
    if (broken === null) return;
    // A frozen server never answers `end`: the socket is closed from this side.
    (broken as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void broken.end().catch(() => undefined);
  };

  const ping = async () => {
    pingStartedAt = now();
    unansweredSince ??= pingStartedAt;
    try {
      if (client === null) {
        const fresh = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: options.connectTimeoutMs });
        fresh.on('error', () => undefined);
        client = fresh;
        await fresh.connect();
      }
      await client.query('select 1');
      unansweredSince = null;
      hung = false;
    } catch {
      dropClient();
    } finally {
      pingStartedAt = null;
    }
  };

  const check = () => {
    if (stopped) return;
    const at = now();
    if (pingStartedAt === null) void ping();
    // A ping stuck far longer than a hang frees its connection, so the next one can try afresh.
    else if (at - pingStartedAt > options.hangMs * 5) dropClient();
    const nowHung = unansweredSince !== null && at - unansweredSince > options.hangMs && at - lastRelease > options.hangMs;
    if (nowHung && !hung) {
      hung = true;
      for (const listener of listeners) listener();
    }
  };

  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  check();

  return {
    isHung: () => hung,
    onHung(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      dropClient();
    },
  };
}
