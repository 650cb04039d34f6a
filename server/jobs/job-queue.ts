// The server's background jobs: pg-boss on the portal's own database (PGlite or PostgreSQL), so a
// job is a row written beside the data it serves and survives a crash or a restart. Sends that may
// fail (e-mail when the SMTP server is down) are jobs, retried by pg-boss.
import { PgBoss, fromPglite, type ConstructorOptions, type Db, type PGliteLike, type Queue } from 'pg-boss';
import type { Database } from '../db/connect.ts';
import { setLegacyJobsAside, takeOverLegacyJobs } from './legacy-jobs.ts';

export interface JobQueue {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

export interface OpenJobQueueOptions {
  /**
   * Servers run pg-boss's maintenance (expiry, retention) and its schedule (the daily reminders'
   * minute); a one-shot command only sends.
   */
  supervise: boolean;
  /** How often a server looks whether a scheduled job is due (pg-boss: 1 to 45 s, default 30). */
  cronCheckSeconds?: number;
  onError(error: Error): void;
}

/** The drizzle database's own client: the PGlite instance, or the node-postgres pool. */
type SqlClient = PGliteLike | { query(text: string, values?: unknown[]): Promise<unknown> };

const isPglite = (client: SqlClient): client is PGliteLike => typeof (client as Partial<PGliteLike>).exec === 'function';

/**
 * pg-boss runs its SQL through the database's own client (`$client` of drizzle), so it needs no
 * connection of its own and works on both. PGlite goes through pg-boss's own adapter: it sends the
 * several statements of a migration or of a locked block through exec() and keeps the rows of every
 * one of them, and rolls back a transaction a failed statement left open on the single connection.
 * The pool's query() already does both (it answers a multi-statement text with every result, and
 * drops a connection whose statement failed).
 */
function executorOf(db: Database): { executor: Db & { settled(): Promise<void> }; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: SqlClient }).$client;
  const inner: Db = isPglite(client)
    ? fromPglite(client)
    : { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }> };
  const running = new Set<Promise<unknown>>();
  return {
    backend: isPglite(client) ? 'pglite' : 'postgres',
    executor: {
      executeSql(text, values) {
        const query = inner.executeSql(text, values);
        running.add(query);
        void query.finally(() => running.delete(query)).catch(() => undefined);
        return query;
      },
      /**
       * Waits until no statement of pg-boss is under way. pg-boss completes a worker's jobs without
       * waiting for it, so its stop() can return while that statement runs; closing the database
       * then would fail it with nobody to catch the error.
       */
      async settled() {
        while (running.size > 0) {
          await Promise.allSettled([...running]);
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
    },
  };
}

/** The cron monitor runs every `seconds`; the worker that turns a tick into a job polls at most every 5 s. */
function cronTimings(seconds: number | undefined): Pick<ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'> {
  if (seconds === undefined) return {};
  return { cronMonitorIntervalSeconds: seconds, cronWorkerIntervalSeconds: Math.min(seconds, 5) };
}

export async function openJobQueue(db: Database, options: OpenJobQueueOptions): Promise<JobQueue> {
  const { executor, backend } = executorOf(db);
  // A database pg-boss 10 made: its jobs go aside before pg-boss 12 installs its own schema.
  await setLegacyJobsAside(executor);
  const boss = new PgBoss({
    db: executor,
    backend,
    supervise: options.supervise,
    // pg-boss's schedule keeps one cron per name in its own table and lets one server a minute turn
    // it into a job (a singleton of that minute), so however many servers run, each tick is one job.
    schedule: options.supervise,
    ...cronTimings(options.cronCheckSeconds),
    migrate: true,
  });
  boss.on('error', options.onError);
  await boss.start();
  return {
    boss,
    // Running jobs get a moment to finish; a send cut short is retried by the next start. The
    // database closes after this, so pg-boss's last statements are waited for.
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, close: false });
      await executor.settled();
    },
  };
}

const DEADLOCK = '40P01';

/**
 * Makes a queue unless it exists. Two servers starting together on a new PostgreSQL database can
 * both try, and PostgreSQL then ends one of them as a deadlock: that one tries again and finds it.
 * The queue then takes over its unfinished jobs from a database pg-boss 10 made (legacy-jobs.ts).
 */
export async function ensureQueue(jobs: JobQueue, name: string, options: Omit<Queue, 'name'> = {}, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await jobs.boss.getQueue(name))) await jobs.boss.createQueue(name, options);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
    }
  }
  await takeOverLegacyJobs(jobs.boss, name);
}
