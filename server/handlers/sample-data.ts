// POST /create-sample-data: another bounded set of sample records for the signed-in exhibitor.
import { createSampleData } from '../db/seed.ts';
import { requireAuth } from './exhibitor-scope.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

export const SAMPLE_DATA_MESSAGE = 'Sample data created successfully! Refresh the page to see the data.';

export function sampleDataHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createSampleData(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const added: Partial<Record<'leads' | 'products' | 'teamMembers' | 'downloads' | 'faqs', number>> =
        await createSampleData(db, exhibitorId);
      reply.code(201);
      return {
        success: true,
        message: SAMPLE_DATA_MESSAGE,
        // Kinds the sample set does not include count as 0 added.
        data: {
          leads: added.leads ?? 0,
          products: added.products ?? 0,
          teamMembers: added.teamMembers ?? 0,
          downloads: added.downloads ?? 0,
          faqs: added.faqs ?? 0,
        },
      };
    },
  };
}
