import type { Database } from '../db/connect.ts';
import type { MailQueue } from '../mail/mail-queue.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CommandContext extends CliIo {
  db: Database;
  /** Queues e-mails for the server to send (and retry); opened on first use. */
  mail(): Promise<MailQueue>;
}
