// Reads and writes of support requests and their conversations, shared by the API (the exhibitor's
// own requests) and the organiser's inbox (server/support/support-inbox.ts).
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { events, exhibitors, supportReplies, supportRequests, supportStatuses } from '../db/schema/all-tables.ts';

export type SupportStatus = (typeof supportStatuses)[number];
export type SupportAuthor = 'organiser' | 'exhibitor';

export interface SupportTicketReply {
  author: SupportAuthor;
  authorName: string;
  /** The member who wrote an exhibitor's follow-up; null for the organiser's and a removed account's. */
  authorUserId: string | null;
  message: string;
  createdAt: string;
}

/** A request as the exhibitor sees it (the contract's SupportTicket). */
export interface SupportTicket {
  ticketId: string;
  subject: string;
  category: 'general' | 'technical' | 'billing' | 'feature' | 'bug';
  priority: 'low' | 'medium' | 'high';
  status: SupportStatus;
  message: string;
  /** Who sent the request: the name they gave and their account (null once it is removed). */
  authorName: string;
  authorUserId: string | null;
  createdAt: string;
  updatedAt: string;
  replies: SupportTicketReply[];
}

type RequestRow = typeof supportRequests.$inferSelect;

/** A request with what the organiser needs to answer it: the company and the event. */
export interface SupportRequestRecord extends RequestRow {
  company: string;
  eventDomain: string;
}

const toReply = (row: typeof supportReplies.$inferSelect): SupportTicketReply => ({
  author: row.author,
  authorName: row.authorName,
  authorUserId: row.authorId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** The conversations of the given requests, oldest message first. */
export async function repliesOf(db: Database, requestIds: string[]): Promise<Map<string, SupportTicketReply[]>> {
  const byRequest = new Map<string, SupportTicketReply[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.requestId, requestIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  for (const row of rows) byRequest.get(row.requestId)?.push(toReply(row));
  return byRequest;
}

export const toTicket = (row: RequestRow, replies: SupportTicketReply[]): SupportTicket => ({
  ticketId: row.ticketId,
  subject: row.subject,
  category: row.category as SupportTicket['category'],
  priority: row.priority as SupportTicket['priority'],
  status: row.status,
  message: row.message,
  authorName: row.name,
  authorUserId: row.userId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  replies,
});

/** The company's requests, newest first, each with its conversation. */
export async function ticketsOfExhibitor(db: Database, exhibitorId: string): Promise<SupportTicket[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.exhibitorId, exhibitorId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id));
  const replies = await repliesOf(db, rows.map((row) => row.id));
  return rows.map((row) => toTicket(row, replies.get(row.id) ?? []));
}

/** One request with its conversation. */
export async function ticketOf(db: Database, row: RequestRow): Promise<SupportTicket> {
  const replies = await repliesOf(db, [row.id]);
  return toTicket(row, replies.get(row.id) ?? []);
}

const recordColumns = {
  request: supportRequests,
  company: exhibitors.name,
  eventDomain: events.domain,
};

const records = (db: Database, where: SQL | undefined) =>
  db
    .select(recordColumns)
    .from(supportRequests)
    .innerJoin(exhibitors, eq(exhibitors.id, supportRequests.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id));

/** A request by its ticket id (any company), or undefined. Ticket ids are stored upper case. */
export async function findRequest(db: Database, ticketId: string): Promise<SupportRequestRecord | undefined> {
  const [row] = await records(db, eq(supportRequests.ticketId, ticketId.trim().toUpperCase()));
  return row && { ...row.request, company: row.company, eventDomain: row.eventDomain };
}

/**
 * Adds a message to the conversation and moves the request to `status`, in one transaction, so a
 * request never shows a reply without the status it caused. Answers the updated request row.
 */
export async function addReply(db: Database, request: RequestRow, reply: NewReply, status: SupportStatus): Promise<RequestRow> {
  return db.transaction((tx) => writeReply(tx, request, reply, status));
}

type NewReply = { author: SupportAuthor; authorName: string; authorId?: string | null; message: string };

/** addReply's writes, inside a transaction the caller holds (one that checked the status first). */
export async function writeReply(tx: Executor, request: RequestRow, reply: NewReply, status: SupportStatus): Promise<RequestRow> {
  const now = new Date();
  await tx.insert(supportReplies).values({ requestId: request.id, ...reply, createdAt: now });
  const [updated] = await tx.update(supportRequests).set({ status, updatedAt: now }).where(eq(supportRequests.id, request.id)).returning();
  return updated!;
}

export async function setStatus(db: Database, requestId: string, status: SupportStatus): Promise<void> {
  await db.update(supportRequests).set({ status, updatedAt: new Date() }).where(eq(supportRequests.id, requestId));
}

/** Where an event's support requests are e-mailed: its support address, or null when it has none. */
export async function supportAddressOf(db: Database, exhibitorId: string): Promise<{ supportEmail: string | null; company: string } | undefined> {
  const [row] = await db
    .select({ supportEmail: events.supportEmail, company: exhibitors.name })
    .from(exhibitors)
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(eq(exhibitors.id, exhibitorId));
  return row && { supportEmail: row.supportEmail?.trim() || null, company: row.company };
}
