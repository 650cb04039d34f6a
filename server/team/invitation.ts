// The invitation a new team member receives: an SMS to the number they will sign in with, and an
// e-mail when they have an address. Both carry a link to the login screen with the number filled
// in. Sending happens after the member is saved, outside any transaction: a failed send never loses
// the member, it is reported so the caller can say so and offer a resend.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, exhibitors } from '../db/schema/all-tables.ts';
import type { SmsSender } from '../context/sms-sender.ts';
import type { MailSender } from '../mail/mail-setup.ts';

export interface Invitee {
  fullName: string;
  emailId: string | null;
  phoneCode: string;
  authenticationId: string | null;
}

export interface InvitationContext {
  /** e.g. https://portal.example.com; the link opens `<origin>/exhibitor/login`. */
  origin: string;
  eventId: string;
  exhibitorId: string;
  /** Who sent it, as the invitation names them. */
  inviterName: string;
}

export type Channel = 'sms' | 'email';

export interface InvitationOutcome {
  /** The channels the member has (a number, an address). */
  attempted: Channel[];
  /** The channels that failed; their errors went to the log. */
  failed: Channel[];
}

export interface InvitationLog {
  error(obj: object, msg?: string): void;
}

export const invitationLink = (origin: string, invitee: Pick<Invitee, 'phoneCode' | 'authenticationId'>): string => {
  const query = new URLSearchParams({ mobile: invitee.authenticationId ?? '', phoneCode: invitee.phoneCode });
  return `${origin}/exhibitor/login?${query.toString()}`;
};

/** True when the member can be reached at all. */
export const canInvite = (invitee: Pick<Invitee, 'emailId' | 'authenticationId'>): boolean =>
  Boolean(invitee.authenticationId || invitee.emailId);

async function names(db: Database, context: InvitationContext): Promise<{ event: string; company: string }> {
  const [event] = await db.select({ title: events.title }).from(events).where(eq(events.id, context.eventId)).limit(1);
  const [company] = await db.select({ name: exhibitors.name }).from(exhibitors).where(eq(exhibitors.id, context.exhibitorId)).limit(1);
  return { event: event?.title ?? 'the event', company: company?.name ?? 'your company' };
}

export interface InvitationSenders {
  db: Database;
  sms: SmsSender;
  mail: MailSender;
  log: InvitationLog;
}

export async function sendInvitation(senders: InvitationSenders, invitee: Invitee, context: InvitationContext): Promise<InvitationOutcome> {
  const outcome: InvitationOutcome = { attempted: [], failed: [] };
  if (!canInvite(invitee)) return outcome;
  const { event, company } = await names(senders.db, context);
  const link = invitationLink(context.origin, invitee);

  if (invitee.authenticationId) {
    outcome.attempted.push('sms');
    const body = `${context.inviterName} added you to ${company}'s team at ${event}. Sign in with this number: ${link}`;
    try {
      await senders.sms.send({ phoneCode: invitee.phoneCode, mobile: invitee.authenticationId, body });
    } catch (error) {
      outcome.failed.push('sms');
      senders.log.error({ err: error, channel: 'sms' }, 'Team invitation SMS could not be sent');
    }
  }
  if (invitee.emailId) {
    outcome.attempted.push('email');
    const signIn = invitee.authenticationId
      ? `Sign in with your mobile number +${invitee.phoneCode} ${invitee.authenticationId}:\n${link}`
      : `Ask ${context.inviterName} to add your mobile number, then sign in at:\n${context.origin}/exhibitor/login`;
    const text = [
      `Hello ${invitee.fullName},`,
      '',
      `${context.inviterName} added you to ${company}'s booth team at ${event} on the Exhibitor Portal.`,
      '',
      signIn,
      '',
      'You will receive a one-time code by SMS when you sign in.',
    ].join('\n');
    try {
      await senders.mail.send({ to: invitee.emailId, subject: `You're invited to ${company}'s team at ${event}`, text });
    } catch (error) {
      outcome.failed.push('email');
      senders.log.error({ err: error, channel: 'email' }, 'Team invitation e-mail could not be sent');
    }
  }
  return outcome;
}

/** Whether anything reached the member. */
export const delivered = (outcome: InvitationOutcome): boolean => outcome.attempted.length > outcome.failed.length;

const CHANNEL_NAMES: Record<Channel, string> = { sms: 'SMS', email: 'e-mail' };

/** The sentence the answer adds when a channel failed, or '' when all went out. */
export function failureNote(outcome: InvitationOutcome): string {
  if (outcome.failed.length === 0) return '';
  const what = outcome.failed.map((channel) => CHANNEL_NAMES[channel]).join(' and ');
  return ` The invitation by ${what} could not be sent; use Resend invite to try again.`;
}
