import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Manifest } from "vite";

// Production builds for the bundle report: the portal with its own vite.config.ts, and the bare
// React + ReactDOM page of bench/bare-react/ with the same React plugin, both into folders the
// caller owns.

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const bareRoot = fileURLToPath(new URL("./bare-react", import.meta.url));

/** Bytes of a file after gzip at level 9, the way every figure of the report is counted. */
export const gzipBytes = (content: Buffer): number => gzipSync(content, { level: 9 }).length;

export interface BuiltFile {
  /** Path inside the build folder, e.g. `assets/index-abc123.js`. */
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/**
 * Runs `fn` with NODE_ENV=production: packages then resolve their production builds (React's
 * development build is several times larger), whatever the caller's environment says.
 */
async function inProduction<T>(fn: () => Promise<T>): Promise<T> {
  const previous = process.env["NODE_ENV"];
  process.env["NODE_ENV"] = "production";
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env["NODE_ENV"];
    else process.env["NODE_ENV"] = previous;
  }
}

/** `npm run build` into `outDir`, plus Vite's manifest (`.vite/manifest.json`) for the chunk graph. */
export async function buildPortal(outDir: string): Promise<Manifest> {
  await inProduction(() =>
    build({
      root: projectRoot,
      configFile: join(projectRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, manifest: true },
    }),
  );
  return JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The bare page into `outDir`; answers every JS file it emitted (one entry chunk in practice). */
export async function buildBarePage(outDir: string): Promise<BuiltFile[]> {
  await inProduction(() =>
    build({
      root: bareRoot,
      configFile: false,
      mode: "production",
      logLevel: "silent",
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    }),
  );
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".js")).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map((path) => builtFile(outDir, relative(outDir, path))));
}

export async function builtFile(outDir: string, file: string): Promise<BuiltFile> {
  const content = await readFile(join(outDir, file));
  return { file, bytes: content.length, gzipBytes: gzipBytes(content) };
}

/**
 * What the manifest says a chunk brings with it: the chunk, its static imports (recursively) and
 * their CSS. Dynamic imports are left out; they load only when their code runs.
 */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}
