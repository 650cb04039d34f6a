// Chooses the file store the configuration names. Kept apart from file-store.ts, whose interface and
// path rules both stores import, so neither store imports the other through it.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createDiskFileStore } from './disk-store.ts';
import { uploadsRoot, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-store.ts';

/** The bucket when S3_* is configured, otherwise DATA_DIR/uploads. */
export function createFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  if (config.s3) return createS3FileStore(config.s3);
  // Staging sits outside the served folder, on the same disk, so the final rename is atomic.
  return createDiskFileStore(uploadsRoot(config.dataDir), join(config.dataDir, 'tmp', 'uploads'));
}
