// Captures at the booth: a scanned or typed code (POST /leads/scan) and a business card read on the
// device (POST /leads/business-card). What each becomes is decided in server/leads/capture.ts and
// business-card.ts; both answer the lead, 201 when the capture made it and 200 (`existing`) when it
// went to a lead the company already had.
import type { FastifyReply } from 'fastify';
import { captureScan } from '../leads/capture.ts';
import type { CaptureAnswer } from '../leads/capture-record.ts';
import { captureCard } from '../leads/business-card.ts';
import { requireAuth } from './exhibitor-scope.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

function scanAnswer(reply: FastifyReply, { lead, created, message }: CaptureAnswer) {
  reply.code(created ? 201 : 200);
  return { success: true as const, message, data: { outcome: created ? ('created' as const) : ('existing' as const), lead } };
}

export function scanHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async scanBadge(request, reply) {
      return scanAnswer(reply, await captureScan(db, requireAuth(request), request.body));
    },

    async captureBusinessCard(request, reply) {
      return scanAnswer(reply, await captureCard(db, requireAuth(request), request.body));
    },
  };
}
