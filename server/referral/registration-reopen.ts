// Withdrawing an organiser's decision: the registration goes back to pending, as if never decided,
// so a mistaken approval or rejection can be put right. A rejected registration takes its place on
// the pass again and its ticket scans as valid again, which needs a free place; the guest, told of
// the decision, is told it was withdrawn; the company's log keeps the step as it keeps decisions.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { passes, referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { DECISION_MESSAGES, registrationStatus } from './decisions.ts';
import { usedPasses } from './pass-usage.ts';
import { sendDecisionNotice, type DecisionSenders } from './registration-notice.ts';
import { recordOrganiserActivity } from '../activity/record.ts';
import { listQuery, toRegistration } from './registration-list.ts';
import type { EventScope } from './registration-scope.ts';
import { lockRegistrations } from './registration-lock.ts';
import type { DecidedRegistration } from './registration-decisions.ts';

export const REOPEN_MESSAGES = {
  reopened: 'The registration is pending again.',
  pending: 'This registration is pending already: there is no decision to withdraw.',
  passFull: 'The pass has no place left since this registration was rejected: raise its number of passes first.',
} as const;

export async function reopenRegistration(
  db: Database,
  senders: DecisionSenders,
  eventId: EventScope,
  id: string,
  options: { reopenedBy: string },
): Promise<DecidedRegistration> {
  const { registration, eventTitle } = await db.transaction(async (tx) => {
    const [row] = await lockRegistrations(tx, eventId, [id]);
    if (!row) throw new ApiError(404, DECISION_MESSAGES.notFound);
    const before = registrationStatus(row);
    if (before === 'pending') throw new ApiError(409, REOPEN_MESSAGES.pending);
    if (before === 'rejected') {
      // The pass is locked as a new registration locks it, so the two cannot both take its last place.
      const [pass] = await tx.select({ numberOfPasses: passes.numberOfPasses }).from(passes).where(eq(passes.id, row.passId)).for('update');
      if ((await usedPasses(tx, row.passId)) >= (pass?.numberOfPasses ?? 0)) throw new ApiError(409, REOPEN_MESSAGES.passFull);
      await tx.update(tickets).set({ status: 'active' }).where(and(eq(tickets.registrationId, id), eq(tickets.status, 'cancelled')));
    }
    await tx.update(referralRegistrations).set({ approve: false, reject: false, decidedAt: null, decidedBy: null }).where(eq(referralRegistrations.id, id));
    const guest = `${row.firstName} ${row.lastName}`.trim() || 'a guest';
    await recordOrganiserActivity(tx, { exhibitorId: row.exhibitorId, organiserName: options.reopenedBy }, {
      action: 'registration.reopen',
      summary: `Withdrew the ${before === 'approved' ? 'approval' : 'rejection'} of ${guest}: the registration is pending again`,
      subjectId: row.id,
    });
    const [listed] = await listQuery(tx, eq(referralRegistrations.id, id));
    return { registration: toRegistration(listed!), eventTitle: row.eventTitle };
  });
  const told = await sendDecisionNotice(senders, registration, { eventTitle, ticketCode: registration.ticketCode, notice: 'reopen' });
  return { registration, eventTitle, told };
}
