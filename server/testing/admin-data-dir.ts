import { openDatabase, type Database } from '../db/connect.ts';
import { createTempDataDir } from '../db/testing.ts';
import { runAdmin } from '../admin/run.ts';
import { seedDemo } from '../demo/seed.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { events, tickets } from '../db/schema/all-tables.ts';
import { useSuiteResource } from './suite-resource.ts';

// The organiser's command line is tested the way the organiser runs it: each command opens the
// PGlite folder, works and closes it again, and the test reads what it wrote afterwards, the way the
// server would. Every command-line suite needs that same folder, runner and reader, so they live here.

export interface AdminRun {
  code: number;
  out: string;
  err: string;
}

export interface AdminDataDir {
  /** The PGlite folder the commands write to. */
  readonly path: string;
  /** What the commands see as their environment; a test may point DATA_DIR at another folder. */
  env: Record<string, string>;
  /** Runs `npm run admin -- ...argv`, collecting what it prints. */
  admin(...argv: string[]): Promise<AdminRun>;
  /** Opens the folder, reads it, and closes it again so the next command can open it. */
  inspect<T>(read: (db: Database) => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

export async function createAdminDataDir(): Promise<AdminDataDir> {
  const dir = await createTempDataDir();
  const folder: AdminDataDir = {
    path: dir.path,
    env: { DATA_DIR: dir.path },
    async admin(...argv) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, folder.env);
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
    async inspect(read) {
      const opened = await openDatabase({ dataDir: dir.path });
      try {
        return await read(opened.db);
      } finally {
        await opened.close();
      }
    },
    cleanup: () => dir.cleanup(),
  };
  return folder;
}

/** Seeds the demo event into the folder, as most organiser commands need one, and answers its id. */
export async function seedDemoEventIn(folder: AdminDataDir, domain: string): Promise<string> {
  return folder.inspect(async (db) => {
    await seedDemo(db, { domain });
    return (await db.select({ id: events.id }).from(events))[0]!.id;
  });
}

export interface DemoEventFolder extends AdminDataDir {
  /** The seeded demo event's id. */
  eventId: string;
  /** The attendees' tickets the organiser imported into the event (no exhibitor's). */
  importedTickets(): Promise<Array<typeof tickets.$inferSelect>>;
}

/** A folder for the suite with the demo event seeded under `domain`, removed after it. */
export function useDemoEventFolder(domain: string): DemoEventFolder {
  return useSuiteResource(
    async () => {
      const folder = await createAdminDataDir();
      const eventId = await seedDemoEventIn(folder, domain);
      const importedTickets = () => folder.inspect((db) => db.select().from(tickets).where(and(eq(tickets.eventId, eventId), isNull(tickets.exhibitorId))));
      return { ...folder, eventId, importedTickets };
    },
    (folder) => folder.cleanup(),
    180_000,
  );
}
