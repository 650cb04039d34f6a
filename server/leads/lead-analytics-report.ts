// Lead Management's Analytics (GET /leads/analytics): counts of the leads a caller may see, by each
// thing a lead carries (priority, status, source, how it was captured, who captured it, who owns
// it, its rating) and per day of the show in the event's time zone. Computed on each request from
// the company's rows (the exhibitor index keeps each count cheap); a lead scanner's figures are of
// their own leads only, by the one visibility rule of lead-request.ts.
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { events, leads, users } from '../db/schema/all-tables.ts';
import { addDays } from '../../src/rules/lead-follow-up-rules.ts';
import { eventDay, eventZone } from '../../src/rules/event-time.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { components } from '../../src/api/schema.d.ts';
import { capturerName } from './lead-reads.ts';
import { visibleTo } from './lead-request.ts';

export type LeadAnalytics = components['schemas']['LeadAnalytics'];
type PersonCount = LeadAnalytics['byMember'][number];

const PRIORITIES = ['high', 'medium', 'low'] as const;
const RATINGS = [5, 4, 3, 2, 1, null] as const;
/** A show longer than this (a mistyped end date) is cut here: its later leads count as after the show. */
const MAX_SHOW_DAYS = 62;
/** Without show dates, the trend shows the newest days that have leads. */
const DAYS_WITHOUT_DATES = 31;

interface Show {
  zone: string;
  /** The first and last day of the show in its zone, or null when the organiser has not set them. */
  first: string | null;
  last: string | null;
}

async function showOf(db: Executor, eventId: string): Promise<Show> {
  const [event] = await db.select({ start: events.startDate, end: events.endDate, timezone: events.timezone }).from(events).where(eq(events.id, eventId));
  const { zone } = eventZone(event?.timezone);
  const start = event?.start ?? event?.end ?? null;
  const end = event?.end ?? event?.start ?? null;
  if (start === null || end === null) return { zone, first: null, last: null };
  const first = eventDay(start, zone);
  const last = eventDay(end, zone) < first ? first : eventDay(end, zone);
  return { zone, first, last: last > addDays(first, MAX_SHOW_DAYS - 1) ? addDays(first, MAX_SHOW_DAYS - 1) : last };
}

const tally = <K>(rows: ReadonlyArray<{ key: K; count: number }>) => rows.map((row) => ({ key: row.key, count: row.count }));

/** Each day of the show with its count (zero-filled), and the leads before and after it. */
function trendOf(show: Show, byDay: ReadonlyArray<{ key: string; count: number }>): LeadAnalytics['trend'] {
  if (show.first === null || show.last === null) {
    const recent = byDay.slice(-DAYS_WITHOUT_DATES);
    const earlier = byDay.slice(0, byDay.length - recent.length).reduce((sum, day) => sum + day.count, 0);
    return { timeZone: show.zone, days: recent.map((day) => ({ day: day.key, count: day.count })), beforeShow: earlier, afterShow: 0 };
  }
  const counts = new Map(byDay.map((day) => [day.key, day.count]));
  const days: Array<{ day: string; count: number }> = [];
  for (let day = show.first; day <= show.last; day = addDays(day, 1)) days.push({ day, count: counts.get(day) ?? 0 });
  const sumWhere = (keep: (day: string) => boolean) => byDay.filter((day) => keep(day.key)).reduce((sum, day) => sum + day.count, 0);
  return { timeZone: show.zone, days, beforeShow: sumWhere((day) => day < show.first!), afterShow: sumWhere((day) => day > show.last!) };
}

/** Members by id with their names, as every lead answer names them. */
async function namesOf(db: Executor, ids: ReadonlyArray<string>): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: capturerName }).from(users).where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const byPeople = (rows: ReadonlyArray<{ key: string | null; count: number }>, names: Map<string, string>): PersonCount[] =>
  rows
    .map((row) => ({ userId: row.key, name: row.key === null ? '' : (names.get(row.key) ?? ''), count: row.count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en') || String(a.userId).localeCompare(String(b.userId)));

/** The figures of the leads `auth` may see. */
export async function leadAnalytics(db: Executor, auth: Pick<AuthContext, 'exhibitorId' | 'eventId' | 'role' | 'userId'>): Promise<LeadAnalytics> {
  const show = await showOf(db, auth.eventId);
  const where: SQL = visibleTo(auth, eq(leads.exhibitorId, auth.exhibitorId));
  const n = count();
  const grouped = <K>(column: SQL<K>) =>
    db
      .select({ key: sql<K>`${column}`, count: n })
      .from(leads)
      .where(where)
      .groupBy(column)
      .orderBy(desc(n), asc(column));
  const day = sql<string>`to_char(${leads.createdAt} at time zone ${show.zone}, 'YYYY-MM-DD')`;
  const [priorities, statuses, sources, captures, members, owners, ratings, days] = await Promise.all([
    grouped<string>(sql`${leads.priority}`),
    grouped<string>(sql`${leads.status}`),
    grouped<LeadAnalytics['bySource'][number]['key']>(sql`${leads.source}`),
    grouped<LeadAnalytics['byCapture'][number]['key']>(sql`${leads.captureKind}`),
    grouped<string | null>(sql`${leads.capturedBy}`),
    grouped<string | null>(sql`${leads.ownerId}`),
    grouped<number | null>(sql`${leads.rating}`),
    // By position: the zone is a bound parameter, and PostgreSQL takes two bindings of it as two expressions.
    db.select({ key: day, count: n }).from(leads).where(where).groupBy(sql`1`).orderBy(sql`1`),
  ]);
  const names = await namesOf(db, [...new Set([...members, ...owners].flatMap((row) => (row.key === null ? [] : [row.key])))]);
  const priorityCount = new Map(priorities.map((row) => [row.key, row.count]));
  const ratingCount = new Map(ratings.map((row) => [row.key, row.count]));
  return {
    total: priorities.reduce((sum, row) => sum + row.count, 0),
    byPriority: PRIORITIES.map((key) => ({ key, count: priorityCount.get(key) ?? 0 })),
    byStatus: tally(statuses),
    bySource: tally(sources),
    byCapture: tally(captures),
    // A removed account's leads keep no capturer or owner (the columns are set null): they count as nobody's.
    byMember: byPeople(members, names),
    byOwner: byPeople(owners, names),
    byRating: RATINGS.map((rating) => ({ rating, count: ratingCount.get(rating) ?? 0 })),
    trend: trendOf(show, days),
  };
}
