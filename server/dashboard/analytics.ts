// Pure parts of the dashboard figures: the rates and the per-ticket-type breakdown (the day
// boundary in the event's time zone is src/rules/event-time.ts). dashboard-analytics.ts gathers the
// counts from the database and calls these.

/** Whole-number percentage of `part` in `whole`; 0 when there is nothing to divide by. */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

export interface TicketTypeFigures {
  allocated: number;
  issued: number;
  available: number;
}

/**
 * Folds allocation and issue counts into the tickets-by-type object. Types that only one side knows
 * still appear; available never goes below 0 even when more were issued than allocated.
 */
export function ticketsByType(
  allocations: ReadonlyArray<{ ticketType: string; allocated: number }>,
  issued: ReadonlyArray<{ ticketType: string; issued: number }>,
): Record<string, TicketTypeFigures> {
  const result: Record<string, TicketTypeFigures> = {};
  const entry = (type: string) => (result[type] ??= { allocated: 0, issued: 0, available: 0 });
  for (const a of allocations) entry(a.ticketType).allocated += a.allocated;
  for (const i of issued) entry(i.ticketType).issued += i.issued;
  for (const figures of Object.values(result)) {
    figures.available = Math.max(0, figures.allocated - figures.issued);
  }
  return result;
}
