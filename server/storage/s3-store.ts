// Files in an S3-compatible bucket (AWS S3, MinIO, s3rver...), shared by every server process, so
// a file uploaded through one is served by all. Keys are the store paths (`<area>/<name>.<ext>`).
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type S3Config } from '../config.ts';
import { FileStoreUnavailableError, assertStorePath, isStorePath, type FileStore, type StoredFile } from './file-store.ts';

export interface S3FileStore extends FileStore {
  readonly kind: 's3';
  verify(): Promise<void>;
  /** Closes the client's sockets. */
  destroy(): void;
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** Any failure but "no such key" means the bucket could not be used for this request. */
function unavailable(action: string, path: string, error: unknown): FileStoreUnavailableError {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return new FileStoreUnavailableError(`S3 ${action} of ${path} failed: ${reason}`, { cause: error });
}

export function createS3FileStore(config: S3Config): S3FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // bucket.host addressing needs a DNS name per bucket; MinIO and s3rver serve host/bucket/key.
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: S3-compatible servers do not all know the newer
    // checksum headers and trailers, and a whole-file PUT is already signed with its SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(path, bytes, contentType) {
      assertStorePath(path);
      // A PUT is atomic on S3: readers see the old object or the whole new one, never a part.
      await client
        .send(new PutObjectCommand({ Bucket, Key: path, Body: bytes, ContentType: contentType, ContentLength: bytes.length }))
        .catch((error: unknown) => {
          throw unavailable('PUT', path, error);
        });
    },
    async get(path): Promise<StoredFile | null> {
      if (!isStorePath(path)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: path }));
        if (!(object.Body instanceof Readable)) throw new Error('The S3 client did not answer a stream');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          ...(object.LastModified ? { lastModified: object.LastModified } : {}),
          ...(object.ETag ? { etag: object.ETag } : {}),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('GET', path, error);
      }
    },
    async exists(path) {
      assertStorePath(path);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: path }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable('HEAD', path, error);
      }
    },
    async delete(path) {
      assertStorePath(path);
      await client.send(new DeleteObjectCommand({ Bucket, Key: path })).catch((error: unknown) => {
        throw unavailable('DELETE', path, error);
      });
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404 ? 'the bucket does not exist'
          : status === 403 ? 'the access key may not use it (403)'
          : error instanceof Error ? error.message || error.name : String(error);
        throw new ConfigError(`S3_BUCKET "${Bucket}" at S3_ENDPOINT ${config.endpoint} cannot be used: ${reason}.`);
      }
    },
    destroy() {
      client.destroy();
    },
  };
}
