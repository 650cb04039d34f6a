// POST /leads/import: many leads at once, all or nothing (server/leads/lead-import.ts). Rows that
// repeat a lead are asked about with a 409 when the caller chose to be asked.
import { requireAuth } from '../http/exhibitor-scope.ts';
import { announceImport, importLeads } from '../leads/lead-import.ts';
import { duplicateAnswer } from '../leads/lead-request.ts';
import { created } from './envelope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function leadImportHandlers({ db, leadEvents }: ServerDeps): OperationHandlers {
  return {
    async importLeads(request, reply) {
      const auth = requireAuth(request);
      const outcome = await importLeads(db, auth, request.body.leads, request.body.onDuplicate ?? 'ask', request.body.owners);
      if (outcome.kind === 'ask') return duplicateAnswer(reply, outcome.duplicates, outcome.message);
      announceImport(leadEvents, auth.exhibitorId, outcome);
      return created(reply, outcome.message, outcome.counts);
    },
  };
}
