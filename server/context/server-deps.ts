// What the app gives every tag's handlers and the background work it starts: the database, the
// configuration and the senders, queues and stores, each made once in server/portal-server.ts.
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import type { SmsSender } from './sms-sender.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { LeadEvents } from './lead-events.ts';
import type { FileStore } from '../storage/file-store.ts';

export interface ServerDeps {
  db: Database;
  config: Config;
  sms: SmsSender;
  /** E-mails that must arrive: queued in the database and retried until sent. */
  mail: MailQueue;
  /** Background jobs on the portal's own database (pg-boss): reminders, webhook deliveries. */
  jobs: JobQueue;
  /** Lead changes reported to the company's webhook endpoints, after they commit. */
  leadEvents: LeadEvents;
  /** Uploaded files' bytes: DATA_DIR/uploads, or the S3 bucket when S3_* is configured. */
  files: FileStore;
}
