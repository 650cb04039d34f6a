// The organiser console's Exhibitors: the event's companies with their owners, passes and leads;
// add (and invite the owner), change, allocate passes, resend the owner's invitation, read the team,
// and remove (read what goes first, then only with confirm=true). Every call is scoped by the
// signed-in organiser's event (server/exhibitors/exhibitor-*.ts).
import type { FastifyRequest } from 'fastify';
import { createMailSender } from '../mail/mail-setup.ts';
import { portalOrigin } from '../http/portal-origin.ts';
import { requireOrganiser } from '../http/organiser-scope.ts';
import { organiserActor } from '../exhibitors/exhibitor-actor.ts';
import { addExhibitor, changeExhibitor } from '../exhibitors/exhibitor-details.ts';
import { eventCategories, exhibitorTeam, getExhibitor, listExhibitors, type ExhibitorSummary } from '../exhibitors/exhibitor-list.ts';
import { allocatePasses } from '../exhibitors/exhibitor-passes.ts';
import { removalPreview, removeExhibitor } from '../exhibitors/exhibitor-removal.ts';
import { inviteNewOwner, resendOwnerInvite } from '../exhibitors/exhibitor-invitation.ts';
import { failureNote, type InvitationOutcome } from '../team/invitation.ts';
import type { TeamMemberRow } from '../team/team-member-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export const toApiExhibitor = (row: ExhibitorSummary) => ({
  _id: row.id,
  name: row.name,
  boothNumber: row.boothNumber,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  owner: row.owner ? { ...row.owner, invitedAt: row.owner.invitedAt?.toISOString() ?? null } : null,
  teamSize: row.teamSize,
  leadsCount: row.leadsCount,
  passes: row.passes,
  createdAt: row.createdAt.toISOString(),
});

const toApiTeamMember = (row: TeamMemberRow) => ({
  _id: row.id,
  fullName: row.fullName,
  role: row.role,
  designation: row.designation,
  phoneCode: row.phoneCode,
  mobile: row.authenticationId,
  email: row.emailId,
  status: row.joinedAt ? ('active' as const) : ('pending' as const),
  invitedAt: row.invitedAt?.toISOString() ?? null,
});

const CHANNELS = { sms: 'SMS', email: 'e-mail' } as const;

/** "invited Asha Rao by SMS and e-mail", or what could not be sent. */
function invitedSentence(ownerName: string, outcome: InvitationOutcome): string {
  const sent = outcome.attempted.filter((channel) => !outcome.failed.includes(channel));
  if (sent.length === 0) return ` ${failureNote(outcome).trim()}`;
  return ` and invited ${ownerName} by ${sent.map((channel) => CHANNELS[channel]).join(' and ')}.${failureNote(outcome)}`;
}

export function organiserExhibitorHandlers({ db, sms, config }: ServerDeps): OperationHandlers {
  // Sent at once, as the team's invitations are: a failed send is said in the answer, for a resend.
  const mail = createMailSender(config, db);
  const sending = (request: FastifyRequest) => ({ db, sms, mail, log: request.log, origin: portalOrigin(request) });

  return {
    async listOrganiserExhibitors(request) {
      const { eventId } = requireOrganiser(request);
      const [rows, categories] = await Promise.all([listExhibitors(db, eventId), eventCategories(db, eventId)]);
      return {
        success: true,
        data: {
          exhibitors: rows.map(toApiExhibitor),
          categories: categories.map((category) => ({ _id: category.id, name: category.name, exhibitorPasses: category.exhibitorPasses, isActive: category.isActive })),
        },
      };
    },

    async createOrganiserExhibitor(request, reply) {
      const organiser = requireOrganiser(request);
      const by = organiserActor(organiser.name);
      const added = await addExhibitor(db, organiser.eventId, request.body, by);
      // After the commit: a failed send never loses the exhibitor, the message says so.
      const outcome = await inviteNewOwner(sending(request), organiser.eventId, added.id, organiser.name);
      reply.code(201);
      return {
        success: true,
        message: `Added ${added.name}${invitedSentence(added.owner.fullName, outcome)}`,
        data: toApiExhibitor(await getExhibitor(db, organiser.eventId, added.id)),
      };
    },

    async updateOrganiserExhibitor(request) {
      const organiser = requireOrganiser(request);
      const changed = await changeExhibitor(db, organiser.eventId, request.params.id, request.body, organiserActor(organiser.name));
      return { success: true, message: `Saved ${changed.name}.`, data: toApiExhibitor(changed) };
    },

    async getOrganiserExhibitorRemoval(request) {
      const { eventId } = requireOrganiser(request);
      const preview = await removalPreview(db, eventId, request.params.id);
      return { success: true, data: { exhibitor: { _id: preview.exhibitor.id, name: preview.exhibitor.name }, counts: preview.counts, summary: preview.summary } };
    },

    async deleteOrganiserExhibitor(request) {
      const { eventId } = requireOrganiser(request);
      const removed = await removeExhibitor(db, eventId, request.params.id, request.query.confirm === true);
      return {
        success: true,
        message: removed.summary,
        data: { exhibitor: { _id: removed.exhibitor.id, name: removed.exhibitor.name }, counts: removed.counts, summary: removed.summary },
      };
    },

    async resendOrganiserExhibitorInvite(request) {
      const organiser = requireOrganiser(request);
      const { owner, outcome } = await resendOwnerInvite(
        sending(request),
        organiser.eventId,
        request.params.id,
        organiser.name,
        config.auth.otpResendSeconds,
      );
      return {
        success: true,
        message: `Invitation sent to ${owner.fullName}.${failureNote(outcome)}`,
        data: toApiExhibitor(await getExhibitor(db, organiser.eventId, request.params.id)),
      };
    },

    async allocateOrganiserExhibitorPasses(request) {
      const organiser = requireOrganiser(request);
      const done = await allocatePasses(db, organiser.eventId, request.params.id, request.body, organiserActor(organiser.name));
      return {
        success: true,
        message: `${done.exhibitor.name} now has ${done.numberOfPasses} "${done.category.name}" passes.`,
        data: toApiExhibitor(await getExhibitor(db, organiser.eventId, done.exhibitor.id)),
      };
    },

    async listOrganiserExhibitorTeam(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: (await exhibitorTeam(db, eventId, request.params.id)).map(toApiTeamMember) };
    },
  };
}
