// A real SMTP server for tests, on a free port of 127.0.0.1: it takes every message (no sign-in,
// no STARTTLS) and keeps it, so a test reads what the portal sent exactly as a mail server got it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  readonly from: string;
  readonly to: string[];
  /** The message as received, headers included. */
  readonly raw: string;
}

export interface SmtpCatcher {
  /** Every message received so far, oldest first. */
  readonly received: CaughtMail[];
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** `port`: a given one (a test that brings a mail server up where one was down); default a free one. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's text with quoted-printable soft breaks and escapes undone, as nodemailer writes long lines. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
