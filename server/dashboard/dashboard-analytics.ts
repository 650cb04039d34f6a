// Dashboard figures, computed from the signed-in exhibitor's own rows on every request (the counts
// are cheap with the exhibitor indexes, and a cache would show stale numbers right after an edit).
// The dashboard is read on every visit to the portal's home, so its statements are prepared once
// per database handle (no SQL building per request; PostgreSQL plans each once per connection).
import { desc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../context/auth-context.ts';
import type { Database } from '../db/connect.ts';
import { preparedStatement } from '../db/prepared.ts';
import { events, leads } from '../db/schema/all-tables.ts';
import { toDashboardLead, type LeadRow } from '../leads/lead-mapper.ts';
import { startOfEventDay } from '../../src/rules/event-time.ts';
import { percentage } from './analytics.ts';
import { boothScans, type BoothScans } from './booth-scan-counts.ts';
import { ticketFiguresByType, ticketTotals, type TicketTotals } from './ticket-figures.ts';

/**
 * Lead statuses that do not count as converted. Conversion rate = leads taken forward (any status
 * but `new`, i.e. not yet handled, and `lost`, i.e. dropped) / all leads, in whole percent.
 */
export const UNCONVERTED_LEAD_STATUSES = ['new', 'lost'] as const;

const RECENT_LEADS = 5;

/** The company's leads counted: all, of high interest, captured today, by source, taken forward. */
export interface LeadCounts {
  total: number;
  high: number;
  today: number;
  boothScans: number;
  connections: number;
  converted: number;
}

const leadCountsQuery = preparedStatement('dashboard_lead_counts', (db, name) => {
  const unconverted = sql.join(
    UNCONVERTED_LEAD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select({
      total: sql<number>`count(*)::int`,
      high: sql<number>`(count(*) filter (where ${leads.priority} = 'high'))::int`,
      today: sql<number>`(count(*) filter (where ${leads.createdAt} >= ${sql.placeholder('todayStart')}::timestamptz))::int`,
      boothScans: sql<number>`(count(*) filter (where ${leads.source} = 'booth_scan'))::int`,
      connections: sql<number>`(count(*) filter (where ${leads.source} in ('networking', 'referral')))::int`,
      converted: sql<number>`(count(*) filter (where lower(trim(${leads.status})) not in (${unconverted})))::int`,
    })
    .from(leads)
    .where(eq(leads.exhibitorId, sql.placeholder('exhibitorId')))
    .prepare(name);
});

const eventTimeZoneQuery = preparedStatement('event_time_zone', (db, name) =>
  db.select({ timezone: events.timezone }).from(events).where(eq(events.id, sql.placeholder('eventId'))).prepare(name),
);

const recentLeadsQuery = preparedStatement('dashboard_recent_leads', (db, name) =>
  db
    .select()
    .from(leads)
    .where(eq(leads.exhibitorId, sql.placeholder('exhibitorId')))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(RECENT_LEADS)
    .prepare(name),
);

/** "Today" is the venue's day: a lead scanned at 09:00 local counts even when UTC is still yesterday. */
async function venueTodayStart(db: Database, eventId: string): Promise<Date> {
  const [event] = await eventTimeZoneQuery(db).execute({ eventId });
  return startOfEventDay(new Date(), event?.timezone ?? null);
}

async function leadCounts(db: Database, exhibitorId: string, todayStart: Date): Promise<LeadCounts> {
  // Placeholders skip the column's value mapping, so the instant goes as ISO text.
  const [row] = await leadCountsQuery(db).execute({ exhibitorId, todayStart: todayStart.toISOString() });
  return row ?? { total: 0, high: 0, today: 0, boothScans: 0, connections: 0, converted: 0 };
}

/** The dashboard's figures (DashboardAnalytics) from the counts and rows read for them. */
export function dashboardFigures(counts: LeadCounts, tickets: TicketTotals, recent: readonly LeadRow[], scans: BoothScans) {
  return {
    totalLeads: counts.total,
    connectionsToday: counts.today,
    highInterestLeads: counts.high,
    ticketsIssued: tickets.issued,
    conversionRate: percentage(counts.converted, counts.total),
    boothVisits: counts.boothScans,
    totalConnections: counts.connections,
    totalTickets: tickets.totalTickets,
    ticketStats: { issued: tickets.issued, totalTickets: tickets.totalTickets },
    recentLeads: recent.map(toDashboardLead),
    boothScans: scans,
  };
}

/** The figures of the caller's company, with "today" in the event's time zone. */
export async function dashboardAnalytics(db: Database, { exhibitorId, eventId }: Pick<AuthContext, 'exhibitorId' | 'eventId'>) {
  // Only the counts wait for the event's time zone; the other reads start at once.
  const todayStart = venueTodayStart(db, eventId);
  const [counts, scans, byType, recent] = await Promise.all([
    todayStart.then((start) => leadCounts(db, exhibitorId, start)),
    todayStart.then((start) => boothScans(db, exhibitorId, start)),
    ticketFiguresByType(db, exhibitorId),
    recentLeadsQuery(db).execute({ exhibitorId }),
  ]);
  return dashboardFigures(counts, ticketTotals(byType), recent, scans);
}
