// The e-mails a support request causes: the request itself to the event's support address, a short
// confirmation to the person who asked, and each organiser reply to that person.
import type { MailMessage } from '../mail/mail-sender.ts';

export interface SupportMailRequest {
  ticketId: string;
  company: string;
  name: string;
  email: string;
  category: string;
  priority: string;
  subject: string;
  message: string;
}

/** The console's Support inbox, where organisers answer and close requests (new ones are under Open). */
export const supportInboxLink = (origin: string) => `${origin}/organiser/support?status=open`;

/** `origin`: the portal's address as the exhibitor reached it; the console is served there too. */
export function requestToOrganiser(supportEmail: string, request: SupportMailRequest, origin: string): MailMessage {
  return {
    to: supportEmail,
    subject: `[${request.ticketId}] ${request.subject} (${request.company})`,
    text: [
      `A new support request from ${request.company}.`,
      '',
      `Ticket ID: ${request.ticketId}`,
      `Company: ${request.company}`,
      `From: ${request.name} <${request.email}>`,
      `Category: ${request.category}`,
      `Priority: ${request.priority}`,
      `Subject: ${request.subject}`,
      '',
      request.message,
      '',
      // Replying to this e-mail would reach nobody the portal reads: the answer goes through the
      // console, which stores it where the exhibitor sees it and e-mails the requester.
      `To answer, do not reply to this e-mail: open the Support inbox of the organiser's console, find ${request.ticketId} and answer or close it there:`,
      `  ${supportInboxLink(origin)}`,
    ].join('\n'),
  };
}

export function confirmationToRequester(request: SupportMailRequest): MailMessage {
  return {
    to: request.email,
    subject: `We received your support request ${request.ticketId}`,
    text: [
      `Hello ${request.name},`,
      '',
      `we received your support request "${request.subject}" (Ticket ID: ${request.ticketId}).`,
      'The answer will appear under My requests on the Support screen of the exhibitor portal, and we will e-mail you when it does.',
    ].join('\n'),
  };
}

export function organiserReplyToRequester(
  request: { ticketId: string; name: string; email: string; subject: string },
  reply: { authorName: string; message: string },
): MailMessage {
  return {
    to: request.email,
    subject: `Re: [${request.ticketId}] ${request.subject}`,
    text: [
      `Hello ${request.name},`,
      '',
      `${reply.authorName} answered your support request "${request.subject}" (Ticket ID: ${request.ticketId}):`,
      '',
      reply.message,
      '',
      'You can reply under My requests on the Support screen of the exhibitor portal.',
    ].join('\n'),
  };
}
