// The build's text assets compressed once, beside each file (`x.js.br`, `x.js.gz`), so the server
// sends them as they are (`@fastify/static`'s `preCompressed`, server/http/static-files.ts) instead
// of compressing the same bytes again for every phone that installs the service worker: its precache
// is about 7 MB of scripts, 0.8 s of the server's CPU per install compressed on the fly, 0.56 s sent
// as they are (docs/performance.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/**
 * What the server would compress on the fly (text types), and WebAssembly, which it would not
 * (`application/wasm` is not a text type) but shrinks by two thirds. The page itself is left out:
 * the server fills in the event before sending it (server/http/portal-page.ts).
 */
const COMPRESSED_EXTENSIONS = new Set([".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm"]);

/** As the server's on-the-fly threshold: below 1 KB the headers cost more than is saved. */
const MIN_BYTES = 1024;

/**
 * Quality 6, not 11: a build compresses about 7 MB, which takes 0.7 s at 6 and half a minute at
 * 11, for a tenth less. Gzip for clients that do not take brotli.
 */
const BROTLI_QUALITY = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The files given a brotli copy, their size and the copies' size. */
export interface PrecompressSummary {
  files: number;
  bytesIn: number;
  brotliBytes: number;
}

/** Writes `.br` and `.gz` beside every compressible file of `folder`, where that is smaller. */
export async function precompressFolder(folder: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytesIn: 0, brotliBytes: 0 };
  const files = (await filesUnder(folder)).filter((file) => COMPRESSED_EXTENSIONS.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: extname(file) === ".wasm" ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      // Already-compressed content can come out larger; the server then sends the file itself.
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      if (br.length >= content.length) return;
      await writeFile(`${file}.br`, br);
      summary.files += 1;
      summary.bytesIn += content.length;
      summary.brotliBytes += br.length;
    }),
  );
  return summary;
}

/** Last of the build: after the service worker and the prerendered sign-in are written. */
export const precompressAssets = (): Plugin => {
  let outDir = "dist";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const { files, bytesIn, brotliBytes } = await precompressFolder(outDir);
        const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(2);
        console.info(`precompressed ${files} files: ${megabytes(bytesIn)} MB, ${megabytes(brotliBytes)} MB as brotli`);
      },
    },
  };
};
