// A fresh PGlite database for a test in about a second instead of ten: initdb, the migrations and
// pg-boss's own schema run once into a template folder (shared by every test process, keyed by the
// migrations and the PGlite and pg-boss versions), and each test server gets its own copy. The copy
// is still a real, private, migrated PGlite folder; only the identical start-up work is skipped.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { migrationsFolder, openDatabase } from '../db/connect.ts';
import { openJobQueue } from '../jobs/job-queue.ts';

const templatePrefix = 'exhibitor-portal-pglite-template-';
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A package's installed version (its package.json may not be exported, so find it from the entry). */
async function installedVersion(name: string): Promise<string> {
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  while (folder !== dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(await readFile(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === name && parsed.version) return parsed.version;
    }
    folder = dirname(folder);
  }
  throw new Error(`Cannot find the installed ${name} version`);
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await installedVersion('@electric-sql/pglite'));
  hash.update(await installedVersion('pg-boss'));
  for (const file of await filesUnder(migrationsFolder)) {
    hash.update(relative(migrationsFolder, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const key = await templateKey();
  const folder = join(tmpdir(), `${templatePrefix}${key}`);
  if (existsSync(join(folder, 'db', 'PG_VERSION'))) return folder;

  const staging = await mkdtemp(join(tmpdir(), `${templatePrefix}build-`));
  try {
    const opened = await openDatabase({ role: 'test', dataDir: staging });
    try {
      // What every server's first start would otherwise do on its copy: pg-boss installs its schema.
      let failure: Error | undefined;
      const jobs = await openJobQueue(opened.db, { supervise: false, onError: (error) => (failure ??= error) });
      await jobs.stop();
      if (failure) throw failure;
    } finally {
      await opened.close();
    }
    // Atomic: readers only ever see a complete template. Losing the race to another process is fine.
    await rename(staging, folder).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(staging, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // Templates of other migrations left for a day are of no further use. Younger ones may belong to
  // another checkout whose tests are running now, and removing one would fail its next copy.
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(templatePrefix) && !name.endsWith(key) && !name.startsWith(`${templatePrefix}build-`)) {
      const other = join(tmpdir(), name);
      const age = await stat(other).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (age > STALE_TEMPLATE_MS) await rm(other, { recursive: true, force: true }).catch(() => undefined);
    }
  }
  return folder;
}

/**
 * Puts a migrated, empty PGlite database at `<dataDir>/db` unless one is already there.
 * TEST_PGLITE_TEMPLATE=0 turns this off (every start then runs initdb itself).
 */
export async function preparePgliteDataDir(dataDir: string): Promise<void> {
  if (process.env.TEST_PGLITE_TEMPLATE === '0' || existsSync(join(dataDir, 'db'))) return;
  template ??= buildTemplate();
  template.catch(() => (template = undefined));
  try {
    await cp(join(await template, 'db'), join(dataDir, 'db'), { recursive: true });
  } catch (error) {
    // The template was removed under us (tmp cleaning): build it again, once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await rm(join(dataDir, 'db'), { recursive: true, force: true });
    template = buildTemplate();
    await cp(join(await template, 'db'), join(dataDir, 'db'), { recursive: true });
  }
}
