// Removing an exhibitor with everything it holds, after the organiser has seen what goes with it.
import { and, count, eq, sql } from 'drizzle-orm';
import { removalSummary } from '../../src/rules/exhibitor-rules.ts';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { exhibitors, leads, passes, referralRegistrations, teamMembers } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { findExhibitor } from './exhibitor-lookup.ts';
import { ORGANISER_EXHIBITOR_MESSAGES } from './exhibitor-messages.ts';

export interface RemovalCounts {
  teamMembers: number;
  leads: number;
  registrations: number;
  /** Places allocated over all pass categories. */
  passes: number;
}

export interface RemovalPreview {
  exhibitor: { id: string; name: string };
  counts: RemovalCounts;
  /** One sentence a person reads before confirming. */
  summary: string;
}

async function removalCounts(tx: Executor, exhibitorId: string): Promise<RemovalCounts> {
  const [[team], [leadRows], [registrations], [passRows]] = await Promise.all([
    tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.exhibitorId, exhibitorId)),
    tx.select({ n: count() }).from(leads).where(eq(leads.exhibitorId, exhibitorId)),
    tx.select({ n: count() }).from(referralRegistrations).where(eq(referralRegistrations.exhibitorId, exhibitorId)),
    tx
      .select({ n: sql<number>`coalesce(sum(${passes.numberOfPasses}), 0)::int` })
      .from(passes)
      .where(eq(passes.exhibitorId, exhibitorId)),
  ]);
  return { teamMembers: team?.n ?? 0, leads: leadRows?.n ?? 0, registrations: registrations?.n ?? 0, passes: Number(passRows?.n ?? 0) };
}

/** What goes with the exhibitor when it is removed; changes nothing. */
export async function removalPreview(db: Executor, eventId: string, id: string): Promise<RemovalPreview> {
  const row = await findExhibitor(db, eventId, id);
  const counts = await removalCounts(db, row.id);
  return {
    exhibitor: { id: row.id, name: row.name },
    counts,
    summary: `Removing ${row.name} deletes its ${removalSummary(counts)}, its products and its team's accounts. This cannot be undone.`,
  };
}

/**
 * Removes the exhibitor and everything it holds (team and their accounts and sessions, leads,
 * passes, registrations and their tickets, products), in one transaction. Without `confirm` it
 * removes nothing and answers 409 with what would go.
 */
export async function removeExhibitor(db: Database, eventId: string, id: string, confirm: boolean): Promise<RemovalPreview> {
  return db.transaction(async (tx) => {
    const row = await findExhibitor(tx, eventId, id, true);
    const counts = await removalCounts(tx, row.id);
    if (!confirm) throw new ApiError(409, ORGANISER_EXHIBITOR_MESSAGES.confirmRemoval(row.name, removalSummary(counts)));
    // Every row of the company references it with on delete cascade (server/db/schema).
    await tx.delete(exhibitors).where(and(eq(exhibitors.id, row.id), eq(exhibitors.eventId, eventId)));
    return { exhibitor: { id: row.id, name: row.name }, counts, summary: `Removed ${row.name} and its ${removalSummary(counts)}.` };
  });
}
