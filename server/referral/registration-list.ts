// The organiser's queue of referral and guest registrations: one page of them with filters, the
// counts per status for the tabs, and what the filters offer. Shared by the console (one event: the
// organiser's), the command line and the installation key's API (every event of the installation).
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { events, exhibitorCategories, exhibitors, passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { registrationStatus, type RegistrationStatus } from './decisions.ts';
import { scopeCondition, type EventScope } from './registration-scope.ts';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected'];

/** Rows in one page of the console's list: default and most. */
export const REGISTRATION_PAGE = { default: 50, max: 200 } as const;

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
export function listQuery(db: Executor, where: SQL | undefined) {
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

export const toRegistration = (row: ListRow): OrganiserRegistration => {
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
