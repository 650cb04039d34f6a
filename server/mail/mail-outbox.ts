// Development mail sender: nothing leaves the machine. Each e-mail is written to the mail_outbox
// table, readable at GET /api/dev/outbox (`mails`).
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/all-tables.ts';
import type { Database } from '../db/connect.ts';
import type { MailMessage, MailSender } from './mail-sender.ts';

export function createOutboxMailSender(db: Database): MailSender {
  return {
    kind: 'outbox',
    async send(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachmentNames: message.attachments?.map((file) => file.filename) ?? [],
      });
    },
    close() {},
  };
}

/** The newest `limit` e-mails the development sender wrote, to `email` only when given. */
export function readMailOutbox(db: Database, email: string | undefined, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(email ? eq(mailOutbox.to, email.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(limit);
}
