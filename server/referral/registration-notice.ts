// What a guest is told: their ticket (with the badge PDF) after registering through a public link,
// and the organiser's decision later. E-mails go through the queue so an SMTP outage delays them
// without losing them; the SMS is best effort, as the e-mail carries everything it says.
import type { MailMessage } from '../mail/types.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { SmsSender } from '../auth/sms/index.ts';

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

export const ticketSms = (notice: TicketNotice): string =>
  `${notice.eventTitle}: you are registered. Ticket ${notice.ticketCode} (${notice.ticketType}). Your badge was sent by e-mail.`;

export interface NoticeSenders {
  mail: MailQueue;
  sms: SmsSender;
  log: { warn(details: object, message: string): void };
}

export async function sendTicketNotice(senders: NoticeSenders, notice: TicketNotice): Promise<void> {
  if (notice.email) await senders.mail.send(ticketMail({ ...notice, email: notice.email }));
  if (notice.phoneCode && notice.mobile) {
    try {
      await senders.sms.send({ phoneCode: notice.phoneCode, mobile: notice.mobile, body: ticketSms(notice) });
    } catch (error) {
      senders.log.warn({ err: error }, 'the ticket SMS could not be sent');
    }
  }
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
