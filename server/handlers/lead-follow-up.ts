// Lead Management's six follow-up actions and Done, the lead's follow-up as a calendar file, and the
// caller's own leads whose follow-up day has come (the Due filter's server twin, for the dashboard
// card, the header's count and the reminder e-mail). The rules (statuses, dates, tags, notes, which
// actions finish the follow-up) are src/rules/lead-follow-up-rules.ts, shared with the browser;
// "today" is the event's day (server/leads/follow-up-day.ts), as the browser reads it.
import { and, asc, count, desc, eq, inArray, lte, or } from 'drizzle-orm';
import { downloads, events, exhibitors, leads } from '../db/schema/index.ts';
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
import { ApiError } from '../http/api-error.ts';
import { readLead } from '../leads/lead-answer.ts';
import { infoMail, type SentResource } from '../leads/follow-up-mail.ts';
import { followUpCalendar } from '../leads/follow-up-calendar.ts';
import { followUpDayOf } from '../leads/follow-up-day.ts';
import { visibleTo } from '../leads/lead-request.ts';
import { callerAndRowId, notFound, requireAuth } from './exhibitor-scope.ts';
import { ownedRow } from './owned-rows.ts';
import type { AuthContext, OperationHandlers, ServerDeps } from './types.ts';
import { portalOrigin } from '../http/portal-origin.ts';

const DUE_LIMIT = 5;

const refuse = (path: string, message: string): ApiError => new ApiError(400, message, [{ path, message }]);

export function leadFollowUpHandlers({ db, mail, leadEvents }: ServerDeps): OperationHandlers {
  /** The chosen resources, each the exhibitor's own or the event's, in the order chosen. */
  async function chosenResources(auth: AuthContext, ids: ReadonlyArray<string> | undefined): Promise<SentResource[]> {
    const wanted = [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) throw refuse('/resourceIds', FOLLOW_UP_MESSAGES.resourcesRequired);
    const rows = await db
      .select({ id: downloads.id, title: downloads.title, attachment: downloads.attachment })
      .from(downloads)
      .where(
        and(
          inArray(downloads.id, wanted),
          eq(downloads.eventId, auth.eventId),
          or(eq(downloads.isExhibitor, false), eq(downloads.exhibitorId, auth.exhibitorId)),
        ),
      );
    if (rows.length !== wanted.length) throw refuse('/resourceIds', FOLLOW_UP_MESSAGES.resourceUnknown);
    return wanted.map((id) => rows.find((row) => row.id === id)!);
  }

  async function senderNames(auth: AuthContext): Promise<{ company: string; event: string }> {
    const [row] = await db
      .select({ company: exhibitors.name, event: events.title })
      .from(exhibitors)
      .innerJoin(events, eq(events.id, exhibitors.eventId))
      .where(eq(exhibitors.id, auth.exhibitorId))
      .limit(1);
    return { company: row?.company ?? 'Our team', event: row?.event ?? 'the event' };
  }

  return {
    async runLeadFollowUp(request) {
      const auth = callerAndRowId(request, 'Lead');
      const { action, followUpDate, resourceIds } = request.body;
      const definition = LEAD_FOLLOW_UPS[action];
      if (takesDate(action)) {
        const { today } = await followUpDayOf(db, auth.eventId);
        const problem = followUpDateProblem(followUpDate, today);
        if (problem !== null) throw refuse('/followUpDate', problem);
      }
      const where = visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId));
      const [current] = await db.select({ emailId: leads.emailId }).from(leads).where(where).limit(1);
      if (!current) throw notFound('Lead');
      let resources: SentResource[] = [];
      if (action === 'sendInfo') {
        if (!current.emailId) throw refuse('/action', FOLLOW_UP_MESSAGES.noEmail);
        resources = await chosenResources(auth, resourceIds);
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
        const { company, event } = await senderNames(auth);
        await mail.send(infoMail({ to: before.emailId!, leadName: before.fullName, company, event, origin: portalOrigin(request), resources }));
      }
      const lead = await readLead(db, before.id);
      return { success: true, message: `${before.fullName}: ${note}`, data: lead };
    },

    async getLeadFollowUpCalendar(request, reply) {
      const auth = callerAndRowId(request, 'Lead');
      const [row] = await db.select().from(leads).where(visibleTo(auth, ownedRow(leads, auth.id, auth.exhibitorId))).limit(1);
      if (!row) throw notFound('Lead');
      if (row.followUpDate === null) throw new ApiError(409, FOLLOW_UP_MESSAGES.noDate);
      const file = followUpCalendar({ ...row, followUpDate: row.followUpDate });
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${calendarFileName(row.fullName)}"`);
      return file;
    },

    async listLeadFollowUpsDue(request) {
      const auth = requireAuth(request);
      const limit = request.query.limit === undefined ? DUE_LIMIT : Number(request.query.limit);
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
        success: true,
        data: {
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
        },
      };
    },
  };
}
