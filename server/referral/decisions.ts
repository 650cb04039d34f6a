// The organiser's decision on a referral registration: approve, or reject (which cancels its ticket
// and gives its place on the pass back). A registration is decided once; a second decision is a 409
// so two organisers clicking at once cannot flip it back and forth.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { events, exhibitors, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import type { Decision } from './registration-notice.ts';

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

type RegistrationRow = typeof referralRegistrations.$inferSelect;

export function registrationStatus(row: Pick<RegistrationRow, 'approve' | 'reject'>): RegistrationStatus {
  if (row.reject) return 'rejected';
  if (row.approve) return 'approved';
  return 'pending';
}

export const DECISION_MESSAGES = {
  notFound: 'Registration not found',
  approved: 'The registration was approved.',
  rejected: 'The registration was rejected.',
  already: (status: RegistrationStatus) => `This registration was already ${status}.`,
} as const;

export interface DecisionResult {
  registration: RegistrationRow;
  ticketCode: string | null;
  eventTitle: string;
}

export async function decideRegistration(
  db: Database,
  registrationId: string,
  decision: Decision,
  decidedBy: string,
  now = new Date(),
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ registration: referralRegistrations, eventTitle: events.title })
      .from(referralRegistrations)
      .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(eq(referralRegistrations.id, registrationId))
      .for('update', { of: referralRegistrations });
    if (!found) throw new ApiError(404, DECISION_MESSAGES.notFound);
    const status = registrationStatus(found.registration);
    if (status !== 'pending') throw new ApiError(409, DECISION_MESSAGES.already(status));
    const [registration] = await tx
      .update(referralRegistrations)
      .set({ approve: decision === 'approve', reject: decision === 'reject', decidedAt: now, decidedBy })
      .where(eq(referralRegistrations.id, registrationId))
      .returning();
    // A rejected guest's badge must stop scanning as valid.
    if (decision === 'reject') await tx.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.registrationId, registrationId));
    const [ticket] = await tx.select({ ticketCode: tickets.ticketCode }).from(tickets).where(eq(tickets.registrationId, registrationId));
    return { registration: registration!, ticketCode: ticket?.ticketCode ?? null, eventTitle: found.eventTitle };
  });
}

export interface RegistrationListFilter {
  eventDomain?: string;
  status?: RegistrationStatus;
}

const statusCondition: Record<RegistrationStatus, SQL> = {
  pending: and(eq(referralRegistrations.approve, false), eq(referralRegistrations.reject, false))!,
  approved: and(eq(referralRegistrations.approve, true), eq(referralRegistrations.reject, false))!,
  rejected: eq(referralRegistrations.reject, true),
};

/** Registrations for the organiser's list, newest first, with the company and event they belong to. */
export async function listRegistrations(db: Database, filter: RegistrationListFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.eventDomain) conditions.push(eq(events.domain, filter.eventDomain.toLowerCase()));
  if (filter.status) conditions.push(statusCondition[filter.status]);
  const rows = await db
    .select({
      registration: referralRegistrations,
      company: exhibitors.name,
      eventDomain: events.domain,
      ticketCode: tickets.ticketCode,
    })
    .from(referralRegistrations)
    .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(referralRegistrations.createdAt), desc(referralRegistrations.id));
  return rows.map((row) => ({
    id: row.registration.id,
    name: `${row.registration.firstName} ${row.registration.lastName}`.trim(),
    email: row.registration.emailId,
    company: row.company,
    event: row.eventDomain,
    ticketCode: row.ticketCode,
    status: registrationStatus(row.registration),
    viaLink: row.registration.inviteId !== null,
    createdAt: row.registration.createdAt.toISOString(),
  }));
}
