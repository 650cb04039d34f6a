// What a registered person is told: their ticket (with the badge PDF), whether they registered
// through a public link or a team member registered them, and the organiser's decision later.
// E-mails go through the queue so an SMTP outage delays them without losing them; the SMS is best
// effort, as the e-mail carries everything it says.
import type { components } from '../../src/api/schema.d.ts';
import type { MailMessage } from '../mail/mail-sender.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { SmsSender } from '../context/sms-sender.ts';

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

/** What a guest hears about: the organiser's decision, or its withdrawal (back to pending). */
export type RegistrationNotice = Decision | 'reopen';

interface NoticeDetails {
  guestName: string;
  eventTitle: string;
  ticketCode: string | null;
  notice: RegistrationNotice;
  reason?: string | null;
}

const noticeSentence = (details: NoticeDetails): string => {
  if (details.notice === 'approve') return `Your registration for ${details.eventTitle} was approved.${details.ticketCode ? ` Ticket: ${details.ticketCode}.` : ''}`;
  if (details.notice === 'reject') return `Your registration for ${details.eventTitle} was not approved, and its ticket is no longer valid.`;
  return `The decision on your registration for ${details.eventTitle} was withdrawn: it is pending review again, and you will be told the new decision.`;
};

const NOTICE_SUBJECTS: Readonly<Record<RegistrationNotice, string>> = { approve: 'Approved', reject: 'Not approved', reopen: 'Under review again' };

const reasonOf = (details: NoticeDetails): string | null => (details.notice === 'reject' ? details.reason?.trim() || null : null);

export function decisionMail(to: string, details: NoticeDetails): MailMessage {
  const reason = reasonOf(details);
  const lines = [`Hello ${details.guestName},`, '', noticeSentence(details)];
  if (reason) lines.push('', `Reason: ${reason}`);
  return { to, subject: `${NOTICE_SUBJECTS[details.notice]}: your registration for ${details.eventTitle}`, text: lines.join('\n') };
}

/** The same news as the e-mail, for a guest who gave only a mobile number. */
export function decisionSms(details: NoticeDetails): string {
  const reason = reasonOf(details);
  return `${noticeSentence(details)}${reason ? ` Reason: ${reason}` : ''}`;
}

/** How a guest is told: by e-mail when they gave an address, else by SMS when they gave a mobile number. */
export type NoticeChannel = 'email' | 'sms' | null;

export const noticeChannel = (guest: { email: string | null; phoneCode: string | null; mobile: string | null }): NoticeChannel =>
  guest.email ? 'email' : guest.phoneCode && guest.mobile ? 'sms' : null;

/** The senders a decision's notice goes through; without `sms` (the admin CLI) a mobile-only guest is not told. */
export interface DecisionSenders {
  mail: MailQueue;
  sms?: SmsSender | undefined;
}

/**
 * Tells the guest the organiser's decision (or its withdrawal): by e-mail, or by SMS when the guest
 * gave only a mobile number. Answers whether the guest was told. The SMS is best effort, as the
 * decision is saved by then and the organiser's list shows it.
 */
export async function sendDecisionNotice(
  senders: DecisionSenders,
  guest: { firstName: string; lastName: string; email: string | null; phoneCode: string | null; mobile: string | null },
  details: Omit<NoticeDetails, 'guestName'>,
): Promise<boolean> {
  const guestName = `${guest.firstName} ${guest.lastName}`.trim() || 'guest';
  const channel = noticeChannel(guest);
  if (channel === 'email') {
    await senders.mail.send(decisionMail(guest.email!, { guestName, ...details }));
    return true;
  }
  if (channel !== 'sms' || !senders.sms) return false;
  try {
    await senders.sms.send({ phoneCode: guest.phoneCode!, mobile: guest.mobile!, body: decisionSms({ guestName, ...details }) });
    return true;
  } catch {
    return false;
  }
}
