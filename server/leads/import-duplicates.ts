// The rows of an import that repeat an e-mail: of a lead the company has, or of an earlier row of
// the same file (e-mails are compared lower-cased, as leadChanges stores them).
import { randomUUID } from 'node:crypto';
import { NO_LEAD_PEOPLE, toApiLead, type ApiLead, type LeadRow } from './lead-mapper.ts';
import type { LeadColumns } from './duplicates.ts';

export interface ImportRepeat {
  row: number;
  /** The stored lead the row repeats. */
  leadId?: string;
  /** Else the earlier row of the file with its e-mail. */
  earlierRow?: number;
}

/** Rows to create (`fresh`, indexes in order) and rows that repeat another; `existing`: e-mail -> lead id. */
export function importRepeats(rows: ReadonlyArray<{ emailId?: string | null }>, existing: ReadonlyMap<string, string>): { fresh: number[]; repeats: ImportRepeat[] } {
  const firstRow = new Map<string, number>();
  const repeats: ImportRepeat[] = [];
  const fresh: number[] = [];
  rows.forEach((value, index) => {
    const email = value.emailId ?? null;
    if (email !== null && existing.has(email)) repeats.push({ row: index, leadId: existing.get(email)! });
    else if (email !== null && firstRow.has(email)) repeats.push({ row: index, earlierRow: firstRow.get(email)! });
    else {
      if (email !== null) firstRow.set(email, index);
      fresh.push(index);
    }
  });
  return { fresh, repeats };
}

/**
 * An import row not stored yet, shown as a lead: the 409 of an import names the earlier row a row
 * repeats with it (its id is made up for the answer and names no lead).
 */
export function previewLead(values: LeadColumns & { fullName: string }, now: Date): ApiLead {
  const row: LeadRow = {
    id: randomUUID(),
    exhibitorId: values.exhibitorId!,
    priority: values.priority ?? 'medium',
    status: values.status ?? 'new',
    remarks: values.remarks ?? null,
    source: 'manual',
    fullName: values.fullName,
    emailId: values.emailId ?? null,
    companyName: values.companyName ?? null,
    designation: values.designation ?? null,
    phone: values.phone ?? null,
    website: null,
    address: null,
    captureKind: 'manual',
    captureText: null,
    capturedBy: null,
    ownerId: null,
    rating: values.rating ?? null,
    tags: values.tags ?? [],
    followUpDate: values.followUpDate ?? null,
    answers: values.answers ?? {},
    ticketId: null,
    possibleDuplicateOf: null,
    createdAt: now,
    updatedAt: now,
  };
  return toApiLead(row, NO_LEAD_PEOPLE);
}

