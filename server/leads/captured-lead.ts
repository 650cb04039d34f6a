// A lead made by a capture at the booth (a badge, a contact code, any code's text, a business card):
// the caller's company's, captured and owned by the caller, keeping how it was captured and what was
// read.
import type { Executor } from '../db/prepared.ts';
import { leads, type captureKinds } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { PersonColumns } from './capture-person.ts';

export type CaptureKind = (typeof captureKinds)[number];

/** The lead a capture goes to, and whether the capture made it. */
export interface FoundLead {
  id: string;
  created: boolean;
  fullName: string;
  /** What the lead was first captured from (a merge that read the same again adds no note). */
  captureText?: string | null;
  /** Who follows the lead up: a lead scanner may write only to their own (capture-record.ts). */
  ownerId: string | null;
}

export interface NewCapturedLead {
  source: 'booth_scan' | 'business_card';
  kind: CaptureKind;
  /** What was read, kept with the lead; null for this portal's badges and typed codes. */
  text: string | null;
  person: PersonColumns;
  ticketId?: string;
  /** An older lead of the company the capture shares its phone with but that names someone else. */
  possibleDuplicateOf?: string | null;
}

export async function insertCapturedLead(tx: Executor, auth: Pick<AuthContext, 'exhibitorId' | 'userId'>, lead: NewCapturedLead): Promise<FoundLead> {
  const [made] = await tx
    .insert(leads)
    .values({
      exhibitorId: auth.exhibitorId,
      ticketId: lead.ticketId ?? null,
      source: lead.source,
      capturedBy: auth.userId,
      ownerId: auth.userId,
      ...lead.person,
      fullName: lead.person.fullName ?? '',
      captureKind: lead.kind,
      captureText: lead.text,
      possibleDuplicateOf: lead.possibleDuplicateOf ?? null,
    })
    .returning({ id: leads.id, fullName: leads.fullName, captureText: leads.captureText, ownerId: leads.ownerId });
  return { ...made!, created: true };
}
