// What a company holds of the event's passes, as its Tickets screen and its CSV export read them:
// its passes with how many places each has used, its referral registrations with their tickets,
// and its issued tickets. Each read carries the company, so it sees only its own.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { exhibitorCategories, passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { usedPassesByPass } from './pass-usage.ts';

/** The company's passes by category name, each with its category and the places used. */
export async function companyPasses(db: Database, exhibitorId: string) {
  const rows = await db
    .select({ pass: passes, category: exhibitorCategories })
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(eq(passes.exhibitorId, exhibitorId))
    .orderBy(asc(exhibitorCategories.categoryName), asc(passes.createdAt), asc(passes.id));
  const used = await usedPassesByPass(db, rows.map((row) => row.pass.id));
  return rows.map((row) => ({ ...row, used: used.get(row.pass.id) ?? 0 }));
}

/** The company's referral registrations, newest first, each with its ticket's code and status (null without a ticket). */
export function companyRegistrations(db: Database, exhibitorId: string) {
  return db
    .select({ registration: referralRegistrations, ticketCode: tickets.ticketCode, ticketStatus: tickets.status })
    .from(referralRegistrations)
    .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
    .where(eq(referralRegistrations.exhibitorId, exhibitorId))
    .orderBy(desc(referralRegistrations.createdAt), desc(referralRegistrations.id));
}

/** The company's issued tickets, newest first. */
export function companyTickets(db: Database, exhibitorId: string) {
  return db.select().from(tickets).where(eq(tickets.exhibitorId, exhibitorId)).orderBy(desc(tickets.issuedAt), desc(tickets.id));
}
