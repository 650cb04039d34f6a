// A production build of the portal for tests that check what `npm run build` ships.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface ProductionBuildOptions {
  /** Environment variables set while building (undefined unsets one); restored afterwards. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Also write Vite's manifest (`.vite/manifest.json`). */
  readonly manifest?: boolean;
  /** Vite's mode, which picks the `.env.<mode>` file read (`e2e`: the e2e suite's build); production unless given. */
  readonly mode?: string;
}

/**
 * `vite build` with the project's own config into a fresh temporary folder, which it returns (the
 * caller removes it). NODE_ENV is production while it runs: vitest sets it to test, which makes
 * Vite resolve packages' development builds, and `npm run build` ships the production ones.
 */
export async function buildForProduction(options: ProductionBuildOptions = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "portal-build-"));
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
