// dev tag: the development SMS outbox, so a developer (and the tests) can read sign-in codes without
// a phone, and the e-mails of the development mail sender (no SMTP_URL). It exists only while the outbox sender is active; with Twilio it is a plain 404.
import { readSmsOutbox } from '../auth/sms/sms-outbox.ts';
import { readMailOutbox } from '../mail/mail-outbox.ts';
import { ApiError } from '../http/api-error.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

/** Enough history for a developer; older messages stay in the table and the log. */
const OUTBOX_PAGE = 100;

export function devHandlers({ db, sms }: ServerDeps): OperationHandlers {
  return {
    async listDevOutbox(request) {
      if (sms.kind !== 'outbox') throw new ApiError(404, 'Not found');
      const { mobile, email } = request.query;
      const rows = await readSmsOutbox(db, mobile, OUTBOX_PAGE);
      const mails = await readMailOutbox(db, email, OUTBOX_PAGE);
      return {
        success: true,
        mails: mails.map((row) => ({ to: row.to, subject: row.subject, text: row.text, sentAt: row.sentAt.toISOString() })),
        data: rows.map((row) => ({
          phoneCode: row.phoneCode,
          mobile: row.mobile,
          code: row.code,
          body: row.body,
          sentAt: row.sentAt.toISOString(),
        })),
      };
    },
  };
}
