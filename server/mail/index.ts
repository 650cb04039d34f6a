// Chooses the mail sender from configuration (SMTP_URL, MAIL_FROM).
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createOutboxMailSender } from './outbox.ts';
import { createSmtpMailSender } from './smtp.ts';
import type { MailSender } from './types.ts';

export type { MailMessage, MailSender } from './types.ts';

export function createMailSender(config: { mail: MailConfig }, db: Database): MailSender {
  return config.mail.smtpUrl ? createSmtpMailSender(config.mail.smtpUrl, config.mail.from) : createOutboxMailSender(db);
}
