// An endpoint's signing secret in the Standard Webhooks form: `whsec_` and the base64 of random
// bytes (24, as the standard suggests). It is answered once, when made; afterwards only its hint.
import { randomBytes } from 'node:crypto';

const SECRET_BYTES = 24;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** "whsec_…" and the last four characters: enough to tell which secret a receiver holds. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

/** A webhook-id: unique per delivery, the same on every retry and resend. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}
