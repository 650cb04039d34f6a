// Ticket figures of one exhibitor, shared by the dashboard and the passes screen so both always
// agree. Two sources allocate tickets, and each has its own measure of what is used:
// - passes: `numberOfPasses` per category; each referral registration uses one (the same count
//   that refuses a registration once a pass is used up), so "available" is what can still be
//   registered;
// - guest-ticket allocations: `allocatedCount` per ticket type; each ticket issued against the
//   allocation uses one unless it was cancelled, since a cancelled ticket gives its place back.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { exhibitorCategories, passes, referralRegistrations, ticketAllocations, tickets } from '../db/schema/index.ts';
import { type TicketTypeFigures, ticketsByType } from './analytics.ts';

export async function ticketFiguresByType(db: Database, exhibitorId: string): Promise<Record<string, TicketTypeFigures>> {
  const [passAllocated, passUsed, guestAllocated, guestIssued] = await Promise.all([
    db
      .select({
        ticketType: exhibitorCategories.categoryName,
        allocated: sql<number>`coalesce(sum(${passes.numberOfPasses}), 0)::int`,
      })
      .from(passes)
      .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
      .where(eq(passes.exhibitorId, exhibitorId))
      .groupBy(exhibitorCategories.categoryName),
    db
      .select({ ticketType: exhibitorCategories.categoryName, issued: sql<number>`count(*)::int` })
      .from(referralRegistrations)
      .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
      .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
      .where(eq(referralRegistrations.exhibitorId, exhibitorId))
      .groupBy(exhibitorCategories.categoryName),
    db
      .select({
        ticketType: ticketAllocations.ticketType,
        allocated: sql<number>`coalesce(sum(${ticketAllocations.allocatedCount}), 0)::int`,
      })
      .from(ticketAllocations)
      .where(eq(ticketAllocations.exhibitorId, exhibitorId))
      .groupBy(ticketAllocations.ticketType),
    db
      .select({ ticketType: tickets.ticketType, issued: sql<number>`count(*)::int` })
      .from(tickets)
      // Tickets of referral registrations have no allocation; their registration is counted above.
      .where(and(eq(tickets.exhibitorId, exhibitorId), isNotNull(tickets.allocationId), ne(tickets.status, 'cancelled')))
      .groupBy(tickets.ticketType),
  ]);
  return ticketsByType([...passAllocated, ...guestAllocated], [...passUsed, ...guestIssued]);
}

export interface TicketTotals {
  issued: number;
  totalTickets: number;
  available: number;
}

/** Totals over every type; `available` sums the per-type remainders, so an over-issued type never hides another's free tickets. */
export function ticketTotals(byType: Record<string, TicketTypeFigures>): TicketTotals {
  let issued = 0;
  let totalTickets = 0;
  let available = 0;
  for (const figures of Object.values(byType)) {
    issued += figures.issued;
    totalTickets += figures.allocated;
    available += figures.available;
  }
  return { issued, totalTickets, available };
}
