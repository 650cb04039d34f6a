// The mail sender seam: SMTP (nodemailer) when SMTP_URL is set, the development outbox otherwise.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64: a message is stored as a JSON job until it is sent. */
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailSender {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Lets go of pooled connections; a no-op for the outbox. */
  close(): void;
}
