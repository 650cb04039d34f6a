// The organiser command line and the portal server on one embedded database folder. Two processes
// writing one PGlite folder lose the second one's writes at the first one's next restart, so the
// folder belongs to one process at a time and the other is refused, saying which process has it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { lockFolder } from '../db/folder-lock.ts';
import { events, tickets } from '../db/schema/all-tables.ts';
import { createTempDataDir } from '../db/testing.ts';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server.ts';
import { runAdmin } from './run.ts';

// The server's demo event (DEFAULT_EVENT_DOMAIN's default), seeded at its first start.
const DOMAIN = 'demo.exhibitor-portal.local';
const ATTENDEES = 300;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
});

async function admin(dataDir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { DATA_DIR: dataDir });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function startServer(dataDir: string): Promise<SpawnedServer> {
  const server = await spawnServer({ dataDir });
  cleanups.push(() => server.stop());
  return server;
}

async function importedAttendees(dataDir: string): Promise<number> {
  const opened = await openDatabase({ dataDir, role: 'test' });
  try {
    const [event] = await opened.db.select({ id: events.id }).from(events).where(eq(events.domain, DOMAIN));
    const rows = await opened.db
      .select({ email: tickets.guestEmail })
      .from(tickets)
      .where(and(eq(tickets.eventId, event!.id), isNull(tickets.exhibitorId)));
    return rows.filter((row) => row.email?.endsWith('@attendees.example.com')).length;
  } finally {
    await opened.close();
  }
}

describe('the command line beside a running server on the embedded database', () => {
  it(
    "runs the attendee import while a server holds the same embedded database: the import either lands and survives the server's restart, or is refused with its message; never 'Imported' and then lost",
    // About 10 s on an idle two-core machine (two server starts); the margin is for a busy one.
    { timeout: 120_000 },
    async () => {
      const dir = await createTempDataDir();
      cleanups.push(dir.cleanup);
      const csv = join(dir.path, 'attendees.csv');
      const lines = Array.from({ length: ATTENDEES }, (_, n) => `Attendee ${n},attendee${n}@attendees.example.com,Initech,Buyer,,Visitor`);
      await writeFile(csv, ['name,email,company,designation,phone,ticket type', ...lines].join('\n'));

      let server = await startServer(dir.path);
      const whileServing = await admin(dir.path, 'attendees', '--event', DOMAIN, '--file', csv);
      expect(whileServing.code).not.toBe(0);
      expect(whileServing.out).not.toContain('Imported');
      expect(whileServing.err).toBe(
        `The embedded database in ${join(dir.path, 'db')} is in use by the portal server (process ${server.child.pid}). Stop the server first, or run the command against PostgreSQL (DATABASE_URL).`,
      );
      // The server was not disturbed by the refused command.
      expect((await server.fetch(`${server.url}/api/health`)).status).toBe(200);

      expect(await server.stop()).toBe(0);
      const stopped = await admin(dir.path, 'attendees', '--event', DOMAIN, '--file', csv);
      expect(stopped).toMatchObject({ code: 0, out: expect.stringContaining(`Imported ${ATTENDEES} attendees`) });

      // The server starts again on the folder the command let go of, and the attendees are still there after it.
      server = await startServer(dir.path);
      expect(await server.stop()).toBe(0);
      expect(await importedAttendees(dir.path)).toBe(ATTENDEES);
    },
  );

  it('the server refuses to start while the command line holds the folder', { timeout: 90_000 }, async () => {
    const dir = await createTempDataDir();
    cleanups.push(dir.cleanup);
    const lock = await lockFolder(join(dir.path, 'db'), 'command line');
    cleanups.push(() => lock.release());

    const start = spawnServer({ dataDir: dir.path, readyTimeoutMs: 30_000 });
    await expect(start).rejects.toThrow(
      `The server could not start: The embedded database in ${join(dir.path, 'db')} is in use by the organiser command line (process ${process.pid}). Let the command finish (or stop it), then start the server again.`,
    );

    await lock.release();
    await startServer(dir.path);
  });
});
