// Where uploaded files' bytes live, behind one small interface: a folder on this server's disk (the
// default) or an S3-compatible bucket, which every server process behind one database shares.
// The upload rules (server/storage/uploads.ts) decide what may be stored; a store only keeps bytes.
// The stores import this file; which one the config names is chosen in create-file-store.ts.
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** The store could not be reached or refused the request: nothing is wrong with the file itself. */
export class FileStoreUnavailableError extends Error {
  override name = 'FileStoreUnavailableError';
}

/** One stored file, ready to be streamed to a client. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
  lastModified?: Date;
  etag?: string;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the whole file; a reader never sees it half written. */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under the path (or the path is not a store path). */
  get(path: string): Promise<StoredFile | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(path: string): Promise<void>;
  /** Checks at start-up that the store can be used; throws a ConfigError saying why not. */
  verify?(): Promise<void>;
  /** Lets go of connections (a bucket's client); the store is not used afterwards. */
  destroy?(): void;
}

/** Disk folders are served by @fastify/static straight from `root` (ranges, ETags, conditional GETs). */
export interface DiskFileStore extends FileStore {
  readonly kind: 'disk';
  readonly root: string;
}

export function isDiskFileStore(store: FileStore): store is DiskFileStore {
  return store.kind === 'disk' && typeof (store as Partial<DiskFileStore>).root === 'string';
}

// Segments start with a letter, digit or underscore: no `..`, no dotfiles, no empty segment, so a
// path can never leave the folder or name something the portal did not write.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/u;

/** True for a relative path the portal may store under (`<area>/<name>.<ext>`, `demo/<name>`). */
export function isStorePath(path: string): boolean {
  const segments = path.split('/');
  return segments.length >= 1 && segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment));
}

export function assertStorePath(path: string): void {
  if (!isStorePath(path)) throw new Error(`Not a store path: ${path}`);
}

/** The folder uploads are kept in when no bucket is configured. */
export function uploadsRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}
