// The invitation a new organiser receives: an SMS to the number they will sign in with, and an
// e-mail when they have an address, both with the console's sign-in link and the number filled in.
// Sent after the organiser is saved: a failed send never loses them, and the answer says so.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../context/sms-sender.ts';
import type { MailQueue } from '../mail/mail-setup.ts';
import type { OrganiserRow } from './organiser-accounts.ts';

export interface OrganiserInvitationSenders {
  sms: SmsSender;
  mail: MailQueue;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export const organiserSignInLink = (origin: string, invitee: Pick<OrganiserRow, 'phoneCode' | 'mobile'>): string =>
  `${origin}/organiser/login?${new URLSearchParams({ mobile: invitee.mobile, phoneCode: invitee.phoneCode }).toString()}`;

/** Sends both; answers whether anything failed, for the toast. */
export async function sendOrganiserInvitation(
  senders: OrganiserInvitationSenders,
  invitee: OrganiserRow,
  context: { origin: string; eventTitle: string; inviterName: string },
): Promise<{ failed: boolean }> {
  const link = organiserSignInLink(context.origin, invitee);
  let failed = false;
  try {
    await senders.sms.send({
      phoneCode: invitee.phoneCode,
      mobile: invitee.mobile,
      body: `${context.inviterName} made you an organiser of ${context.eventTitle}. Sign in with this number: ${link}`,
    });
  } catch (error) {
    failed = true;
    senders.log.error({ err: error, channel: 'sms' }, 'Organiser invitation SMS could not be sent');
  }
  if (invitee.email) {
    const text = [
      `Hello ${invitee.name},`,
      '',
      `${context.inviterName} made you an organiser of ${context.eventTitle} on the Exhibitor Portal's console.`,
      '',
      `Sign in with your mobile number +${invitee.phoneCode} ${invitee.mobile}:`,
      link,
      '',
      'You will receive a one-time code by SMS when you sign in.',
    ].join('\n');
    try {
      await senders.mail.send({ to: invitee.email, subject: `You're an organiser of ${context.eventTitle}`, text });
    } catch (error) {
      failed = true;
      senders.log.error({ err: error, channel: 'email' }, 'Organiser invitation e-mail could not be sent');
    }
  }
  return { failed };
}
