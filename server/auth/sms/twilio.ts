// Sends SMS through Twilio's Messages API over plain fetch (form-encoded body, HTTP basic auth).
// Any failure is reported to the caller as a 502 so it can discard the challenge it just created.
import { ApiError } from '../../http/api-error.ts';
import type { TwilioConfig } from '../../auth-config.ts';
import type { SmsLogger, SmsMessage, SmsSender } from '../../context/sms-sender.ts';

export const SMS_SEND_FAILED = 'Could not send the code by SMS. Try again shortly.';

export function toE164(phoneCode: string, mobile: string): string {
  return `+${phoneCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

export interface TwilioSenderOptions {
  twilio: TwilioConfig;
  log?: SmsLogger;
  fetch?: typeof fetch;
  /** Upper bound for one API call; a hung provider must not hold the request forever. */
  timeoutMs?: number;
}

export function createTwilioSender(options: TwilioSenderOptions): SmsSender {
  const { twilio } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${twilio.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;

  return {
    kind: 'twilio',
    async send(message: SmsMessage): Promise<void> {
      const to = toE164(message.phoneCode, message.mobile);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: twilio.from, Body: message.body }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        options.log?.error({ err: error, to }, 'SMS provider unreachable');
        throw new ApiError(502, SMS_SEND_FAILED);
      }
      if (!response.ok) {
        // Twilio answers errors as JSON { code, message, more_info, status }; keep it for the log only.
        const detail = await response.text().catch(() => '');
        options.log?.error({ status: response.status, detail: detail.slice(0, 500), to }, 'SMS provider refused the message');
        throw new ApiError(502, SMS_SEND_FAILED);
      }
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
