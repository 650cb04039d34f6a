// Development sender: nothing leaves the machine. Each message is written to the sms_outbox table
// (readable at GET /api/dev/outbox) and to the server log, so a developer can sign in locally.
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/all-tables.ts';
import type { Database } from '../../db/connect.ts';
import type { SmsLogger, SmsMessage, SmsSender } from '../../context/sms-sender.ts';

const consoleLogger: SmsLogger = {
  // stderr keeps stdout free for the start-up banner and anything piped from it.
  info: (_obj, msg) => console.error(msg),
  error: (obj, msg) => console.error(msg, obj),
};

export function createOutboxSender(db: Database, log: SmsLogger = consoleLogger): SmsSender {
  return {
    kind: 'outbox',
    async send({ phoneCode, mobile, code, body }: SmsMessage): Promise<void> {
      await db.insert(smsOutbox).values({ phoneCode, mobile, code: code ?? null, body });
      log.info({ phoneCode, mobile }, `[sms outbox] +${phoneCode} ${mobile}: ${body}`);
    },
  };
}

/** The newest `limit` messages the development sender wrote, to `mobile` only when given. */
export function readSmsOutbox(db: Database, mobile: string | undefined, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(limit);
}
