// One lead in the contract's Lead shape, as every write answers it (and scanBadge, which lives
// with the badges).
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads } from '../db/schema/all-tables.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { apiLeads } from './lead-reads.ts';
import type { ApiLead } from './lead-mapper.ts';

/** The lead with its capturer, badge code, notes and touches; 404 when there is none. */
export async function readLead(db: Executor, leadId: string): Promise<ApiLead> {
  const [lead] = await apiLeads(db, eq(leads.id, leadId));
  if (!lead) throw notFound('Lead');
  return lead;
}
