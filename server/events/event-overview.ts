// The organiser's overview of an event: every exhibitor with its booth, pass categories, passes used
// of allocated, leads (total, today and by hour in the event's time zone), what its profile still
// lacks and when it last did something; and the whole hall's leads by hour for the chart.
//
// An event has up to a few hundred exhibitors and tens of thousands of leads, so each figure set is
// one grouped statement over the whole event (never a statement per exhibitor), every one scoped by
// the event: the exhibitors and their profile, the passes, the lead counts, the leads by hour and the
// newest activity-log entry. The hall's figures are sums of the per-exhibitor ones, so the chart and
// the table always agree.
import { and, asc, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import {
  activityLog,
  events,
  exhibitorCategories,
  exhibitors,
  leads,
  passes,
  products,
  referralRegistrations,
  teamMembers,
} from '../db/schema/all-tables.ts';
import { takesAPlace } from '../referral/pass-usage.ts';
import { eventDay, eventZone, startOfEventDay } from '../../src/rules/event-time.ts';

/** The parts of a profile the overview checks, in the order it names them. */
export const PROFILE_PARTS = ['logo', 'description', 'products', 'team'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface HourCount {
  /** The hour's start (ISO 8601, UTC), an hour of the event's own clock. */
  hour: string;
  leads: number;
}

export interface OverviewExhibitor {
  id: string;
  name: string;
  /** The organiser's booth number, else the profile's booth location, else "". */
  booth: string;
  /** The pass categories the exhibitor holds passes in, by name. */
  categories: string[];
  passes: { used: number; allocated: number };
  leads: { total: number; today: number; byHour: HourCount[] };
  profile: { complete: boolean; missing: ProfilePart[]; products: number; teamMembers: number };
  /** The newest entry of its activity log or its newest lead, whichever is later; null: nothing yet. */
  lastActivity: { at: string; category: string } | null;
}

export interface EventOverview {
  /** The zone every day and hour is read in (UTC when the event's is not known), and why UTC stands in. */
  timeZone: string;
  timeZoneNote: string | null;
  /** The event's day at the time of the read (YYYY-MM-DD). */
  today: string;
  generatedAt: string;
  exhibitors: OverviewExhibitor[];
  hall: { exhibitors: number; leads: number; today: number; byHour: HourCount[] };
}

/** Text a person filled in: not null and not only spaces. */
const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** What a profile still lacks. Team: someone besides the owner, so the booth is not staffed by one account. */
export function missingProfileParts(profile: { logo: string | null; description: string | null; products: number; teamOthers: number }): ProfilePart[] {
  const has: Record<ProfilePart, boolean> = {
    logo: filled(profile.logo),
    description: filled(profile.description),
    products: profile.products > 0,
    team: profile.teamOthers > 0,
  };
  return PROFILE_PARTS.filter((part) => !has[part]);
}

async function eventTimeZone(db: Executor, eventId: string): Promise<string | null> {
  const [row] = await db.select({ timezone: events.timezone }).from(events).where(eq(events.id, eventId));
  return row?.timezone ?? null;
}

/** Each exhibitor of the event with what its profile check needs. */
function profileRows(db: Executor, eventId: string) {
  const productCounts = db
    .select({ exhibitorId: products.exhibitorId, n: count().as('product_n') })
    .from(products)
    .where(eq(products.eventId, eventId))
    .groupBy(products.exhibitorId)
    .as('product_counts');
  const teamCounts = db
    .select({
      exhibitorId: teamMembers.exhibitorId,
      members: count().as('members'),
      others: sql<number>`(count(*) filter (where ${ne(teamMembers.role, 'owner')}))::int`.as('others'),
    })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .where(eq(exhibitors.eventId, eventId))
    .groupBy(teamMembers.exhibitorId)
    .as('team_counts');
  return db
    .select({
      id: exhibitors.id,
      name: exhibitors.name,
      boothNumber: exhibitors.boothNumber,
      boothLocation: exhibitors.boothLocation,
      logo: exhibitors.logo,
      description: exhibitors.description,
      products: sql<number>`coalesce(${productCounts.n}, 0)::int`,
      teamMembers: sql<number>`coalesce(${teamCounts.members}, 0)::int`,
      teamOthers: sql<number>`coalesce(${teamCounts.others}, 0)::int`,
    })
    .from(exhibitors)
    .leftJoin(productCounts, eq(productCounts.exhibitorId, exhibitors.id))
    .leftJoin(teamCounts, eq(teamCounts.exhibitorId, exhibitors.id))
    .where(eq(exhibitors.eventId, eventId))
    .orderBy(asc(exhibitors.name), asc(exhibitors.id));
}

/** Passes allocated (and their categories) and places used, per exhibitor of the event. */
function passRows(db: Executor, eventId: string) {
  const used = db
    .select({ exhibitorId: referralRegistrations.exhibitorId, n: count().as('used_n') })
    .from(referralRegistrations)
    .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
    .where(and(eq(exhibitors.eventId, eventId), takesAPlace))
    .groupBy(referralRegistrations.exhibitorId)
    .as('used_counts');
  return db
    .select({
      exhibitorId: passes.exhibitorId,
      allocated: sql<number>`coalesce(sum(${passes.numberOfPasses}), 0)::int`,
      categories: sql<string[]>`array_agg(distinct ${exhibitorCategories.categoryName} order by ${exhibitorCategories.categoryName})`,
      used: sql<number>`coalesce(max(${used.n}), 0)::int`,
    })
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .leftJoin(used, eq(used.exhibitorId, passes.exhibitorId))
    .where(eq(exhibitorCategories.eventId, eventId))
    .groupBy(passes.exhibitorId);
}

/** An instant as ISO 8601 in UTC, written by PostgreSQL (both drivers answer the same text). */
const isoText = (instant: SQL) => sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Leads per exhibitor of the event: all, today's (from the start of the event's day) and the newest's time. */
function leadCountRows(db: Executor, eventId: string, todayStart: Date) {
  return db
    .select({
      exhibitorId: leads.exhibitorId,
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${gte(leads.createdAt, todayStart)}))::int`,
      newest: isoText(sql`max(${leads.createdAt})`),
    })
    .from(leads)
    .innerJoin(exhibitors, eq(exhibitors.id, leads.exhibitorId))
    .where(eq(exhibitors.eventId, eventId))
    .groupBy(leads.exhibitorId);
}

/** Leads per exhibitor and hour of the event's clock (a zone half an hour off UTC keeps its own hours). */
function leadHourRows(db: Executor, eventId: string, zone: string) {
  const hour = sql`date_trunc('hour', ${leads.createdAt}, ${zone})`;
  return db
    .select({
      exhibitorId: leads.exhibitorId,
      hour: isoText(hour),
      leads: sql<number>`count(*)::int`,
    })
    .from(leads)
    .innerJoin(exhibitors, eq(exhibitors.id, leads.exhibitorId))
    .where(eq(exhibitors.eventId, eventId))
    // By position: the zone is a parameter, and PostgreSQL would take the same expression with
    // another parameter number in GROUP BY for another expression.
    .groupBy(leads.exhibitorId, sql`2`)
    .orderBy(sql`2`);
}

/** The newest activity-log entry of each exhibitor of the event (the log's index is newest first per company). */
function lastActivityRows(db: Executor, eventId: string) {
  return db
    .selectDistinctOn([activityLog.exhibitorId], { exhibitorId: activityLog.exhibitorId, at: activityLog.createdAt, category: activityLog.category })
    .from(activityLog)
    .innerJoin(exhibitors, eq(exhibitors.id, activityLog.exhibitorId))
    .where(eq(exhibitors.eventId, eventId))
    .orderBy(activityLog.exhibitorId, desc(activityLog.createdAt), desc(activityLog.id));
}

const later = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** The overview of one event, read at `now`. Nothing of another event is read. */
export async function eventOverview(db: Executor, eventId: string, now: Date = new Date()): Promise<EventOverview> {
  const storedZone = await eventTimeZone(db, eventId);
  const { zone, note } = eventZone(storedZone);
  const todayStart = startOfEventDay(now, zone);
  // Sequential: a transaction or PGlite runs one statement at a time anyway.
  const profiles = await profileRows(db, eventId);
  const passFigures = await passRows(db, eventId);
  const leadCounts = await leadCountRows(db, eventId, todayStart);
  const hours = await leadHourRows(db, eventId, zone);
  const activity = await lastActivityRows(db, eventId);

  const passesOf = new Map(passFigures.map((row) => [row.exhibitorId, row]));
  const leadsOf = new Map(leadCounts.map((row) => [row.exhibitorId, row]));
  const activityOf = new Map(activity.map((row) => [row.exhibitorId, row]));
  const hoursOf = new Map<string, HourCount[]>();
  const hall = new Map<string, number>();
  for (const row of hours) {
    const hour = row.hour;
    const list = hoursOf.get(row.exhibitorId) ?? [];
    list.push({ hour, leads: row.leads });
    hoursOf.set(row.exhibitorId, list);
    hall.set(hour, (hall.get(hour) ?? 0) + row.leads);
  }

  const list = profiles.map((row): OverviewExhibitor => {
    const pass = passesOf.get(row.id);
    const counted = leadsOf.get(row.id);
    const logged = activityOf.get(row.id);
    const newestLead = counted ? new Date(counted.newest) : null;
    const loggedAt = logged?.at ?? null;
    const lastAt = later(loggedAt, newestLead);
    const missing = missingProfileParts(row);
    return {
      id: row.id,
      name: row.name,
      booth: filled(row.boothNumber) ? row.boothNumber!.trim() : filled(row.boothLocation) ? row.boothLocation!.trim() : '',
      categories: pass?.categories ?? [],
      passes: { used: pass?.used ?? 0, allocated: pass?.allocated ?? 0 },
      leads: { total: counted?.total ?? 0, today: counted?.today ?? 0, byHour: hoursOf.get(row.id) ?? [] },
      profile: { complete: missing.length === 0, missing, products: row.products, teamMembers: row.teamMembers },
      lastActivity: lastAt === null ? null : { at: lastAt.toISOString(), category: lastAt === loggedAt ? logged!.category : 'leads' },
    };
  });

  return {
    timeZone: zone,
    timeZoneNote: note,
    today: eventDay(now, zone),
    generatedAt: now.toISOString(),
    exhibitors: list,
    hall: {
      exhibitors: list.length,
      leads: list.reduce((sum, row) => sum + row.leads.total, 0),
      today: list.reduce((sum, row) => sum + row.leads.today, 0),
      byHour: [...hall].sort(([a], [b]) => a.localeCompare(b)).map(([hour, n]) => ({ hour, leads: n })),
    },
  };
}
