// The default store: files under one folder of this server's disk (DATA_DIR/uploads).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { assertStorePath, isStorePath, type DiskFileStore, type StoredFile } from './file-store.ts';
import { ruleFor } from './upload-signatures.ts';

// The type the upload rules recorded for the extension (the same one @fastify/static sends).
function typeOf(file: string): string {
  return ruleFor(extname(file).slice(1).toLowerCase())?.mimeType ?? 'application/octet-stream';
}

/**
 * `root` is the served folder; `stagingDir` must be on the same disk: the bytes are written there,
 * flushed, and only then renamed into place, so a crash never leaves a partial file under a served name.
 */
export function createDiskFileStore(root: string, stagingDir = join(dirname(root), 'tmp', 'uploads')): DiskFileStore {
  const where = (path: string) => {
    assertStorePath(path);
    return join(root, ...path.split('/'));
  };
  return {
    kind: 'disk',
    root,
    async put(path, bytes) {
      const target = where(path);
      const staging = join(stagingDir, `${randomUUID()}.part`);
      await Promise.all([mkdir(dirname(target), { recursive: true }), mkdir(stagingDir, { recursive: true })]);
      const handle = await open(staging, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(staging, { force: true });
        throw error;
      }
      await handle.close();
      await rename(staging, target);
    },
    async get(path): Promise<StoredFile | null> {
      if (!isStorePath(path)) return null;
      const file = where(path);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size, contentType: typeOf(file), lastModified: info.mtime };
      } catch {
        return null;
      }
    },
    async exists(path) {
      try {
        await access(where(path));
        return true;
      } catch {
        return false;
      }
    },
    async delete(path) {
      await rm(where(path), { force: true });
    },
  };
}
