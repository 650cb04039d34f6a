// The SMS sender seam: one interface, an outbox for development and Twilio for production
// (server/auth/sms/). Types only, so the deps (server-deps.ts) and every sender's caller name it
// without importing the senders.

export interface SmsMessage {
  phoneCode: string;
  mobile: string;
  body: string;
  /** The plain code, kept only by the development outbox so it can be read back. */
  code?: string;
}

export interface SmsSender {
  kind: 'outbox' | 'twilio';
  send(message: SmsMessage): Promise<void>;
}

/** The subset of a pino/Fastify logger the senders use. */
export interface SmsLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
