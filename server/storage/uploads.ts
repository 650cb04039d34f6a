import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFileName } from './file-name.ts';
import { checkSignature } from './signature.ts';
import { UploadRejectedError } from './upload-error.ts';
import { tooLargeMessage } from './upload-rules.ts';

export { UploadRejectedError } from './upload-error.ts';
export { MAX_UPLOAD_BYTES, UNSUPPORTED_TYPE_MESSAGE, TOO_LARGE_MESSAGE } from './upload-rules.ts';

/** Storage areas a client may name in `uploadType` (the same list as the OpenAPI enum). */
export const UPLOAD_TYPES = ['eventWebsite', 'companyProfile', 'teamMember', 'product', 'resource'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const DEFAULT_UPLOAD_TYPE: UploadType = 'eventWebsite';

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** A file that passed every check and is held in memory, not yet written. */
export interface ReceivedUpload {
  originalName: string;
  extension: string;
  mimeType: string;
  content: Buffer;
}

export interface ReceiveOptions {
  fileName: string | undefined;
  content: AsyncIterable<Uint8Array>;
  /** True when the multipart parser cut the file at its own limit. */
  truncated?: () => boolean;
}

/**
 * Reads one uploaded file and checks it: the name against the allow-list before any byte is read,
 * the size while streaming (reading stops at the first byte over the limit, and the rest of the
 * body is discarded unread), then the signature.
 */
export async function receiveUpload({ fileName, content, truncated }: ReceiveOptions): Promise<ReceivedUpload> {
  const { extension, rule, originalName } = checkFileName(fileName);
  const tooLarge = () =>
    new UploadRejectedError(413, tooLargeMessage(rule.kind), `The file is larger than ${rule.maxBytes} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content) {
    size += chunk.length;
    // Throwing here ends the iteration, which destroys the part's stream.
    if (size > rule.maxBytes) throw tooLarge();
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  if (truncated?.()) throw tooLarge();
  const data = Buffer.concat(chunks, size);
  await checkSignature(data, extension, rule);
  return { originalName, extension, mimeType: rule.mimeType, content: data };
}

/** Where files are kept; the platform serves this folder at /files/. */
export function uploadsRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

// Outside the served folder, on the same disk, so the final rename is atomic.
function stagingDir(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

/**
 * Writes a checked upload under a generated name and answers its path relative to /files/
 * (`<uploadType>/<uuid>.<ext>`). The bytes go to a staging file, are flushed, and only then renamed
 * into place, so a crash never leaves a partial file under a served name.
 */
export async function saveUpload(dataDir: string, uploadType: UploadType, upload: ReceivedUpload): Promise<string> {
  if (!isUploadType(uploadType)) throw new Error(`Unknown upload type ${String(uploadType)}`);
  const id = randomUUID();
  const fileName = `${id}.${upload.extension}`;
  const targetDir = join(uploadsRoot(dataDir), uploadType);
  const staging = join(stagingDir(dataDir), `${id}.part`);
  await Promise.all([mkdir(targetDir, { recursive: true }), mkdir(stagingDir(dataDir), { recursive: true })]);
  const handle = await open(staging, 'wx', 0o640);
  try {
    await handle.writeFile(upload.content);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(staging, { force: true });
    throw error;
  }
  await handle.close();
  await rename(staging, join(targetDir, fileName));
  return `${uploadType}/${fileName}`;
}

/** Removes a saved upload again, e.g. when recording it in the database failed. */
export async function removeUpload(dataDir: string, filePath: string): Promise<void> {
  const [uploadType, fileName, ...rest] = filePath.split('/');
  if (!isUploadType(uploadType) || !fileName || rest.length > 0 || !/^[0-9a-f-]{36}\.[a-z]+$/u.test(fileName)) {
    throw new Error(`Not a stored upload path: ${filePath}`);
  }
  await rm(join(uploadsRoot(dataDir), uploadType, fileName), { force: true });
}
