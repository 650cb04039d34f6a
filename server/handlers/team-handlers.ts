// The exhibitor's team (SPEC §3 Team member): requests to the team's changes (server/team/
// member-changes.ts) and invitations (server/team/invite-sending.ts), answered with the members as
// shown (server/team/members-shown.ts). Adding a member invites them by SMS and e-mail; a failed
// send keeps the member and says so in the answer.
import type { FastifyRequest } from 'fastify';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { portalOrigin } from '../http/portal-origin.ts';
import { createMailSender } from '../mail/mail-setup.ts';
import { failureNote } from '../team/invitation.ts';
import { inviteNewMember, resendInvite } from '../team/invite-sending.ts';
import { addMember, changeMember, deleteMember, revokeInvite, TEAM_MEMBER, teamRows, transferOwnership } from '../team/member-changes.ts';
import { membersShown } from '../team/members-shown.ts';
import { announceHandOver } from '../team/remove-member.ts';
import { memberValues, type TeamMemberRow } from '../team/team-member-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function teamHandlers({ db, config, sms, leadEvents }: ServerDeps): OperationHandlers {
  const mail = createMailSender(config, db);
  const shown = (rows: TeamMemberRow[], eventId: string) => membersShown(db, rows, eventId);
  const one = async (row: TeamMemberRow, eventId: string) => (await shown([row], eventId))[0];
  const sending = (request: FastifyRequest) => ({ db, sms, mail, log: request.log, origin: portalOrigin(request) });

  return {
    async listTeamMembers(request) {
      const { exhibitorId, eventId } = requireAuth(request);
      return { success: true, data: await shown(await teamRows(db, exhibitorId), eventId) };
    },

    async createTeamMember(request, reply) {
      const auth = requireAuth(request);
      const created = await addMember(db, auth, request.body, request.body.role ?? 'staff');
      // Saved first: whatever happens to the invitation, the member stays.
      const { row, outcome } = await inviteNewMember(sending(request), auth, created);
      reply.code(201);
      const note = outcome ? failureNote(outcome) : '';
      return { success: true, message: `Team member added successfully!${note}`, data: await one(row, auth.eventId) };
    },

    async updateTeamMember(request) {
      const auth = callerAndRowId(request, TEAM_MEMBER);
      const row = await changeMember(db, auth, memberValues(request.body), request.body.role);
      return { success: true, message: 'Team member updated successfully!', data: await one(row, auth.eventId) };
    },

    async deleteTeamMember(request) {
      announceHandOver(leadEvents, await deleteMember(db, callerAndRowId(request, TEAM_MEMBER)));
      return { success: true, message: 'Team member deleted successfully!' };
    },

    async resendTeamInvite(request) {
      const auth = callerAndRowId(request, TEAM_MEMBER);
      const { row, outcome } = await resendInvite(sending(request), auth, config.auth.otpResendSeconds);
      return { success: true, message: `Invitation sent to ${row.fullName}.${failureNote(outcome)}`, data: await one(row, auth.eventId) };
    },

    async revokeTeamInvite(request) {
      announceHandOver(leadEvents, await revokeInvite(db, callerAndRowId(request, TEAM_MEMBER)));
      return { success: true, message: 'Invitation revoked.' };
    },

    async transferCompanyOwnership(request) {
      const auth = callerAndRowId(request, TEAM_MEMBER);
      const row = await transferOwnership(db, auth);
      return { success: true, message: `${row.fullName} now owns the company. You are an admin.`, data: await one(row, auth.eventId) };
    },
  };
}
