import { randomUUID } from 'node:crypto';
import { checkFileName } from './file-name.ts';
import type { FileStore } from './file-store.ts';
import { checkSignature } from './signature.ts';
import { UploadRejectedError } from './upload-error.ts';
import { IMAGE_ONLY_MESSAGE, tooLargeMessage } from './upload-signatures.ts';

export { UploadRejectedError } from './upload-error.ts';
export { uploadsRoot } from './file-store.ts';
export { MAX_UPLOAD_BYTES, UNSUPPORTED_TYPE_MESSAGE, TOO_LARGE_MESSAGE } from './upload-signatures.ts';

/** Storage areas a client may name in `uploadType` (the same list as the OpenAPI enum). */
export const UPLOAD_TYPES = ['eventWebsite', 'companyProfile', 'teamMember', 'product', 'resource'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const DEFAULT_UPLOAD_TYPE: UploadType = 'eventWebsite';

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** A person's own photo (POST /auth/photo) sits with the team's profile images. */
export const OWN_PHOTO_AREA: UploadType = 'teamMember';

/** Photos kept with leads (POST /leads/photos): an area of its own, which no `uploadType` names. */
export const LEAD_PHOTO_AREA = 'leadPhoto';
/** Every folder under the uploads root that stored files go into. */
export type StorageArea = UploadType | typeof LEAD_PHOTO_AREA;

export function isStorageArea(value: unknown): value is StorageArea {
  return value === LEAD_PHOTO_AREA || isUploadType(value);
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
  /** Only PNG and JPEG images (a lead's photos): any other allowed kind is refused by its name. */
  imagesOnly?: boolean;
}

/**
 * Reads one uploaded file and checks it: the name against the allow-list before any byte is read,
 * the size while streaming (reading stops at the first byte over the limit, and the rest of the
 * body is discarded unread), then the signature.
 */
export async function receiveUpload({ fileName, content, truncated, imagesOnly }: ReceiveOptions): Promise<ReceivedUpload> {
  const { extension, rule, originalName } = checkFileName(fileName);
  if (imagesOnly && rule.kind !== 'image') throw new UploadRejectedError(415, IMAGE_ONLY_MESSAGE, `Files ending in .${extension} are not photos.`);
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

/**
 * Stores a checked upload under a generated name and answers its path relative to /files/
 * (`<area>/<uuid>.<ext>`). The store writes it whole or not at all (server/storage/file-store.ts).
 */
export async function saveUpload(store: FileStore, area: StorageArea, upload: ReceivedUpload): Promise<string> {
  if (!isStorageArea(area)) throw new Error(`Unknown storage area ${String(area)}`);
  const filePath = `${area}/${randomUUID()}.${upload.extension}`;
  await store.put(filePath, upload.content, upload.mimeType);
  return filePath;
}

/** Removes a saved upload again, e.g. when recording it in the database failed. */
export async function removeUpload(store: FileStore, filePath: string): Promise<void> {
  const [area, fileName, ...rest] = filePath.split('/');
  if (!isStorageArea(area) || !fileName || rest.length > 0 || !/^[0-9a-f-]{36}\.[a-z]+$/u.test(fileName)) {
    throw new Error(`Not a stored upload path: ${filePath}`);
  }
  await store.delete(filePath);
}
