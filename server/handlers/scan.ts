// A badge scanned at the booth (POST /leads/scan). The badge is checked first (nothing is written
// for a forged, unknown, cancelled or other event's badge). The company then has one lead per
// badge: the unique index on (exhibitor, ticket) decides which of two members scanning at the same
// moment creates it, and the other adds a touch to it, so both scans are kept and no lead is doubled.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { leads, leadTouches } from '../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { checkBadge, type TicketRow } from '../badges/check-badge.ts';
import { applyQualification } from '../leads/qualification.ts';
import { readLead } from '../leads/lead-answer.ts';
import { requireAuth } from './exhibitor-scope.ts';
import type { AuthContext, OperationHandlers, ServerDeps } from './types.ts';

/** The device's time for scans queued offline; a clock ahead of the server's counts as now. */
function scanTime(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const at = new Date(scannedAt);
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/** The company's lead for the ticket, made from the ticket when there is none yet. */
async function leadForTicket(tx: Transaction, auth: AuthContext, ticket: TicketRow): Promise<{ id: string; created: boolean; fullName: string }> {
  const [made] = await tx
    .insert(leads)
    .values({
      exhibitorId: auth.exhibitorId,
      ticketId: ticket.id,
      source: 'booth_scan',
      capturedBy: auth.userId,
      fullName: ticket.guestName,
      emailId: ticket.guestEmail?.toLowerCase() ?? null,
      companyName: ticket.attendeeCompany,
      designation: ticket.attendeeDesignation,
      phone: ticket.attendeePhone,
    })
    // A concurrent scan's insert waits for the first to commit, then does nothing: read that lead.
    .onConflictDoNothing({ target: [leads.exhibitorId, leads.ticketId] })
    .returning({ id: leads.id, fullName: leads.fullName });
  if (made) return { ...made, created: true };
  const [existing] = await tx
    .select({ id: leads.id, fullName: leads.fullName })
    .from(leads)
    .where(and(eq(leads.exhibitorId, auth.exhibitorId), eq(leads.ticketId, ticket.id)))
    // Locked before the touch's foreign key takes its share lock: scans of one lead then queue
    // here instead of deadlocking when the qualification locks the row to change it.
    .for('update');
  if (!existing) throw new Error('The lead of a badge was neither created nor found');
  return { ...existing, created: false };
}

export function scanHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async scanBadge(request, reply) {
      const auth = requireAuth(request);
      const { badge, scannedAt, qualification } = request.body;
      const ticket = await checkBadge(db, auth.eventId, badge);
      const at = scanTime(scannedAt, new Date());
      const { lead, created } = await db.transaction(async (tx) => {
        const found = await leadForTicket(tx, auth, ticket);
        await tx.insert(leadTouches).values({ leadId: found.id, userId: auth.userId, at });
        await applyQualification(tx, { leadId: found.id, userId: auth.userId, exhibitorId: auth.exhibitorId }, qualification);
        const name = found.fullName.trim() || 'Unknown';
        await recordActivity(tx, auth, {
          category: 'leads',
          action: found.created ? 'lead.scan' : 'lead.rescan',
          summary: found.created ? `Scanned the badge of ${name}: new lead` : `Scanned the badge of ${name} again`,
          subjectId: found.id,
        });
        return { lead: (await readLead(tx, found.id))!, created: found.created };
      });
      reply.code(created ? 201 : 200);
      return {
        success: true as const,
        message: created ? 'Lead captured' : 'This badge already has a lead: the scan was added to it',
        data: { outcome: created ? ('created' as const) : ('existing' as const), lead },
      };
    },
  };
}
