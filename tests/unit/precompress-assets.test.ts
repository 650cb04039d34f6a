// The build's precompressed siblings: written for text and WebAssembly over 1 KB, each decoding to
// its file, and never for a small file, a picture, or content that compression would only grow.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/precompress-assets.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'exhibitor-portal-precompress-'));
  await mkdir(join(folder, 'assets'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const script = Array.from({ length: 200 }, (_, n) => `export const value${n} = "Exhibitor Portal ${n}";`).join('\n');

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy beside each large text asset, in subfolders too, that decode to the file', async () => {
    await writeFile(join(folder, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(join(folder, 'assets', 'app-1a2b3c.css'), `.a{color:red}\n`.repeat(200));
    await writeFile(join(folder, 'manifest.webmanifest'), JSON.stringify({ name: 'Exhibitor Portal', icons: Array(100).fill({ src: 'icon.png', sizes: '192x192' }) }));

    const summary = await precompressFolder(folder);

    expect(summary.files).toBe(3);
    for (const file of ['assets/app-1a2b3c.js', 'assets/app-1a2b3c.css', 'manifest.webmanifest']) {
      const original = await readFile(join(folder, file));
      expect(brotliDecompressSync(await readFile(join(folder, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(folder, `${file}.gz`)))).toEqual(original);
    }
    expect(summary.brotliBytes).toBeLessThan(summary.bytesIn / 4);
  });

  it('leaves small files, pictures, the page and content that does not shrink as they are', async () => {
    await writeFile(join(folder, 'assets', 'tiny-000000.js'), 'export {};\n');
    await writeFile(join(folder, 'icon.png'), randomBytes(4096));
    await writeFile(join(folder, 'index.html'), `<p>Exhibitor Portal</p>\n`.repeat(200));
    await writeFile(join(folder, 'assets', 'random-111111.wasm'), randomBytes(8192));

    const summary = await precompressFolder(folder);

    for (const file of ['assets/tiny-000000.js', 'icon.png', 'index.html', 'assets/random-111111.wasm']) {
      expect(existsSync(join(folder, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(folder, `${file}.gz`)), file).toBe(false);
    }
    expect(summary).toEqual({ files: 0, bytesIn: 0, brotliBytes: 0 });
  });
});
