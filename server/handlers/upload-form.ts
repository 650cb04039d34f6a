// The multipart upload every upload operation shares (POST /upload, POST /leads/photos). The body is
// streamed, not parsed up front: the file's name is checked before its bytes are read, reading stops
// at the first byte over the limit for its kind, and only a file whose signature matches its
// extension is stored (server/storage: on this server's disk, or in the S3 bucket every server
// shares), with a row in `uploads` naming the company it belongs to.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { answerStoreUnavailable, UPLOAD_UNAVAILABLE_MESSAGE } from '../http/store-unavailable.ts';
import type { FileStore } from '../storage/file-store.ts';
import { storeUpload, type UploadOwner } from '../storage/kept-upload.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import {
  MAX_UPLOAD_BYTES,
  UploadRejectedError,
  receiveUpload,
  type ReceivedUpload,
  type StorageArea,
} from '../storage/uploads.ts';

export interface UploadForm {
  file: ReceivedUpload;
  /** The text fields the operation takes, as sent. */
  fields: Record<string, string>;
}

export interface UploadFormRules {
  /** The text fields the operation takes beside `file`; any other is a 400. */
  fields: readonly string[];
  /** Only PNG and JPEG images. */
  imagesOnly?: boolean;
}

/**
 * What the multipart parser (busboy) throws, as plain errors, for a body that is not a whole form:
 * the sender's mistake, so a 400 saying what to send, not a 500.
 */
const MALFORMED_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/^Multipart: Boundary not found$/, 'The form has no boundary: send the file as multipart/form-data with its boundary, as a browser does.'],
  [/unexpected end of multipart data$/i, 'The form ended before its last part did: send the whole form again.'],
];

function toApiError(error: unknown): unknown {
  if (error instanceof UploadRejectedError) {
    return new ApiError(error.status, error.message, [{ path: '/file', message: error.reason }]);
  }
  const malformed = error instanceof Error ? MALFORMED_FORMS.find(([pattern]) => pattern.test(error.message)) : undefined;
  if (malformed) return new ApiError(400, malformed[1]);
  return error;
}

// How much of a refused body is read and thrown away before the connection is cut instead.
const DISCARD_LIMIT_BYTES = 2 * MAX_UPLOAD_BYTES;

/**
 * After a refusal mid-body the parser has let go of the request, and Node will not drain a stream
 * that was already read from: the rest would sit unread and hold the connection open. Read it into
 * nothing (so browsers, which keep sending, still receive the error answer), up to a limit past
 * which the connection is simply closed.
 */
function discardRest(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const drain = () => {
    if (raw.readableEnded || raw.destroyed) return;
    let discarded = 0;
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DISCARD_LIMIT_BYTES) raw.socket.destroy();
    });
    raw.resume();
  };
  // After the answer is out: by then the parser has finished unpiping (which pauses the request).
  reply.raw.once('finish', drain);
}

async function readParts(request: FastifyRequest, rules: UploadFormRules): Promise<{ file?: ReceivedUpload; fields: Record<string, string> }> {
  const form: { file?: ReceivedUpload; fields: Record<string, string> } = { fields: {} };
  // One file and a few fields; the parser's own cut-off sits one byte above the largest allowed
  // file so that reaching it always means "too large".
  const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 6 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        throw new ApiError(400, 'Send the file in the form field named "file".', [
          { path: `/${part.fieldname}`, message: 'Unexpected file field' },
        ]);
      }
      form.file = await receiveUpload({
        fileName: part.filename,
        content: part.file,
        truncated: () => part.file.truncated,
        imagesOnly: rules.imagesOnly === true,
      });
    } else if (rules.fields.includes(part.fieldname)) {
      form.fields[part.fieldname] = String(part.value);
    } else {
      throw new ApiError(400, `Unknown form field "${part.fieldname}".`, [
        { path: `/${part.fieldname}`, message: 'Unknown field' },
      ]);
    }
  }
  return form;
}

/** The request's checked file and fields; 415 for a body that is not multipart, 400 without a file. */
export async function readUploadForm(request: FastifyRequest, reply: FastifyReply, rules: UploadFormRules): Promise<UploadForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data');
  const form = await readParts(request, rules).catch((error: unknown) => {
    discardRest(request, reply);
    throw toApiError(error);
  });
  if (!form.file) {
    throw new ApiError(400, 'Choose a file to upload.', [{ path: '/file', message: 'Required' }]);
  }
  return { file: form.file, fields: form.fields };
}

/** Stores the file in `area` for its owner and records it; a store that is down is a 503 saying to try again. */
export function keepUpload(db: ServerDeps['db'], files: FileStore, owner: UploadOwner, area: StorageArea, file: ReceivedUpload) {
  // The bucket is down or refused: the file was fine, and sending it again later may work.
  return storeUpload(db, files, owner, area, file).catch(answerStoreUnavailable(UPLOAD_UNAVAILABLE_MESSAGE));
}
