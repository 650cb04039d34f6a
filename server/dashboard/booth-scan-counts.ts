// Badge scans of a company's team (every touch of its leads, repeat scans included): the total,
// today's, per member and per hour, for the dashboard's booth figures.
import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads, leadTouches, users } from '../db/schema/all-tables.ts';
import { capturerName } from '../leads/lead-reads.ts';

export const FORMER_MEMBER = 'Former member';

export interface BoothScans {
  total: number;
  today: number;
  byMember: Array<{ userId: string | null; name: string; scans: number }>;
  byHour: Array<{ hour: string; scans: number }>;
}

/** `todayStart`: midnight of the venue's day (startOfEventDay of src/rules/event-time.ts). */
export async function boothScans(db: Executor, exhibitorId: string, todayStart: Date): Promise<BoothScans> {
  const companyTouches = eq(leads.exhibitorId, exhibitorId);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${gte(leadTouches.at, todayStart)}))::int`,
    })
    .from(leadTouches)
    .innerJoin(leads, eq(leads.id, leadTouches.leadId))
    .where(companyTouches);
  const scans = sql<number>`count(*)::int`;
  const byMember = await db
    .select({ userId: users.id, name: sql<string | null>`min(${capturerName})`, scans })
    .from(leadTouches)
    .innerJoin(leads, eq(leads.id, leadTouches.leadId))
    .leftJoin(users, eq(users.id, leadTouches.userId))
    .where(companyTouches)
    .groupBy(users.id)
    .orderBy(desc(scans), asc(sql`min(${capturerName})`));
  const hour = sql<string>`to_char(date_trunc('hour', ${leadTouches.at} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`;
  const byHour = await db
    .select({ hour, scans })
    .from(leadTouches)
    .innerJoin(leads, eq(leads.id, leadTouches.leadId))
    .where(companyTouches)
    .groupBy(hour)
    .orderBy(asc(hour));
  return {
    total: counts?.total ?? 0,
    today: counts?.today ?? 0,
    byMember: byMember.map((row) => ({ userId: row.userId, name: row.userId === null ? FORMER_MEMBER : row.name ?? '', scans: row.scans })),
    byHour,
  };
}
