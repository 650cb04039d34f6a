// POST /create-sample-data: another bounded set of sample records for the signed-in exhibitor.
import { createSampleData } from '../demo/seed.ts';
import { recordActivity } from '../activity/record.ts';
import type { SampleDataResult } from '../demo/sample-records.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const SAMPLE_DATA_MESSAGE = 'Sample data created successfully! Refresh the page to see the data.';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Added sample data: 5 leads, 3 products, 1 team member". */
export const sampleDataSummary = (added: SampleDataResult): string =>
  `Added sample data: ${counted(added.leads, 'lead', 'leads')}, ${counted(added.products, 'product', 'products')}, ${counted(added.teamMembers, 'team member', 'team members')}`;

export function sampleDataHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async createSampleData(request, reply) {
      const auth = requireAuth(request);
      // Sample data brings leads (and products and a member) in at once: the log shows it as an import.
      const added: Partial<Record<'leads' | 'products' | 'teamMembers' | 'downloads' | 'faqs', number>> =
        await createSampleData(
          db,
          auth.exhibitorId,
          (tx, counts) => recordActivity(tx, auth, { category: 'import', action: 'sample.create', summary: sampleDataSummary(counts) }),
          auth.userId,
        );
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
