// The organiser's support inbox: every exhibitor's requests of the event with their conversations,
// an answer (shown on the exhibitor's Support screen and e-mailed to the requester), close and
// reopen, and the number of requests waiting for the organiser. Shared by the console (one event:
// the organiser's) and the command line (every event of the installation).
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, exhibitors, supportRequests, supportStatuses } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { recordOrganiserActivity } from '../activity/record.ts';
import { organiserReplyToRequester } from './support-mail.ts';
import { repliesOf, toTicket, writeReply, type SupportStatus, type SupportTicket } from './support-store.ts';
import type { EventScope } from '../referral/registration-scope.ts';

export { eventIdOfDomain, type EventScope } from '../referral/registration-scope.ts';
export type { SupportStatus } from './support-store.ts';

export const SUPPORT_STATUSES: readonly SupportStatus[] = supportStatuses;

/** Requests in one page of the inbox: default and most. */
export const INBOX_PAGE = { default: 50, max: 200 } as const;

export const INBOX_MESSAGES = {
  notFound: 'Support request not found',
  messageRequired: 'Write the answer first.',
  closedNoReply: (ticketId: string) => `${ticketId} is closed. Reopen it to answer.`,
  answered: (ticketId: string, email: string) => `Answered ${ticketId}; ${email} is told by e-mail.`,
  closed: (ticketId: string) => `Closed ${ticketId}.`,
  alreadyClosed: (ticketId: string) => `${ticketId} was already closed.`,
  reopened: (ticketId: string) => `Reopened ${ticketId}; it waits for an answer again.`,
  notClosed: (ticketId: string, status: SupportStatus) => `${ticketId} is not closed (it is ${status}); there is nothing to reopen.`,
} as const;

/** A request as the organiser sees it: the exhibitor's view plus who and which company asked. */
export interface InboxRequest extends SupportTicket {
  /** The requester's e-mail address (answers are e-mailed there). */
  email: string;
  exhibitor: { id: string; name: string };
  eventDomain: string;
}

export interface InboxFilter {
  status?: SupportStatus;
  /** Absent: every request (the command line). */
  limit?: number;
  offset?: number;
}

export interface InboxPage {
  requests: InboxRequest[];
  /** Requests matching the filter, across pages. */
  total: number;
  /** Requests per status, for the status tabs. */
  counts: Record<SupportStatus, number>;
}

type RequestRow = typeof supportRequests.$inferSelect;

const scopeCondition = (eventId: EventScope): SQL | undefined => (eventId === null ? undefined : eq(exhibitors.eventId, eventId));

function requestsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ request: supportRequests, company: exhibitors.name, eventDomain: events.domain })
    .from(supportRequests)
    .innerJoin(exhibitors, eq(exhibitors.id, supportRequests.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .$dynamic();
}

async function withConversations(db: Database, rows: Array<{ request: RequestRow; company: string; eventDomain: string }>): Promise<InboxRequest[]> {
  const replies = await repliesOf(db, rows.map((row) => row.request.id));
  return rows.map((row) => ({
    ...toTicket(row.request, replies.get(row.request.id) ?? []),
    email: row.request.email,
    exhibitor: { id: row.request.exhibitorId, name: row.company },
    eventDomain: row.eventDomain,
  }));
}

/** One page of the scope's requests, newest first, each with its conversation oldest first. */
export async function listInbox(db: Database, eventId: EventScope, filter: InboxFilter = {}): Promise<InboxPage> {
  const scope = scopeCondition(eventId);
  let query = requestsQuery(db, and(scope, filter.status === undefined ? undefined : eq(supportRequests.status, filter.status)));
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const [rows, perStatus] = await Promise.all([
    query,
    db
      .select({ status: supportRequests.status, n: count() })
      .from(supportRequests)
      .innerJoin(exhibitors, eq(exhibitors.id, supportRequests.exhibitorId))
      .where(scope)
      .groupBy(supportRequests.status),
  ]);
  const counts: Record<SupportStatus, number> = { open: 0, answered: 0, closed: 0 };
  for (const row of perStatus) counts[row.status] = Number(row.n);
  const total = filter.status === undefined ? counts.open + counts.answered + counts.closed : counts[filter.status];
  return { requests: await withConversations(db, rows), total, counts };
}

/** Requests waiting for the organiser (open: new, or followed up by the exhibitor): the console's badge. */
export async function openRequestCount(db: Database, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .innerJoin(exhibitors, eq(exhibitors.id, supportRequests.exhibitorId))
    .where(and(eq(exhibitors.eventId, eventId), eq(supportRequests.status, 'open')));
  return Number(row?.n ?? 0);
}

/** A request of the scope by its ticket id (any case); a 404 otherwise. */
async function requestOf(db: Database, eventId: EventScope, ticketId: string): Promise<{ request: RequestRow; company: string; eventDomain: string }> {
  const [row] = await requestsQuery(db, and(scopeCondition(eventId), eq(supportRequests.ticketId, ticketId.trim().toUpperCase())));
  if (!row) throw new ApiError(404, INBOX_MESSAGES.notFound);
  return row;
}

/** One request of the scope with its conversation; 404 for another event's or a made-up ticket id. */
export async function inboxRequest(db: Database, eventId: EventScope, ticketId: string): Promise<InboxRequest> {
  const [request] = await withConversations(db, [await requestOf(db, eventId, ticketId)]);
  return request!;
}

export interface ReplyResult {
  request: InboxRequest;
  message: string;
}

/**
 * The organiser's answer: added to the conversation (the exhibitor sees it on their Support
 * screen), the request marked answered, and the requester e-mailed. A closed request takes no
 * answer (409): reopen it first.
 */
export async function replyToRequest(
  db: Database,
  mail: MailQueue,
  eventId: EventScope,
  ticketId: string,
  reply: { authorName: string; message: string },
): Promise<ReplyResult> {
  const message = reply.message.trim();
  if (message === '') throw new ApiError(400, INBOX_MESSAGES.messageRequired, [{ path: '/message', message: INBOX_MESSAGES.messageRequired }]);
  const { request } = await requestOf(db, eventId, ticketId);
  // The status is checked again under the row's lock, so a close racing this answer wins cleanly.
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: supportRequests.status }).from(supportRequests).where(eq(supportRequests.id, request.id)).for('update');
    if (!locked || locked.status === 'closed') throw new ApiError(409, INBOX_MESSAGES.closedNoReply(request.ticketId));
    await recordOrganiserActivity(tx, { exhibitorId: request.exhibitorId, organiserName: reply.authorName }, {
      action: 'support.reply',
      summary: `Answered support request ${request.ticketId} (${request.subject})`,
      subjectId: request.id,
    });
    return writeReply(tx, request, { author: 'organiser', authorName: reply.authorName, message }, 'answered');
  });
  await mail.send(organiserReplyToRequester(updated, { authorName: reply.authorName, message }));
  return { request: await inboxRequest(db, eventId, updated.ticketId), message: INBOX_MESSAGES.answered(updated.ticketId, updated.email) };
}

export interface StatusChange {
  request: InboxRequest;
  /** False when the request already stood as asked (closing a closed one). */
  changed: boolean;
  message: string;
}

/** Who changes a request's status, for the company's activity log. */
export interface OrganiserActor {
  organiserName: string;
}

/** Closes a request; closing a closed one changes nothing and says so. */
export async function closeRequest(db: Database, eventId: EventScope, ticketId: string, by: OrganiserActor): Promise<StatusChange> {
  const { request } = await requestOf(db, eventId, ticketId);
  // Only a request not yet closed is closed: a close racing this one finds it closed and says so.
  const closed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportRequests)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(and(eq(supportRequests.id, request.id), ne(supportRequests.status, 'closed')))
      .returning({ id: supportRequests.id });
    if (!row) return false;
    await recordOrganiserActivity(tx, { exhibitorId: request.exhibitorId, organiserName: by.organiserName }, {
      action: 'support.close',
      summary: `Closed support request ${request.ticketId} (${request.subject})`,
      subjectId: request.id,
    });
    return true;
  });
  const message = closed ? INBOX_MESSAGES.closed(request.ticketId) : INBOX_MESSAGES.alreadyClosed(request.ticketId);
  return { request: await inboxRequest(db, eventId, request.ticketId), changed: closed, message };
}

/** Opens a closed request again: it waits for the organiser's answer, and the exhibitor may follow up. */
export async function reopenRequest(db: Database, eventId: EventScope, ticketId: string, by: OrganiserActor): Promise<StatusChange> {
  const { request } = await requestOf(db, eventId, ticketId);
  if (request.status !== 'closed') throw new ApiError(409, INBOX_MESSAGES.notClosed(request.ticketId, request.status));
  // Only a request still closed is opened: a second reopen racing this one finds it open.
  const reopened = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportRequests)
      .set({ status: 'open', updatedAt: new Date() })
      .where(and(eq(supportRequests.id, request.id), eq(supportRequests.status, 'closed')))
      .returning({ id: supportRequests.id });
    if (!row) return false;
    await recordOrganiserActivity(tx, { exhibitorId: request.exhibitorId, organiserName: by.organiserName }, {
      action: 'support.reopen',
      summary: `Reopened support request ${request.ticketId} (${request.subject})`,
      subjectId: request.id,
    });
    return true;
  });
  if (!reopened) throw new ApiError(409, INBOX_MESSAGES.notClosed(request.ticketId, 'open'));
  return { request: await inboxRequest(db, eventId, request.ticketId), changed: true, message: INBOX_MESSAGES.reopened(request.ticketId) };
}
