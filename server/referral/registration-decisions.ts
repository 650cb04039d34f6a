// Approving or rejecting registrations of the organiser's queue, one or many. Rejecting cancels the
// ticket and gives the place on the pass back (pass-usage.ts counts only registrations not
// rejected); the guest is told either way: by e-mail, or by SMS when they gave only a mobile number.
// A decision can be withdrawn: the registration goes back to pending and the guest is told again.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { DECISION_MESSAGES, registrationStatus } from './decisions.ts';
import { sendDecisionNotice, type Decision, type DecisionSenders } from './registration-notice.ts';
import { recordOrganiserActivity } from '../activity/record.ts';
import { listQuery, toRegistration, type OrganiserRegistration } from './registration-list.ts';
import type { EventScope } from './registration-scope.ts';
import { lockRegistrations } from './registration-lock.ts';

/** Registrations one bulk decision may name. */
export const MAX_BULK_DECISION = 200;

export interface DecisionOptions {
  /** The organiser's name, kept with the decision. */
  decidedBy: string;
  /** Told to the guest with a rejection. */
  reason?: string | null;
  now?: Date;
}

export interface DecidedRegistration {
  registration: OrganiserRegistration;
  eventTitle: string;
  /** The guest was told: e-mailed, or sent an SMS when they gave only a mobile number. */
  told: boolean;
}

export interface DecisionsResult {
  decision: Decision;
  /** Decided now, in the order the ids were given. */
  decided: DecidedRegistration[];
  /** Already approved or rejected before: left as they were. */
  alreadyDecided: OrganiserRegistration[];
}

/** One message for a batch: what was done, and which were left as someone decided them before. */
export function decisionsMessage(result: Pick<DecisionsResult, 'decision' | 'decided' | 'alreadyDecided'>): string {
  const done = result.decided.length;
  const verb = result.decision === 'approve' ? 'Approved' : 'Rejected';
  const parts: string[] = [];
  if (done > 0) parts.push(`${verb} ${done} registration${done === 1 ? '' : 's'}.`);
  const left = result.alreadyDecided;
  if (left.length > 0) {
    const names = left.map((r) => `${r.name || r.id} (${r.status})`).join(', ');
    parts.push(left.length === 1 ? `1 was already decided and was left as it was: ${names}.` : `${left.length} were already decided and were left as they were: ${names}.`);
  }
  return parts.join(' ');
}

/**
 * Approves or rejects the named registrations of the scope, in one transaction: every id must name a
 * registration of the scope, or nothing changes (404). Registrations someone already decided are
 * left as they are and reported, so two organisers working the queue never flip each other's
 * decisions. The guests decided now are told after the transaction (the queue keeps the e-mail).
 */
export async function decideRegistrations(
  db: Database,
  senders: DecisionSenders,
  eventId: EventScope,
  ids: readonly string[],
  decision: Decision,
  options: DecisionOptions,
): Promise<DecisionsResult> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw new ApiError(400, 'Choose at least one registration.', [{ path: '/ids', message: 'Choose at least one registration.' }]);
  const now = options.now ?? new Date();
  const { decided, alreadyDecided } = await db.transaction(async (tx) => {
    const locked = await lockRegistrations(tx, eventId, wanted);
    if (locked.length < wanted.length) {
      if (wanted.length === 1) throw new ApiError(404, DECISION_MESSAGES.notFound);
      const known = new Set(locked.map((row) => row.id));
      const missing = wanted.filter((id) => !known.has(id));
      throw new ApiError(404, `${missing.length} of the chosen registrations ${missing.length === 1 ? 'was' : 'were'} not found: ${missing.join(', ')}. Nothing was changed.`);
    }
    const pending = locked.filter((row) => registrationStatus(row) === 'pending').map((row) => row.id);
    if (pending.length > 0) {
      await tx
        .update(referralRegistrations)
        .set({ approve: decision === 'approve', reject: decision === 'reject', decidedAt: now, decidedBy: options.decidedBy })
        .where(inArray(referralRegistrations.id, pending));
      // A rejected guest's badge must stop scanning as valid.
      if (decision === 'reject') await tx.update(tickets).set({ status: 'cancelled' }).where(inArray(tickets.registrationId, pending));
      // Each company's log shows what the organiser decided about its registrations.
      const reason = options.reason?.trim();
      for (const row of locked.filter((r) => pending.includes(r.id))) {
        const guest = `${row.firstName} ${row.lastName}`.trim() || 'a guest';
        await recordOrganiserActivity(tx, { exhibitorId: row.exhibitorId, organiserName: options.decidedBy }, {
          action: decision === 'approve' ? 'registration.approve' : 'registration.reject',
          summary: decision === 'approve' ? `Approved the registration of ${guest}` : `Rejected the registration of ${guest}${reason ? `: ${reason}` : ''}`,
          subjectId: row.id,
        });
      }
    }
    const rows = await listQuery(tx, inArray(referralRegistrations.id, wanted));
    const byId = new Map(rows.map((row) => [row.registration.id, toRegistration(row)]));
    const titles = new Map(locked.map((row) => [row.id, row.eventTitle]));
    const pendingSet = new Set(pending);
    return {
      decided: wanted.filter((id) => pendingSet.has(id)).map((id) => ({ registration: byId.get(id)!, eventTitle: titles.get(id)! })),
      alreadyDecided: wanted.filter((id) => !pendingSet.has(id)).map((id) => byId.get(id)!),
    };
  });
  const told: DecidedRegistration[] = [];
  for (const item of decided) {
    const r = item.registration;
    const sent = await sendDecisionNotice(senders, r, { eventTitle: item.eventTitle, ticketCode: r.ticketCode, notice: decision, reason: options.reason?.trim() || null });
    told.push({ ...item, told: sent });
  }
  return { decision, decided: told, alreadyDecided };
}

/** One registration: decided now, or a 409 saying how it was decided before (404 outside the scope). */
export async function decideRegistration(
  db: Database,
  senders: DecisionSenders,
  eventId: EventScope,
  id: string,
  decision: Decision,
  options: DecisionOptions,
): Promise<DecidedRegistration> {
  const result = await decideRegistrations(db, senders, eventId, [id], decision, options);
  const before = result.alreadyDecided[0];
  if (before) throw new ApiError(409, DECISION_MESSAGES.already(before.status));
  return result.decided[0]!;
}
