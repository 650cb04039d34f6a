// Lead Management's six follow-up actions and Done, the lead's follow-up as a calendar file, and the
// caller's own leads whose follow-up day has come (the Due filter's server twin, for the dashboard
// card, the header's count and the reminder e-mail). The rules (statuses, dates, tags, notes, which
// actions finish the follow-up) are src/rules/lead-follow-up-rules.ts, shared with the browser;
// "today" is the event's day (follow-up-day.ts), as the browser reads it.
import { and, asc, count, desc, eq, inArray, lte, or } from 'drizzle-orm';
import {
  FOLLOW_UP_MESSAGES,
  LEAD_FOLLOW_UPS,
  calendarFileName,
  followUpDateProblem,
  followUpNote,
  remarksWithNote,
  takesDate,
  withTag,
} from '../../src/rules/lead-follow-up-rules.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { JsonBody } from '../context/operation-types.ts';
import type { Database } from '../db/connect.ts';
import { downloads, events, exhibitors, leads } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { LeadEvents } from '../context/lead-events.ts';
import { followUpCalendar } from './follow-up-calendar.ts';
import { followUpDayOf } from './follow-up-day.ts';
import { infoMail, type SentResource } from './follow-up-mail.ts';
import { readLead } from './lead-answer.ts';
import type { ApiLead } from './lead-mapper.ts';
import { visibleTo } from './lead-request.ts';

const refuse = (path: string, message: string): ApiError => new ApiError(400, message, [{ path, message }]);

/** The caller's lead named by the path: the company's, and for a scanner only their own. */
const leadOf = (auth: AuthContext & { id: string }) =>
  visibleTo(auth, and(eq(leads.id, auth.id), eq(leads.exhibitorId, auth.exhibitorId))!);

/** The chosen resources, each the exhibitor's own or the event's, in the order chosen. */
async function chosenResources(db: Database, auth: AuthContext, ids: ReadonlyArray<string> | undefined): Promise<SentResource[]> {
  const wanted = [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw refuse('/resourceIds', FOLLOW_UP_MESSAGES.resourcesRequired);
  const rows = await db
    .select({ id: downloads.id, title: downloads.title, attachment: downloads.attachment })
    .from(downloads)
    .where(
      and(
        inArray(downloads.id, wanted),
        eq(downloads.eventId, auth.eventId),
        // An event resource the organiser hid from exhibitors is not theirs to send.
        or(and(eq(downloads.isExhibitor, false), eq(downloads.isPublic, true)), eq(downloads.exhibitorId, auth.exhibitorId)),
      ),
    );
  if (rows.length !== wanted.length) throw refuse('/resourceIds', FOLLOW_UP_MESSAGES.resourceUnknown);
  return wanted.map((id) => rows.find((row) => row.id === id)!);
}

async function senderNames(db: Database, auth: AuthContext): Promise<{ company: string; event: string }> {
  const [row] = await db
    .select({ company: exhibitors.name, event: events.title })
    .from(exhibitors)
    .innerJoin(events, eq(events.id, exhibitors.eventId))
    .where(eq(exhibitors.id, auth.exhibitorId))
    .limit(1);
  return { company: row?.company ?? 'Our team', event: row?.event ?? 'the event' };
}

export type FollowUpRequest = JsonBody<'runLeadFollowUp'>;

export interface FollowUpDeps {
  db: Database;
  mail: MailQueue;
  leadEvents: LeadEvents;
  /** Where the links of a Send Info e-mail point. */
  origin: string;
}

/** Runs one follow-up action on the caller's lead; answers the lead as it now is and the note added to it. */
export async function runFollowUp(
  { db, mail, leadEvents, origin }: FollowUpDeps,
  auth: AuthContext & { id: string },
  { action, followUpDate, resourceIds }: FollowUpRequest,
): Promise<{ lead: ApiLead; message: string }> {
  const definition = LEAD_FOLLOW_UPS[action];
  if (takesDate(action)) {
    const { today } = await followUpDayOf(db, auth.eventId);
    const problem = followUpDateProblem(followUpDate, today);
    if (problem !== null) throw refuse('/followUpDate', problem);
  }
  const where = leadOf(auth);
  const [current] = await db.select({ emailId: leads.emailId }).from(leads).where(where).limit(1);
  if (!current) throw notFound('Lead');
  let resources: SentResource[] = [];
  if (action === 'sendInfo') {
    if (!current.emailId) throw refuse('/action', FOLLOW_UP_MESSAGES.noEmail);
    resources = await chosenResources(db, auth, resourceIds);
  }
  const note = followUpNote(action, { date: followUpDate, sent: resources.map((resource) => resource.title) });

  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(leads).where(where).for('update');
    if (!row) throw notFound('Lead');
    await tx
      .update(leads)
      .set({
        // Done keeps the status the lead has.
        ...(definition.status === undefined ? {} : { status: definition.status }),
        remarks: remarksWithNote(row.remarks, note),
        ...(takesDate(action) ? { followUpDate: followUpDate! } : {}),
        // A finished follow-up leaves the due list and the reminders.
        ...(definition.finishes ? { followUpDate: null } : {}),
        ...(definition.tag === undefined ? {} : { tags: withTag(row.tags, definition.tag) }),
      })
      .where(where);
    await recordActivity(tx, auth, { category: 'leads', action: 'lead.update', summary: `${definition.label}: ${row.fullName}`, subjectId: row.id });
    return row;
  });
  leadEvents.emit(auth.exhibitorId, definition.finishes ? 'lead.follow_up_done' : 'lead.updated', [before.id]);

  if (action === 'sendInfo') {
    // Queued after the lead is saved: the queue keeps it through an SMTP outage.
    const { company, event } = await senderNames(db, auth);
    await mail.send(infoMail({ to: before.emailId!, leadName: before.fullName, company, event, origin, resources }));
  }
  return { lead: await readLead(db, before.id), message: `${before.fullName}: ${note}` };
}

/** The lead's follow-up as an iCalendar file and its file name; a lead without a follow-up day is a 409. */
export async function followUpCalendarFile(db: Database, auth: AuthContext & { id: string }): Promise<{ file: string; fileName: string }> {
  const [row] = await db.select().from(leads).where(leadOf(auth)).limit(1);
  if (!row) throw notFound('Lead');
  if (row.followUpDate === null) throw new ApiError(409, FOLLOW_UP_MESSAGES.noDate);
  return { file: followUpCalendar({ ...row, followUpDate: row.followUpDate }), fileName: calendarFileName(row.fullName) };
}

/** The caller's own leads whose follow-up day is today or past, earliest first, with their number. */
export async function followUpsDue(db: Database, auth: AuthContext, limit: number) {
  const { today, timeZone, timeZoneNote } = await followUpDayOf(db, auth.eventId);
  // Each member's own: the leads they follow up, whatever their role.
  const due = and(eq(leads.exhibitorId, auth.exhibitorId), eq(leads.ownerId, auth.userId), lte(leads.followUpDate, today))!;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: leads.id, fullName: leads.fullName, companyName: leads.companyName, followUpDate: leads.followUpDate })
      .from(leads)
      .where(due)
      .orderBy(asc(leads.followUpDate), desc(leads.createdAt), desc(leads.id))
      .limit(limit),
    db.select({ total: count() }).from(leads).where(due),
  ]);
  return {
    today,
    timeZone,
    timeZoneNote,
    total: total?.total ?? 0,
    leads: rows.map((row) => ({
      _id: row.id,
      fullName: row.fullName,
      companyName: row.companyName,
      followUpDate: row.followUpDate!,
      late: row.followUpDate! < today,
    })),
  };
}
