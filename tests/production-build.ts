// A production build of the portal for tests that check what `npm run build` ships.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { inject } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface ProductionBuildOptions {
  /** Environment variables set while building (undefined unsets one); restored afterwards. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Also write Vite's manifest (`.vite/manifest.json`). */
  readonly manifest?: boolean;
  /** Vite's mode, which picks the `.env.<mode>` file read (`e2e`: the e2e suite's build); production unless given. */
  readonly mode?: string;
  /** Where to build; a fresh temporary folder unless given. */
  readonly outDir?: string;
}

/**
 * `vite build` with the project's own config into a fresh temporary folder, which it returns (the
 * caller removes it). NODE_ENV is production while it runs: vitest sets it to test, which makes
 * Vite resolve packages' development builds, and `npm run build` ships the production ones.
 */
export async function buildForProduction(options: ProductionBuildOptions = {}): Promise<string> {
  const outDir = options.outDir ?? mkdtempSync(join(tmpdir(), "portal-build-"));
  const settings = { ...options.env, NODE_ENV: "production" };
  const saved = new Map(Object.keys(settings).map((name) => [name, process.env[name]]));
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  for (const [name, value] of Object.entries(settings)) set(name, value);
  try {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      mode: options.mode ?? "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, manifest: options.manifest === true },
    });
  } finally {
    for (const [name, value] of saved) set(name, value);
  }
  return outDir;
}

/** Every file of a build by its path inside `outDir`, read as `encoding`. */
export function readBuiltFiles(outDir: string, encoding: BufferEncoding): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(outDir, path), readFileSync(path, encoding));
    }
  }
  return files;
}

/** Every environment variable the server reads, from the files that read them. */
export function serverSettingNames(): string[] {
  const names = new Set<string>();
  for (const file of ["server/config.ts", "server/auth-config.ts"]) {
    for (const match of readFileSync(join(root, file), "utf8").matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The value each server setting holds while the shared build runs: found in a built file, it leaked. */
export const SETTING_MARKERS: Readonly<Record<string, string>> = Object.fromEntries(
  serverSettingNames().map((name) => [name, `marker-${name.toLowerCase()}-5f3a9c`]),
);
/** Key material in the environment while the shared build runs. */
export const PRIVATE_KEY_MARKER = "-----BEGIN PRIVATE KEY-----marker";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's folder for the shared production build (tests/shared-build-setup.ts). */
    sharedBuildRoot: string;
  }
}

/** How long a test file waits for the shared build another file is making. */
const SHARED_BUILD_WAIT_MS = 10 * 60_000;

/**
 * The one plain production build that the checks of what `npm run build` ships share (its
 * stylesheets, its secrets and headers, no inspector, no recorder): made once per run by the first
 * test file that asks, in whichever worker; a file asking meanwhile waits for it. Each build takes
 * most of a core for half a minute and more. It is made as on a machine whose environment holds the
 * server's secrets (each setting set to its marker) and no inspector or recorder flag, with Vite's
 * manifest. Read it, never change it; the run's global teardown removes it.
 */
export async function sharedProductionBuild(): Promise<string> {
  const folder = inject("sharedBuildRoot");
  const outDir = join(folder, "build");
  const done = join(folder, "done");
  const failed = join(folder, "failed");
  try {
    mkdirSync(join(folder, "claimed"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return waitForSharedBuild(outDir, done, failed);
  }
  try {
    await buildForProduction({
      outDir,
      manifest: true,
      env: { ...SETTING_MARKERS, PRIVATE_KEY: PRIVATE_KEY_MARKER, VITE_INSPECT: undefined, VITE_RECORD_TRANSITIONS: undefined },
    });
  } catch (error) {
    writeFileSync(failed, String((error as Error)?.stack ?? error));
    throw error;
  }
  writeFileSync(done, "");
  return outDir;
}

async function waitForSharedBuild(outDir: string, done: string, failed: string): Promise<string> {
  const deadline = Date.now() + SHARED_BUILD_WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(done)) return outDir;
    if (existsSync(failed)) throw new Error(`The shared production build failed in another test file:\n${readFileSync(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shared production build was not ready within ${SHARED_BUILD_WAIT_MS / 60_000} minutes`);
}
