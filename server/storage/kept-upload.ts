// A received file kept: its bytes in the store, and a row in `uploads` naming whose it is. The two
// exist together or not at all.
import type { Database } from '../db/connect.ts';
import { uploads } from '../db/schema/all-tables.ts';
import type { FileStore } from './file-store.ts';
import { removeUpload, saveUpload, type ReceivedUpload, type StorageArea } from './uploads.ts';

/** Whose a stored file is: a company's, or the event's own (its logo, its resources' files). */
export type UploadOwner = { exhibitorId: string } | { eventId: string };

/**
 * Stores the file in `area` for its owner and records it; answers the contract's UploadResponse
 * data. A store that is down or refuses throws its FileStoreUnavailableError, before any row.
 */
export async function storeUpload(db: Database, files: FileStore, owner: UploadOwner, area: StorageArea, file: ReceivedUpload) {
  const filePath = await saveUpload(files, area, file);
  try {
    await db.insert(uploads).values({
      ...('exhibitorId' in owner ? { exhibitorId: owner.exhibitorId } : { eventId: owner.eventId }),
      uploadType: area,
      path: filePath,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.content.length,
    });
  } catch (error) {
    // No record, no file: a file nobody can account for is never left behind.
    await removeUpload(files, filePath).catch(() => undefined);
    throw error;
  }
  return { filePath, fileName: file.originalName, mimeType: file.mimeType, size: file.content.length };
}
