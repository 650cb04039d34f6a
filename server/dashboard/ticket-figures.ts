// Ticket figures of one exhibitor, shared by the dashboard and the passes screen so both always
// agree. Two sources allocate tickets, and each has its own measure of what is used:
// - passes: `numberOfPasses` per category; each referral registration the organiser did not reject
//   uses one (`takesAPlace`, the same count that refuses a registration once a pass is used up), so
//   "available" is what can still be registered;
// - guest-ticket allocations: `allocatedCount` per ticket type; each ticket issued against the
//   allocation uses one unless it was cancelled, since a cancelled ticket gives its place back.
import { and, eq, isNotNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import { exhibitorCategories, passes, referralRegistrations, ticketAllocations, tickets } from '../db/schema/all-tables.ts';
import { takesAPlace } from '../referral/pass-usage.ts';
import { type TicketTypeFigures, ticketsByType } from './analytics.ts';

/** Which of the four counts a row of the figures statement carries. */
type FigureKind = 'pass-allocated' | 'pass-used' | 'guest-allocated' | 'guest-issued';

// The four counts in one statement (UNION ALL, each row tagged with its kind): one round trip to
// PostgreSQL instead of four, prepared once per database handle. The dashboard reads it on every
// visit.
/** The select list every part of the union shares: which count, of which ticket type, how many. */
function figure(kind: FigureKind, ticketType: SQLWrapper, n: SQL) {
  return {
    kind: sql<FigureKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
    ticketType: sql<string>`${ticketType}`.as('ticket_type'),
    n: sql<number>`${n}::int`.as('n'),
  };
}
const total = (column: SQLWrapper) => sql`coalesce(sum(${column}), 0)`;
const rowCount = sql`count(*)`;

const ticketFiguresQuery = preparedStatement('ticket_figures_by_type', (db, name) => {
  const exhibitorId = sql.placeholder('exhibitorId');
  const category = exhibitorCategories.categoryName;
  const passAllocated = db
    .select(figure('pass-allocated', category, total(passes.numberOfPasses)))
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(eq(passes.exhibitorId, exhibitorId))
    .groupBy(category);
  const passUsed = db
    .select(figure('pass-used', category, rowCount))
    .from(referralRegistrations)
    .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(and(eq(referralRegistrations.exhibitorId, exhibitorId), takesAPlace))
    .groupBy(category);
  const guestAllocated = db
    .select(figure('guest-allocated', ticketAllocations.ticketType, total(ticketAllocations.allocatedCount)))
    .from(ticketAllocations)
    .where(eq(ticketAllocations.exhibitorId, exhibitorId))
    .groupBy(ticketAllocations.ticketType);
  const guestIssued = db
    .select(figure('guest-issued', tickets.ticketType, rowCount))
    .from(tickets)
    // Tickets of referral registrations have no allocation; their registration is counted above.
    .where(and(eq(tickets.exhibitorId, exhibitorId), isNotNull(tickets.allocationId), ne(tickets.status, 'cancelled')))
    .groupBy(tickets.ticketType);
  return unionAll(passAllocated, passUsed, guestAllocated, guestIssued).prepare(name);
});

export async function ticketFiguresByType(db: Executor, exhibitorId: string): Promise<Record<string, TicketTypeFigures>> {
  const rows = await ticketFiguresQuery(db).execute({ exhibitorId });
  const of = (...kinds: FigureKind[]) => kinds.flatMap((k) => rows.filter((r) => r.kind === k));
  // Passes before guest allocations on each side, as the four separate reads gave them.
  return ticketsByType(
    of('pass-allocated', 'guest-allocated').map((r) => ({ ticketType: r.ticketType, allocated: r.n })),
    of('pass-used', 'guest-issued').map((r) => ({ ticketType: r.ticketType, issued: r.n })),
  );
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
