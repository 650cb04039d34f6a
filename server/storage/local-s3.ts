// An S3-compatible server on this machine for tests (s3rver, files in a temp folder), with one
// bucket made up front, so the S3 store is tested against real S3 requests without a network.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';

export interface LocalS3 {
  config: S3Config;
  /** The S3_* variables that point a spawned server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'portal-uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  // Port 0: the system picks a free one, read back from the running server.
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await server.run();
  let closed = false;
  // s3rver accepts these fixed credentials and checks every request's signature with them.
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    // Safe to call twice: a test may stop the bucket early to see how the portal copes.
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
