import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/all-tables.ts';
import { useAuthTestDb } from '../../testing/sign-in-database.ts';
import { createSmsSender } from './create-sms-sender.ts';
import { createOutboxSender } from './sms-outbox.ts';
import type { SmsLogger } from '../../context/sms-sender.ts';
import { loadAuthConfig } from '../../auth-config.ts';

describe('outbox sender', () => {
  const t = useAuthTestDb();

  it('stores the message and logs it in the documented form', async () => {
    const lines: string[] = [];
    const log: SmsLogger = { info: (_o, msg) => lines.push(msg ?? ''), error: () => undefined };
    const sender = createOutboxSender(t.db, log);
    await sender.send({ phoneCode: '91', mobile: '9876543210', body: 'Your ExpoHub code is 1234', code: '1234' });
    expect(lines).toEqual(['[sms outbox] +91 9876543210: Your ExpoHub code is 1234']);
    const rows = await t.db.select().from(smsOutbox);
    expect(rows).toEqual([expect.objectContaining({ phoneCode: '91', mobile: '9876543210', code: '1234', body: 'Your ExpoHub code is 1234' })]);
  });

  it('is chosen by default', () => {
    const sender = createSmsSender({ auth: loadAuthConfig({}) }, t.db);
    expect(sender.kind).toBe('outbox');
  });

  it('gives way to twilio when configured', () => {
    const auth = loadAuthConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' });
    const sender = createSmsSender({ auth }, t.db);
    expect(sender.kind).toBe('twilio');
  });
});
