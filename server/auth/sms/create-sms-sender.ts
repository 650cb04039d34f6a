// Chooses the SMS sender from configuration (SMS_PROVIDER).
import type { Database } from '../../db/connect.ts';
import type { AuthConfig } from '../../auth-config.ts';
import { createOutboxSender } from './sms-outbox.ts';
import { createTwilioSender } from './twilio.ts';
import type { SmsLogger, SmsSender } from '../../context/sms-sender.ts';

export { SMS_SEND_FAILED } from './twilio.ts';

export function createSmsSender(config: { auth: AuthConfig }, db: Database, log?: SmsLogger): SmsSender {
  if (config.auth.smsProvider === 'twilio') {
    // loadAuthConfig refuses twilio without credentials, so this only guards hand-built configs.
    if (!config.auth.twilio) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
    return createTwilioSender({ twilio: config.auth.twilio, ...(log ? { log } : {}) });
  }
  return createOutboxSender(db, log);
}
