// The mail sender seam: SMTP (nodemailer) when SMTP_URL is set, the development outbox otherwise.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Lets go of pooled connections; a no-op for the outbox. */
  close(): void;
}
