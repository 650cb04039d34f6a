// What every capture at the booth writes once its lead is found or made, in the capture's
// transaction: a touch (the dashboard's booth figures count touches, server/dashboard/booth-scan-counts.ts),
// the qualification, on a lead that already existed the fields it lacked and what was read as a note,
// the photos, and one activity entry. A lead scanner's badge scan that reaches a colleague's lead
// (a badge has one lead per company) keeps only the touch and the scanner's own note there, and
// answers the lead as the badge tells it (colleague-lead.ts): nothing the colleague wrote.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leadNotes, leadTouches } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import type { ApiLead } from './lead-mapper.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { FoundLead } from './captured-lead.ts';
import type { PersonColumns } from './capture-person.ts';
import { mergeIntoLead } from './duplicates.ts';
import { addLeadImages, type NewLeadImage } from './lead-images.ts';
import { readLead } from './lead-answer.ts';
import { colleagueLeadView, mayWriteLead } from './colleague-lead.ts';
import { applyQualification, type LeadQualification } from './qualification.ts';

export interface CaptureWrite {
  /** When it was captured (the device's time for captures queued offline). */
  at: Date;
  person: PersonColumns;
  qualification: LeadQualification | undefined;
  images?: readonly NewLeadImage[];
  /**
   * What was read, kept as a note (`label:` and the text) when the capture went to a lead that
   * already existed and was captured from something else, so nothing read is lost.
   */
  read?: { label: string; text: string | null };
  /** The activity log's line, given the lead's name. */
  summary: (name: string, created: boolean) => string;
  /** The activity log's action when the capture made the lead, and when it went to an existing one. */
  actions: { created: string; existing: string };
}

export interface CaptureOutcome {
  lead: ApiLead;
  created: boolean;
  /** The lead is a colleague's, which the caller (a lead scanner) may not read: `lead` shows only what the scan read. */
  colleagues?: true;
}

/** A capture's outcome with the sentence the answer says it in. */
export interface CaptureAnswer extends CaptureOutcome {
  message: string;
}

export async function recordCapture(tx: Executor, auth: AuthContext, found: FoundLead, write: CaptureWrite): Promise<CaptureOutcome> {
  const target = { leadId: found.id, userId: auth.userId, exhibitorId: auth.exhibitorId };
  await tx.insert(leadTouches).values({ leadId: found.id, userId: auth.userId, at: write.at });
  const writable = found.created || mayWriteLead(auth, found.ownerId);
  if (found.created) await applyQualification(tx, target, write.qualification);
  else if (!writable) {
    // Nothing typed at the booth is lost: the note goes to the colleague; the rest is theirs to decide.
    const note = write.qualification?.appendNote?.trim() ?? '';
    if (note !== '') await applyQualification(tx, target, { appendNote: note });
  } else {
    const entry = { ...write.person, fullName: write.person.fullName ?? undefined };
    await mergeIntoLead(tx, auth, found.id, entry, write.qualification ?? {}, { pointer: '/qualification', recordActivity: false });
  }
  if (writable) await addLeadImages(tx, found.id, auth.userId, write.images ?? []);
  const read = write.read;
  if (writable && !found.created && read?.text && read.text !== found.captureText) {
    // After the qualification's note, which carries the transaction's start time, in every listing.
    await tx.insert(leadNotes).values({ leadId: found.id, authorId: auth.userId, text: `${read.label}:\n${read.text}`, createdAt: sql`clock_timestamp()` });
  }
  const name = found.fullName.trim() || write.person.fullName || 'Unknown';
  await recordActivity(tx, auth, {
    category: 'leads',
    action: found.created ? write.actions.created : write.actions.existing,
    summary: write.summary(name, found.created),
    subjectId: found.id,
  });
  const lead = await readLead(tx, found.id);
  return writable ? { lead, created: found.created } : { lead: colleagueLeadView(lead, auth.userId, write.person), created: false, colleagues: true };
}
