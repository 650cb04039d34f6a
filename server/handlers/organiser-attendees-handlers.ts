// The organiser console's Attendees and badges screen: the event's imported attendees (a page under
// a search), the CSV import the command line also runs and its preview (server/attendees/attendee-import.ts),
// an attendee corrected or cancelled (attendee-changes.ts), and their printable badges, one or every one. Every read and write is the signed-in organiser's event only:
// another event's attendee is unknown here (404).
import { ATTENDEE_CHANGE_MESSAGES, cancelAttendee, updateAttendee } from '../attendees/attendee-changes.ts';
import { importAttendees, importSummary, previewAttendeeImport, unmatchedBadgeIdsWarning } from '../attendees/attendee-import.ts';
import { ATTENDEE_MESSAGES, ATTENDEE_PAGE, attendeeBadge, attendeeBadges, listAttendees, type BadgeFile, type OrganiserAttendee } from '../attendees/attendee-list.ts';
import { ApiError } from '../http/api-error.ts';
import { attendeeDetailsOf } from '../../src/rules/attendee-rules.ts';
import { rowIdOr404 } from '../http/exhibitor-scope.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import type { FastifyReply } from 'fastify';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const toApiAttendee = (a: OrganiserAttendee) => ({
  _id: a.id,
  name: a.name,
  email: a.email,
  company: a.company,
  designation: a.designation,
  phone: a.phone,
  ticketType: a.ticketType,
  ticketCode: a.ticketCode,
  badgeId: a.badgeId,
  status: a.status,
  issuedAt: a.issuedAt.toISOString(),
});

/** What the console says about unmatched badge ids: who may set the pattern. */
const SET_PATTERN = "Ask the installation's administrator to set the pattern (badge-pattern).";

const sendPdf = (reply: FastifyReply, file: BadgeFile) =>
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`).type('application/pdf').send(Buffer.from(file.pdf));

export function organiserAttendeeHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listOrganiserAttendees(request) {
      const { eventId } = requireOrganiser(request);
      const limit = request.query.limit ?? ATTENDEE_PAGE.default;
      const offset = request.query.offset ?? 0;
      const page = await listAttendees(db, eventId, { search: request.query.search, limit, offset });
      return { success: true, data: { attendees: page.attendees.map(toApiAttendee), total: page.total, limit, offset } };
    },

    async importOrganiserAttendees(request) {
      const { eventId } = requireOrganiser(request);
      const answer = await importAttendees(db, eventId, request.body.csv);
      if (!answer.ok) {
        const count = answer.errors.length;
        throw new ApiError(
          400,
          `Nothing was imported: fix ${count === 1 ? 'this problem' : `these ${count} problems`} in the file and import it again.`,
          answer.errors.map((message) => ({ path: '/csv', message })),
        );
      }
      const { result } = answer;
      return {
        success: true,
        message: importSummary(result),
        data: {
          imported: result.imported,
          kept: result.kept,
          filled: result.filled,
          unmatchedLines: result.unmatchedLines,
          warning: unmatchedBadgeIdsWarning(result, SET_PATTERN),
        },
      };
    },

    async previewOrganiserAttendeeImport(request) {
      const { eventId } = requireOrganiser(request);
      const preview = await previewAttendeeImport(db, eventId, request.body.csv);
      return {
        success: true,
        data: {
          read: preview.read,
          added: preview.imported,
          kept: preview.kept,
          filled: preview.filled,
          refused: preview.refused,
          unmatchedLines: preview.unmatchedLines,
          warning: unmatchedBadgeIdsWarning(preview, SET_PATTERN),
        },
      };
    },

    async updateOrganiserAttendee(request) {
      const { eventId } = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'Attendee');
      const attendee = await updateAttendee(db, eventId, id, attendeeDetailsOf(request.body));
      return { success: true, message: ATTENDEE_CHANGE_MESSAGES.updated(attendee.name), data: toApiAttendee(attendee) };
    },

    async cancelOrganiserAttendee(request) {
      const { eventId } = requireOrganiser(request);
      const attendee = await cancelAttendee(db, eventId, rowIdOr404(request.params.id, 'Attendee'));
      return { success: true, message: ATTENDEE_CHANGE_MESSAGES.cancelled(attendee.name), data: toApiAttendee(attendee) };
    },

    async downloadOrganiserAttendeeBadge(request, reply) {
      const { eventId } = requireOrganiser(request);
      const id = rowIdOr404(request.params.id, 'Attendee');
      return sendPdf(reply, await attendeeBadge(db, eventId, id));
    },

    async downloadOrganiserAttendeeBadges(request, reply) {
      const { eventId } = requireOrganiser(request);
      return sendPdf(reply, await attendeeBadges(db, eventId, request.query.search));
    },
  };
}
