// A database made under pg-boss 10 holds its jobs in a schema pg-boss 12 cannot migrate: 12's
// migrations start from pg-boss 11's schema, and 11 brought none from 10. That schema is set aside
// under another name before pg-boss starts (which then installs its own), and each queue, once the
// server has made it again, takes over its unfinished jobs from there: e-mails waiting for the SMTP
// server, webhook attempts waiting for their time. Once no unfinished job is left, the set-aside
// schema is dropped.
import type { Db, JobInsert, PgBoss } from 'pg-boss';

export const LEGACY_SCHEMA = 'pgboss_v10';

/** pg-boss 11's schema version, the first one pg-boss 12 migrates from; pg-boss 10 wrote 24. */
const FIRST_MIGRATABLE_VERSION = 25;

// Any fixed number works; it only has to be the same for every process of this app.
const SET_ASIDE_LOCK_KEY = 7_304_118_220_512n;

/**
 * One statement, so PGlite runs it at once and two PostgreSQL servers starting together take turns
 * on the lock: the second finds the schema already renamed. The version is read in an inner IF, so
 * it is only planned when pg-boss's version table exists.
 */
const SET_ASIDE = `DO $$
BEGIN
  PERFORM pg_advisory_xact_lock(${SET_ASIDE_LOCK_KEY});
  IF to_regclass('pgboss.version') IS NOT NULL AND to_regnamespace('${LEGACY_SCHEMA}') IS NULL THEN
    IF (SELECT max(version) FROM pgboss.version) < ${FIRST_MIGRATABLE_VERSION} THEN
      ALTER SCHEMA pgboss RENAME TO ${LEGACY_SCHEMA};
    END IF;
  END IF;
END $$`;

export async function setLegacyJobsAside(db: Db): Promise<void> {
  await db.executeSql(SET_ASIDE);
}

interface LegacyJob {
  id: string;
  data: object | null;
  priority: number;
  state: 'created' | 'retry' | 'active';
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  singleton_key: string | null;
  expire_seconds: number;
}

/**
 * The job as pg-boss 12 takes it, with the same id and what is left of its attempts: a job that has
 * been tried (waiting to retry, or cut short while running) has used `retry_count + 1` of its
 * `retry_limit + 1`. One cut short runs again at once; the others keep their time.
 */
export function legacyJobInsert(job: LegacyJob): JobInsert {
  const tried = job.state === 'created' ? 0 : job.retry_count + 1;
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    retryLimit: Math.max(job.retry_limit - tried, 0),
    retryDelay: job.retry_delay,
    retryBackoff: job.retry_backoff,
    ...(job.state === 'active' ? {} : { startAfter: new Date(job.start_after) }),
    ...(job.singleton_key === null ? {} : { singletonKey: job.singleton_key }),
    expireInSeconds: Math.max(job.expire_seconds, 1),
  };
}

// Another server finished the take-over and dropped the schema between two of these statements.
const GONE = new Set(['3F000', '42P01']);

/**
 * Moves queue `name`'s unfinished jobs out of the set-aside schema. Inserting keeps each job's id
 * and pg-boss skips an id it already has, so a second server doing the same, or a run cut short
 * between the insert and the delete, never makes a job twice.
 */
export async function takeOverLegacyJobs(boss: PgBoss, name: string): Promise<void> {
  const db = boss.getDb();
  const schema = await db.executeSql(`select to_regclass('${LEGACY_SCHEMA}.job') is not null as present`);
  if (!schema.rows[0]?.present) return;
  try {
    const { rows } = await db.executeSql(
      `select id, data, priority, state::text as state, retry_limit, retry_count, retry_delay, retry_backoff,
              start_after, singleton_key, extract(epoch from expire_in)::int as expire_seconds
         from ${LEGACY_SCHEMA}.job
        where name = $1 and state < 'completed'
        order by created_on`,
      [name],
    );
    const jobs = rows as LegacyJob[];
    if (jobs.length > 0) {
      await boss.insert(name, jobs.map(legacyJobInsert));
      await db.executeSql(`delete from ${LEGACY_SCHEMA}.job where name = $1 and id = any($2::uuid[])`, [name, jobs.map((job) => job.id)]);
    }
    const left = await db.executeSql(`select exists (select 1 from ${LEGACY_SCHEMA}.job where state < 'completed') as pending`);
    if (!left.rows[0]?.pending) await db.executeSql(`drop schema if exists ${LEGACY_SCHEMA} cascade`);
  } catch (error) {
    if (!GONE.has((error as { code?: string }).code ?? '')) throw error;
  }
}
