// The e-mail the company's owner gets when an endpoint is paused for failing: which endpoint, why,
// and how to bring it back, with a link to the Integrations screen where that is done. Sent through
// the queued mail, so an SMTP outage does not lose it.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { events, exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';
import type { OriginFor } from '../mail/mail-link-origin.ts';
import type { MailMessage } from '../mail/mail-sender.ts';

export interface PausedEndpoint {
  exhibitorId: string;
  url: string;
  description: string | null;
  failures: number;
  /** The last attempt's answer code or error, in words. */
  lastProblem: string;
  /** How long the receiver has to answer. */
  timeoutMs: number;
}

export const pausedReason = (failures: number) => `Paused after ${failures} failed attempts in a row.`;

/** The company owner's address and name, the company's name and its event's domain; no address: null. */
async function ownerOf(db: Executor, exhibitorId: string) {
  const [owner] = await db
    .select({ name: teamMembers.fullName, memberEmail: teamMembers.emailId, accountEmail: users.email, company: exhibitors.name, eventDomain: events.domain })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.exhibitorId, exhibitorId), eq(teamMembers.role, 'owner')))
    .limit(1);
  const to = owner?.accountEmail ?? owner?.memberEmail ?? null;
  return owner && to ? { to, name: owner.name, company: owner.company, eventDomain: owner.eventDomain } : null;
}

const answerTime = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} milliseconds`);

/** The Integrations screen of the portal at `origin`, where an endpoint is tested and resumed. */
export const integrationsLink = (origin: string) => `${origin}/exhibitor/integrations`;

/** The notice, or null when the owner has no e-mail address. */
export async function pauseNotice(db: Executor, endpoint: PausedEndpoint, originFor: OriginFor): Promise<MailMessage | null> {
  const owner = await ownerOf(db, endpoint.exhibitorId);
  if (!owner) return null;
  const named = endpoint.description ? `"${endpoint.description}" (${endpoint.url})` : endpoint.url;
  const text = [
    `Hello ${owner.name},`,
    '',
    `${owner.company}'s webhook endpoint ${named} was paused after ${endpoint.failures} failed attempts in a row, so lead events are no longer sent to it.`,
    `The last attempt: ${endpoint.lastProblem}`,
    '',
    'To resume it:',
    `1. Fix the receiver: it must answer with a 2xx code within ${answerTime(endpoint.timeoutMs)}, at the address itself (redirects are not followed).`,
    `2. Open Integrations in the Exhibitor Portal (${integrationsLink(originFor(owner.eventDomain))}) and send a test event to the endpoint; its delivery log shows the answer.`,
    '3. When the test succeeds, choose Resume. Events from while it was paused are not sent; resend any you need from the delivery log.',
  ].join('\n');
  return { to: owner.to, subject: `Webhook paused: ${endpoint.description ?? endpoint.url}`, text };
}
