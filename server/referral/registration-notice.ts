// What a registered person is told: their ticket (with the badge PDF), whether they registered
// through a public link or a team member registered them, and the organiser's decision later.
// E-mails go through the queue so an SMTP outage delays them without losing them; the SMS is best
// effort, as the e-mail carries everything it says.
import type { components } from '../../src/api/schema.d.ts';
import type { MailMessage } from '../mail/mail-sender.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { SmsSender } from '../auth/sms/create-sms-sender.ts';

export interface TicketNotice {
  guestName: string;
  email: string | null;
  phoneCode: string | null;
  mobile: string | null;
  eventTitle: string;
  companyName: string;
  ticketCode: string;
  ticketType: string;
  badgePdf: Uint8Array;
}

export function ticketMail(notice: TicketNotice & { email: string }): MailMessage {
  return {
    to: notice.email,
    subject: `Your ticket for ${notice.eventTitle}: ${notice.ticketCode}`,
    text: [
      `Hello ${notice.guestName},`,
      '',
      `${notice.companyName} registered you for ${notice.eventTitle}.`,
      `Ticket: ${notice.ticketCode} (${notice.ticketType})`,
      '',
      'Your badge is attached: print it or show it on your phone at the entrance.',
    ].join('\n'),
    attachments: [
      {
        filename: `badge-${notice.ticketCode}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(notice.badgePdf).toString('base64'),
      },
    ],
  };
}

/** What became of the ticket e-mail (the contract's `ticketEmail`): queued (sent, and retried until it is), no address given, or not queued. */
export type TicketEmail = components['schemas']['GuestRegistrationResponse']['data']['ticketEmail'];

/** The same words whoever registered the person: a guest on a public link, or a team member for them. */
export const ticketSms = (notice: TicketNotice, email: TicketEmail): string =>
  `${notice.eventTitle}: you are registered. Ticket ${notice.ticketCode} (${notice.ticketType}). ${
    email === 'queued' ? 'Your badge was sent by e-mail.' : `Keep this code: it is your ticket. ${notice.companyName} can print your badge.`
  }`;

export interface NoticeSenders {
  mail: MailQueue;
  sms: SmsSender;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Queues the ticket e-mail. The registration is saved by then: a queue that refuses the e-mail (the
 * database failing between the two) must not turn it into an error the guest would retry, using a
 * second place. The guest is told to download the badge instead.
 */
async function queueTicketMail(senders: NoticeSenders, notice: TicketNotice): Promise<TicketEmail> {
  if (!notice.email) return 'none';
  try {
    await senders.mail.send(ticketMail({ ...notice, email: notice.email }));
    return 'queued';
  } catch (error) {
    senders.log.error({ err: error, ticketCode: notice.ticketCode }, 'the ticket e-mail could not be queued; the guest was asked to download the badge');
    return 'failed';
  }
}

/** The ticket by e-mail, then by SMS when a mobile number was given; says what became of the e-mail. */
export async function sendTicketNotice(senders: NoticeSenders, notice: TicketNotice): Promise<TicketEmail> {
  const email = await queueTicketMail(senders, notice);
  if (notice.phoneCode && notice.mobile) {
    try {
      await senders.sms.send({ phoneCode: notice.phoneCode, mobile: notice.mobile, body: ticketSms(notice, email) });
    } catch (error) {
      senders.log.warn({ err: error }, 'the ticket SMS could not be sent');
    }
  }
  return email;
}

export type Decision = 'approve' | 'reject';

export function decisionMail(to: string, details: { guestName: string; eventTitle: string; ticketCode: string | null; decision: Decision; reason?: string | null }): MailMessage {
  const approved = details.decision === 'approve';
  const lines = [
    `Hello ${details.guestName},`,
    '',
    approved
      ? `Your registration for ${details.eventTitle} was approved.${details.ticketCode ? ` Ticket: ${details.ticketCode}.` : ''}`
      : `Your registration for ${details.eventTitle} was not approved, and its ticket is no longer valid.`,
  ];
  if (!approved && details.reason?.trim()) lines.push('', `Reason: ${details.reason.trim()}`);
  return {
    to,
    subject: approved ? `Approved: your registration for ${details.eventTitle}` : `Not approved: your registration for ${details.eventTitle}`,
    text: lines.join('\n'),
  };
}

/** Tells the guest the organiser's decision, when the registration has an e-mail address. */
export async function sendDecisionNotice(
  mail: MailQueue,
  registration: { firstName: string; lastName: string; emailId: string | null },
  details: { eventTitle: string; ticketCode: string | null; decision: Decision; reason?: string | null },
): Promise<boolean> {
  if (!registration.emailId) return false;
  const guestName = `${registration.firstName} ${registration.lastName}`.trim() || 'guest';
  await mail.send(decisionMail(registration.emailId, { guestName, ...details }));
  return true;
}
