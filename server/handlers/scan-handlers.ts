// Captures at the booth: a scanned or typed code (POST /leads/scan) and a business card read on the
// device (POST /leads/business-card). What each becomes is decided in server/leads/capture.ts and
// business-card.ts; both answer the lead, 201 when the capture made it and 200 (`existing`) when it
// went to a lead the company already had. Webhooks hear `lead.created` or `lead.merged` once the
// capture has committed.
import type { FastifyReply } from 'fastify';
import { captureScan } from '../leads/capture.ts';
import type { CaptureAnswer } from '../leads/capture-record.ts';
import { captureCard } from '../leads/business-card.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import type { LeadEvents } from '../context/lead-events.ts';

function scanAnswer(reply: FastifyReply, { lead, created, message }: CaptureAnswer) {
  reply.code(created ? 201 : 200);
  return { success: true as const, message, data: { outcome: created ? ('created' as const) : ('existing' as const), lead } };
}

/** Reports the capture's lead (by id: the event carries the whole lead, read when it is queued). */
function reported(leadEvents: LeadEvents, auth: AuthContext, answer: CaptureAnswer): CaptureAnswer {
  leadEvents.emit(auth.exhibitorId, answer.created ? 'lead.created' : 'lead.merged', [answer.lead._id]);
  return answer;
}

export function scanHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async scanBadge(request, reply) {
      const auth = requireAuth(request);
      return scanAnswer(reply, reported(leadEvents, auth, await captureScan(db, auth, request.body)));
    },

    async captureBusinessCard(request, reply) {
      const auth = requireAuth(request);
      return scanAnswer(reply, reported(leadEvents, auth, await captureCard(db, auth, request.body)));
    },
  };
}
