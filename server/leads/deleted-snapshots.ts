// A deleted lead cannot be read once it is gone, so a webhook's `lead.deleted` carries the lead as it
// was just before. Reading a whole lead (notes, photos, touches) costs more than the delete itself,
// so it is read only when an endpoint of the company listens for deletes.
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { apiLeads } from './lead-reads.ts';
import type { ApiLead } from './lead-mapper.ts';

/** The leads `where` picks as the API shows them, when `wanted`; none otherwise. Call it in the delete's transaction, before the delete. */
export async function deletedSnapshots(tx: Executor, wanted: boolean, where: SQL): Promise<ApiLead[]> {
  return wanted ? apiLeads(tx, where) : [];
}
