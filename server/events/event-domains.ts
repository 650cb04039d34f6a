// The event's extra domains (aliases), kept in event_domains: the portal is served for the event on
// each of them as on its main domain. A domain belongs to one event, main or extra; the unique index
// guards extra against extra, and the check here main against extra, under one lock that every
// change of a domain takes, so two saves cannot both take the same one.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import type { Transaction } from '../db/connect.ts';
import { eventDomains, events } from '../db/schema/all-tables.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { extraDomainProblem, normalDomain } from '../../src/rules/event-settings-rules.ts';

export async function readExtraDomains(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db.select({ domain: eventDomains.domain }).from(eventDomains).where(eq(eventDomains.eventId, eventId)).orderBy(asc(eventDomains.domain));
  return rows.map(({ domain }) => domain);
}

/** The list as it is stored (normalised, in order), and a message per entry to fix (`/domains/<i>`). */
export function checkExtraDomains(domains: readonly string[], main: string): { domains: string[]; problems: FieldError[] } {
  const listed: string[] = [];
  const problems: FieldError[] = [];
  domains.map(normalDomain).forEach((domain, index) => {
    const problem = extraDomainProblem(domain, main, listed);
    if (problem) problems.push({ path: `/domains/${index}`, message: problem });
    else listed.push(domain);
  });
  return { domains: listed.sort(), problems };
}

export const takenDomainMessage = (domain: string) =>
  `${domain} is already served by another event. Choose another domain, or first have it removed from that event (from its main domain or its extra domains, on that event's Event settings).`;

/** Serialises every change of any event's domains until the transaction ends. */
export async function lockDomains(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('event-domains', 0))`);
}

/** Whether an event other than `eventId` is served on `domain`, as its main or an extra domain. */
export async function servedByAnother(db: Executor, domain: string, eventId: string): Promise<boolean> {
  const [main] = await db.select({ id: events.id }).from(events).where(and(eq(events.domain, domain), ne(events.id, eventId))).limit(1);
  if (main) return true;
  const [extra] = await db.select({ id: eventDomains.id }).from(eventDomains).where(and(eq(eventDomains.domain, domain), ne(eventDomains.eventId, eventId))).limit(1);
  return extra !== undefined;
}

/** 409 for the first domain of `wanted` (path, domain) that another event is served on. */
export async function refuseTaken(db: Executor, eventId: string, wanted: readonly { path: string; domain: string }[]): Promise<void> {
  for (const { path, domain } of wanted) {
    if (await servedByAnother(db, domain, eventId)) throw new ApiError(409, takenDomainMessage(domain), [{ path, message: takenDomainMessage(domain) }]);
  }
}

/** Replaces the event's extra domains with `domains` (checked and locked by the caller). */
export async function replaceExtraDomains(tx: Transaction, eventId: string, domains: readonly string[]): Promise<void> {
  await tx.delete(eventDomains).where(eq(eventDomains.eventId, eventId));
  if (domains.length > 0) await tx.insert(eventDomains).values(domains.map((domain) => ({ eventId, domain })));
}
