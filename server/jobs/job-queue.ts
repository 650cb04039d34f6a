// The server's background jobs: pg-boss on the portal's own database (PGlite or PostgreSQL), so a
// job is a row written beside the data it serves and survives a crash or a restart. Sends that may
// fail (e-mail when the SMTP server is down) are jobs, retried by pg-boss.
import PgBoss from 'pg-boss';
import type { Database } from '../db/connect.ts';

export interface JobQueue {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

export interface OpenJobQueueOptions {
  /** Servers run pg-boss's maintenance (expiry, retention); a one-shot command only sends. */
  supervise: boolean;
  onError(error: Error): void;
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: runs several statements at once (its query() takes one prepared statement). */
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss runs its SQL through the database's own client (`$client` of drizzle: the PGlite
 * instance or the node-postgres pool), so it needs no connection of its own and works on both.
 * pg-boss sends its schema migrations as one text of several statements without parameters; PGlite
 * takes those through exec().
 */
function executorOf(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text, values) {
      if (client.exec && (!values || values.length === 0)) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

export async function openJobQueue(db: Database, options: OpenJobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({ db: executorOf(db), supervise: options.supervise, schedule: false, migrate: true });
  boss.on('error', options.onError);
  await boss.start();
  return {
    boss,
    // Running jobs get a moment to finish; a send cut short is retried by the next start.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false }),
  };
}
