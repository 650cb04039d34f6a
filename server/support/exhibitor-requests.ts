// An exhibitor's side of support: a new request, stored for the organiser and e-mailed to the event's
// support address (with the link to the console's inbox) and confirmed to the person who asked; and
// a follow-up on one of the company's own requests.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { supportRequests } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { retryOnUniqueViolation } from '../codes/unique-retry.ts';
import { confirmationToRequester, requestToOrganiser } from './support-mail.ts';
import { addReply, supportAddressOf, ticketOf, type SupportStatus, type SupportTicket } from './support-store.ts';
import { newSupportTicketId } from './ticket-id.ts';

/** How often a new ticket id is drawn when the one drawn is taken. */
const TICKET_ID_ATTEMPTS = 3;

export const SUPPORT_MESSAGES = {
  replySent: 'Reply sent',
  closed: 'This support request is closed. Please submit a new request.',
  notFound: 'Support request not found',
  messageRequired: 'Message is required',
} as const;

/** Who asks: the signed-in exhibitor's company, account and name. */
export interface SupportCaller {
  exhibitorId: string;
  userId: string;
  name: string;
}

export interface NewSupportRequest {
  name: string;
  email: string;
  subject: string;
  category?: string | undefined;
  priority?: string | undefined;
  message: string;
}

/** What an exhibitor's follow-up does to the request: an answered request waits for the organiser again. */
const afterExhibitorReply = (status: SupportStatus): SupportStatus | 'refused' => (status === 'closed' ? 'refused' : 'open');

/**
 * Stores the request under a fresh ticket id, then queues the e-mails: the worker retries them, so
 * an SMTP outage never loses the request. An event without a support address gets no e-mail (the
 * request is still listed in the console's inbox), and the requester is still confirmed.
 * `origin`: the portal's address as the exhibitor reached it, where the console is served too.
 */
export async function submitSupportRequest(
  { db, mail }: { db: Database; mail: MailQueue },
  caller: Pick<SupportCaller, 'exhibitorId' | 'userId'>,
  body: NewSupportRequest,
  origin: string,
): Promise<string> {
  const stored = {
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    subject: body.subject.trim(),
    category: body.category ?? 'general',
    priority: body.priority ?? 'medium',
    message: body.message.trim(),
  };
  const ticketId = await retryOnUniqueViolation(TICKET_ID_ATTEMPTS, async () => {
    const ticketId = newSupportTicketId();
    await db.insert(supportRequests).values({ exhibitorId: caller.exhibitorId, userId: caller.userId, ticketId, ...stored });
    return ticketId;
  });
  const address = await supportAddressOf(db, caller.exhibitorId);
  const mailed = { ticketId, company: address?.company ?? '', ...stored };
  if (address?.supportEmail) await mail.send(requestToOrganiser(address.supportEmail, mailed, origin));
  await mail.send(confirmationToRequester(mailed));
  return ticketId;
}

/** A follow-up on one of the caller's company's requests; another company's ticket id is as unknown as a made-up one. */
export async function followUpSupportRequest(db: Database, caller: SupportCaller, ticketId: string, text: string): Promise<SupportTicket> {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.ticketId, ticketId.trim().toUpperCase()), eq(supportRequests.exhibitorId, caller.exhibitorId)));
  if (!row) throw new ApiError(404, SUPPORT_MESSAGES.notFound);
  const message = text.trim();
  if (message === '') throw new ApiError(400, SUPPORT_MESSAGES.messageRequired, [{ path: '/message', message: SUPPORT_MESSAGES.messageRequired }]);
  const next = afterExhibitorReply(row.status);
  if (next === 'refused') throw new ApiError(409, SUPPORT_MESSAGES.closed);
  const updated = await addReply(db, row, { author: 'exhibitor', authorName: caller.name, authorId: caller.userId, message }, next);
  return ticketOf(db, updated);
}
