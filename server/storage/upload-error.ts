/**
 * A refused upload. The status is the HTTP answer (413 too large, 415 wrong type, 400 malformed);
 * `message` is what the person sees and `reason` says what exactly was wrong with this file.
 */
export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError';

  readonly status: 400 | 413 | 415;
  readonly reason: string;

  constructor(status: 400 | 413 | 415, message: string, reason: string) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}
