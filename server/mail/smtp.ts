// Production mail sender: nodemailer over the SMTP server named by SMTP_URL.
import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender.ts';

/** An unreachable mail server fails the send in seconds instead of holding the request. */
const TIMEOUT_MS = 10_000;

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
