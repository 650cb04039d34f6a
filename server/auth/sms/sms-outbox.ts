// Development sender: nothing leaves the machine. Each message is written to the sms_outbox table
// (readable at GET /api/dev/outbox) and to the server log, so a developer can sign in locally.
import { smsOutbox } from '../../db/schema/all-tables.ts';
import type { Database } from '../../db/connect.ts';
import type { SmsLogger, SmsMessage, SmsSender } from './sms-sender.ts';

const consoleLogger: SmsLogger = {
  // stderr keeps stdout free for the start-up banner and anything piped from it.
  info: (_obj, msg) => console.error(msg),
  error: (obj, msg) => console.error(msg, obj),
};

export function createOutboxSender(db: Database, log: SmsLogger = consoleLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(message: SmsMessage): Promise<void> {
      await db.insert(smsOutbox).values({
        phoneCode: message.phoneCode,
        mobile: message.mobile,
        code: message.code ?? null,
        body: message.body,
      });
      log.info({ phoneCode: message.phoneCode, mobile: message.mobile }, `[sms outbox] +${message.phoneCode} ${message.mobile}: ${message.body}`);
    },
  };
}
