// The organiser's queue of referral and guest registrations: list them with filters and pages,
// approve or reject one or many. Rejecting cancels the ticket and gives the place on the pass back
// (pass-usage.ts counts only registrations not rejected); the guest is told by e-mail either way.
// Shared by the console (one event: the organiser's), the command line and the installation key's
// API (every event of the installation).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { events, exhibitorCategories, exhibitors, passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { DECISION_MESSAGES, registrationStatus, type RegistrationStatus } from '../referral/decisions.ts';
import { sendDecisionNotice, type Decision } from '../referral/registration-notice.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { recordOrganiserActivity } from '../activity/record.ts';

export { DECISION_MESSAGES, registrationStatus, type RegistrationStatus } from '../referral/decisions.ts';
export type { Decision } from '../referral/registration-notice.ts';

/**
 * Whose registrations: one event's id (the console: always the signed-in organiser's event), or
 * null for every event of the installation (the command line and the installation key).
 */
export type EventScope = string | null;

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected'];

/** Rows in one page of the console's list: default and most. */
export const REGISTRATION_PAGE = { default: 50, max: 200 } as const;

/** Registrations one bulk decision may name. */
export const MAX_BULK_DECISION = 200;

export interface RegistrationFilter {
  status?: RegistrationStatus;
  exhibitorId?: string;
  /** The pass category (Gold Exhibitor, ...): every company's pass of that category. */
  categoryId?: string;
  /** Part of the guest's name, e-mail, mobile number or ticket code, any case. */
  search?: string;
  /** Absent: every row (the command line). */
  limit?: number;
  offset?: number;
}

export interface OrganiserRegistration {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  phoneCode: string | null;
  mobile: string | null;
  exhibitor: { id: string; name: string };
  pass: { id: string; categoryId: string; category: string };
  eventDomain: string;
  ticketCode: string | null;
  status: RegistrationStatus;
  /** Registered by the guest through a public link, rather than by a team member. */
  viaLink: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

export interface RegistrationPage {
  registrations: OrganiserRegistration[];
  /** Rows matching every filter, across pages. */
  total: number;
  /** Rows per status under the other filters (company, pass, search), for the status tabs. */
  counts: Record<RegistrationStatus, number>;
}

const statusCondition: Record<RegistrationStatus, SQL> = {
  pending: and(eq(referralRegistrations.approve, false), eq(referralRegistrations.reject, false))!,
  approved: and(eq(referralRegistrations.approve, true), eq(referralRegistrations.reject, false))!,
  rejected: eq(referralRegistrations.reject, true),
};

const statusExpression = sql<RegistrationStatus>`case when ${referralRegistrations.reject} then 'rejected' when ${referralRegistrations.approve} then 'approved' else 'pending' end`;

const scopeCondition = (eventId: EventScope): SQL | undefined => (eventId === null ? undefined : eq(exhibitors.eventId, eventId));

function searchCondition(search: string | undefined): SQL | undefined {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  // strpos rather than LIKE: the guest's text may hold % and _, which must match themselves.
  const within = (column: SQL) => sql`strpos(lower(${column}), ${needle}) > 0`;
  return sql`(${within(sql`${referralRegistrations.firstName} || ' ' || ${referralRegistrations.lastName}`)}
    or ${within(sql`coalesce(${referralRegistrations.emailId}, '')`)}
    or ${within(sql`coalesce(${referralRegistrations.authenticationId}, '')`)}
    or ${within(sql`coalesce(${tickets.ticketCode}, '')`)})`;
}

const listColumns = {
  registration: referralRegistrations,
  exhibitorName: exhibitors.name,
  eventDomain: events.domain,
  categoryId: exhibitorCategories.id,
  category: exhibitorCategories.categoryName,
  ticketCode: tickets.ticketCode,
};

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

/** The registrations with their company, event, pass category and ticket. */
function listQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(referralRegistrations)
    .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
    .where(where)
    .orderBy(desc(referralRegistrations.createdAt), desc(referralRegistrations.id))
    .$dynamic();
}

function countsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select({ status: statusExpression, n: count() })
    .from(referralRegistrations)
    .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
    .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
    .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
    .where(where)
    .groupBy(statusExpression);
}

const toRegistration = (row: ListRow): OrganiserRegistration => {
  const r = row.registration;
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.emailId,
    phoneCode: r.phoneCode,
    mobile: r.authenticationId,
    exhibitor: { id: r.exhibitorId, name: row.exhibitorName },
    pass: { id: r.passId, categoryId: row.categoryId, category: row.category },
    eventDomain: row.eventDomain,
    ticketCode: row.ticketCode,
    status: registrationStatus(r),
    viaLink: r.inviteId !== null,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    decidedBy: r.decidedBy,
  };
};

/** One page of registrations, newest first, with the total and the counts per status. */
export async function listRegistrations(db: Database, eventId: EventScope, filter: RegistrationFilter = {}): Promise<RegistrationPage> {
  const shared = [
    scopeCondition(eventId),
    filter.exhibitorId === undefined ? undefined : eq(referralRegistrations.exhibitorId, filter.exhibitorId),
    filter.categoryId === undefined ? undefined : eq(passes.categoryId, filter.categoryId),
    searchCondition(filter.search),
  ].filter((c): c is SQL => c !== undefined);
  const where = and(...shared, filter.status === undefined ? undefined : statusCondition[filter.status]);
  let query = listQuery(db, where);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const [rows, perStatus] = await Promise.all([query, countsQuery(db, and(...shared))]);
  const counts: Record<RegistrationStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of perStatus) counts[row.status] = Number(row.n);
  const total = filter.status === undefined ? counts.pending + counts.approved + counts.rejected : counts[filter.status];
  return { registrations: rows.map(toRegistration), total, counts };
}

/** What the console's filters offer: the event's companies and pass categories, by name. */
export async function registrationFilterOptions(db: Database, eventId: string) {
  const [companies, categories] = await Promise.all([
    db.select({ id: exhibitors.id, name: exhibitors.name }).from(exhibitors).where(eq(exhibitors.eventId, eventId)).orderBy(asc(exhibitors.name), asc(exhibitors.id)),
    db
      .select({ id: exhibitorCategories.id, name: exhibitorCategories.categoryName })
      .from(exhibitorCategories)
      .where(eq(exhibitorCategories.eventId, eventId))
      .orderBy(asc(exhibitorCategories.categoryName), asc(exhibitorCategories.id)),
  ]);
  return { exhibitors: companies, passCategories: categories };
}

export interface DecisionOptions {
  /** The organiser's name, kept with the decision. */
  decidedBy: string;
  /** Told to the guest with a rejection. */
  reason?: string | null;
  now?: Date;
}

export interface DecidedRegistration {
  registration: OrganiserRegistration;
  eventTitle: string;
  /** The guest was e-mailed (they gave an address). */
  told: boolean;
}

export interface DecisionsResult {
  decision: Decision;
  /** Decided now, in the order the ids were given. */
  decided: DecidedRegistration[];
  /** Already approved or rejected before: left as they were. */
  alreadyDecided: OrganiserRegistration[];
}

/** One message for a batch: what was done, and which were left as someone decided them before. */
export function decisionsMessage(result: Pick<DecisionsResult, 'decision' | 'decided' | 'alreadyDecided'>): string {
  const done = result.decided.length;
  const verb = result.decision === 'approve' ? 'Approved' : 'Rejected';
  const parts: string[] = [];
  if (done > 0) parts.push(`${verb} ${done} registration${done === 1 ? '' : 's'}.`);
  const left = result.alreadyDecided;
  if (left.length > 0) {
    const names = left.map((r) => `${r.name || r.id} (${r.status})`).join(', ');
    parts.push(left.length === 1 ? `1 was already decided and was left as it was: ${names}.` : `${left.length} were already decided and were left as they were: ${names}.`);
  }
  return parts.join(' ');
}

/**
 * Approves or rejects the named registrations of the scope, in one transaction: every id must name a
 * registration of the scope, or nothing changes (404). Registrations someone already decided are
 * left as they are and reported, so two organisers working the queue never flip each other's
 * decisions. The guests decided now are e-mailed after the transaction (the queue keeps the e-mail).
 */
export async function decideRegistrations(
  db: Database,
  mail: MailQueue,
  eventId: EventScope,
  ids: readonly string[],
  decision: Decision,
  options: DecisionOptions,
): Promise<DecisionsResult> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw new ApiError(400, 'Choose at least one registration.', [{ path: '/ids', message: 'Choose at least one registration.' }]);
  const now = options.now ?? new Date();
  const { decided, alreadyDecided } = await db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: referralRegistrations.id,
        exhibitorId: referralRegistrations.exhibitorId,
        firstName: referralRegistrations.firstName,
        lastName: referralRegistrations.lastName,
        approve: referralRegistrations.approve,
        reject: referralRegistrations.reject,
        eventTitle: events.title,
      })
      .from(referralRegistrations)
      .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(and(inArray(referralRegistrations.id, wanted), scopeCondition(eventId)))
      // One order for every batch: two organisers deciding overlapping batches wait for each other
      // rather than deadlock.
      .orderBy(asc(referralRegistrations.id))
      .for('update', { of: referralRegistrations });
    if (locked.length < wanted.length) {
      if (wanted.length === 1) throw new ApiError(404, DECISION_MESSAGES.notFound);
      const known = new Set(locked.map((row) => row.id));
      const missing = wanted.filter((id) => !known.has(id));
      throw new ApiError(404, `${missing.length} of the chosen registrations ${missing.length === 1 ? 'was' : 'were'} not found: ${missing.join(', ')}. Nothing was changed.`);
    }
    const pending = locked.filter((row) => registrationStatus(row) === 'pending').map((row) => row.id);
    if (pending.length > 0) {
      await tx
        .update(referralRegistrations)
        .set({ approve: decision === 'approve', reject: decision === 'reject', decidedAt: now, decidedBy: options.decidedBy })
        .where(inArray(referralRegistrations.id, pending));
      // A rejected guest's badge must stop scanning as valid.
      if (decision === 'reject') await tx.update(tickets).set({ status: 'cancelled' }).where(inArray(tickets.registrationId, pending));
      // Each company's log shows what the organiser decided about its registrations.
      const reason = options.reason?.trim();
      for (const row of locked.filter((r) => pending.includes(r.id))) {
        const guest = `${row.firstName} ${row.lastName}`.trim() || 'a guest';
        await recordOrganiserActivity(tx, { exhibitorId: row.exhibitorId, organiserName: options.decidedBy }, {
          action: decision === 'approve' ? 'registration.approve' : 'registration.reject',
          summary: decision === 'approve' ? `Approved the registration of ${guest}` : `Rejected the registration of ${guest}${reason ? `: ${reason}` : ''}`,
          subjectId: row.id,
        });
      }
    }
    const rows = await listQuery(tx, inArray(referralRegistrations.id, wanted));
    const byId = new Map(rows.map((row) => [row.registration.id, toRegistration(row)]));
    const titles = new Map(locked.map((row) => [row.id, row.eventTitle]));
    const pendingSet = new Set(pending);
    return {
      decided: wanted.filter((id) => pendingSet.has(id)).map((id) => ({ registration: byId.get(id)!, eventTitle: titles.get(id)! })),
      alreadyDecided: wanted.filter((id) => !pendingSet.has(id)).map((id) => byId.get(id)!),
    };
  });
  const told: DecidedRegistration[] = [];
  for (const item of decided) {
    const r = item.registration;
    const sent = await sendDecisionNotice(
      mail,
      { firstName: r.firstName, lastName: r.lastName, emailId: r.email },
      { eventTitle: item.eventTitle, ticketCode: r.ticketCode, decision, reason: options.reason?.trim() || null },
    );
    told.push({ ...item, told: sent });
  }
  return { decision, decided: told, alreadyDecided };
}

/** One registration: decided now, or a 409 saying how it was decided before (404 outside the scope). */
export async function decideRegistration(
  db: Database,
  mail: MailQueue,
  eventId: EventScope,
  id: string,
  decision: Decision,
  options: DecisionOptions,
): Promise<DecidedRegistration> {
  const result = await decideRegistrations(db, mail, eventId, [id], decision, options);
  const before = result.alreadyDecided[0];
  if (before) throw new ApiError(409, DECISION_MESSAGES.already(before.status));
  return result.decided[0]!;
}

/** The id of the event served on a domain (the command line's --event); null when no event has it. */
export async function eventIdOfDomain(db: Database, domain: string): Promise<string | null> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.domain, domain.trim().toLowerCase()));
  return event?.id ?? null;
}
