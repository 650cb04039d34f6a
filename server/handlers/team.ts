// The exhibitor's team (SPEC §3 Team member). A member's mobile number (`authenticationId`, digits,
// with `phoneCode`) is a sign-in identity at the event: the OTP login finds members by it, so one
// number may belong to only one account of the event. Deleting a member removes that person's
// account and with it their sessions; the parent member (the account owner) cannot be removed.
// Row rules beyond x-roles (server/team/rules.ts): the owner's row is the owner's, only the owner
// changes a sign-in number, nobody changes their own role. Adding a member invites them by SMS and
// e-mail (server/team/invitation.ts); a failed send keeps the member and says so in the answer.
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { teamMembers, users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { assertNumberFree as assertNumberFreeFor, numberTaken } from '../auth/number-free.ts';
import type { PhoneNumber } from '../auth/phone.ts';
import { ApiError } from '../http/api-error.ts';
import { callerAndRowId, notFound, requireAuth } from './exhibitor-scope.ts';
import { DEFAULT_PHONE_CODE, memberValues, type TeamMemberRow } from './mappers/team-member.ts';
import { recordActivity } from '../activity/record.ts';
import { createMailSender } from '../mail/index.ts';
import { canInvite, delivered, failureNote, sendInvitation, type InvitationOutcome } from '../team/invitation.ts';
import { announceHandOver, removeMember } from '../team/remove-member.ts';
import { assertMayAssignRole, assertMayChangeNumber, assertMayTouchRow, TEAM_MESSAGES } from '../team/rules.ts';
import type { AuthContext, OperationHandlers, ServerDeps } from './types.ts';
import { portalOrigin } from '../http/portal-origin.ts';
import { membersShown } from '../team/members-shown.ts';

const ENTITY = 'Team member';
const OWNER_NOT_REMOVABLE = 'The account owner cannot be removed.';
const OWNER_NUMBER_REQUIRED = "The account owner's mobile number cannot be removed.";
// The team form's field for the number, where a taken number's message goes.
const NUMBER_FIELD = '/authenticationId';

/** Refuses a number another account of the event already signs in with (server/auth/number-free.ts). */
const assertNumberFree = (tx: Transaction, eventId: string, phone: PhoneNumber, except: { memberId?: string; userId?: string | null } = {}) =>
  assertNumberFreeFor(tx, eventId, phone, except, NUMBER_FIELD);

/** A unique-index race lost to a concurrent sign-up reads as the same conflict. */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw numberTaken(NUMBER_FIELD);
  throw error;
}

const isOwnerRow = (row: TeamMemberRow) => row.role === 'owner' || row.isParentExhibitor;

async function findOwnMember(tx: Transaction, id: string, exhibitorId: string): Promise<TeamMemberRow> {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.exhibitorId, exhibitorId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(ENTITY);
  return row;
}

export function teamHandlers({ db, config, sms, leadEvents }: ServerDeps): OperationHandlers {
  const mail = createMailSender(config, db);
  const shown = (rows: TeamMemberRow[], eventId: string) => membersShown(db, rows, eventId);

  /** Sends the invitation; on any delivery, stamps invitedAt. Answers the row as it now is. */
  async function invite(
    request: FastifyRequest,
    auth: AuthContext,
    row: TeamMemberRow,
  ): Promise<{ row: TeamMemberRow; outcome: InvitationOutcome }> {
    const outcome = await sendInvitation(
      { db, sms, mail, log: request.log },
      row,
      { origin: portalOrigin(request), eventId: auth.eventId, exhibitorId: auth.exhibitorId, inviterName: auth.name },
    );
    if (!delivered(outcome)) return { row, outcome };
    const [stamped] = await db
      .update(teamMembers)
      .set({ invitedAt: new Date() })
      .where(eq(teamMembers.id, row.id))
      .returning();
    return { row: stamped ?? row, outcome };
  }

  return {
    async listTeamMembers(request) {
      const { exhibitorId, eventId } = requireAuth(request);
      const rows = await db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.exhibitorId, exhibitorId))
        .orderBy(desc(teamMembers.isParentExhibitor), asc(teamMembers.createdAt), asc(teamMembers.id));
      return { success: true, data: await shown(rows, eventId) };
    },

    async createTeamMember(request, reply) {
      const auth = requireAuth(request);
      const { exhibitorId, eventId } = auth;
      const role = request.body.role ?? 'staff';
      assertMayAssignRole(auth, role);
      const values = memberValues(request.body);
      const phoneCode = values.phoneCode ?? DEFAULT_PHONE_CODE;
      const created = await db
        .transaction(async (tx) => {
          if (values.authenticationId) {
            await assertNumberFree(tx, eventId, { phoneCode, mobile: values.authenticationId });
          }
          const [inserted] = await tx
            .insert(teamMembers)
            .values({ ...values, fullName: values.fullName ?? '', phoneCode, exhibitorId, isParentExhibitor: false, role })
            .returning();
          await recordActivity(tx, auth, {
            category: 'team',
            action: 'team.create',
            summary: `Added ${inserted!.fullName} to the team as ${role}`,
            subjectId: inserted!.id,
          });
          return inserted!;
        })
        .catch(asConflict);
      // Saved first: whatever happens to the invitation, the member stays.
      const { row, outcome } = canInvite(created) ? await invite(request, auth, created) : { row: created, outcome: null };
      reply.code(201);
      const note = outcome ? failureNote(outcome) : '';
      return { success: true, message: `Team member added successfully!${note}`, data: (await shown([row], eventId))[0] };
    },

    async updateTeamMember(request) {
      const auth = callerAndRowId(request, ENTITY);
      const { exhibitorId, eventId, id } = auth;
      const values = memberValues(request.body);
      const role = request.body.role;
      const row = await db
        .transaction(async (tx) => {
          const current = await findOwnMember(tx, id, exhibitorId);
          assertMayTouchRow(auth, current);
          assertMayAssignRole(auth, role, current);
          const next: { phoneCode: string; mobile: string | null } = {
            phoneCode: values.phoneCode ?? current.phoneCode,
            mobile: values.authenticationId === undefined ? current.authenticationId : values.authenticationId,
          };
          const numberChanged = next.phoneCode !== current.phoneCode || next.mobile !== current.authenticationId;
          if (numberChanged) assertMayChangeNumber(auth);
          if (numberChanged && isOwnerRow(current) && current.authenticationId && !next.mobile) {
            throw new ApiError(409, OWNER_NUMBER_REQUIRED, [{ path: '/authenticationId', message: OWNER_NUMBER_REQUIRED }]);
          }
          if (numberChanged && next.mobile) {
            await assertNumberFree(tx, eventId, { phoneCode: next.phoneCode, mobile: next.mobile }, {
              memberId: current.id,
              userId: current.userId,
            });
          }
          if (numberChanged && current.userId) {
            // The member's account signs in with the member's number: keep the two the same.
            await tx
              .update(users)
              .set({ phoneCode: next.mobile ? next.phoneCode : null, mobile: next.mobile })
              .where(eq(users.id, current.userId));
          }
          const [updated] = await tx
            .update(teamMembers)
            .set({ ...values, ...(role === undefined ? {} : { role }), updatedAt: new Date() })
            .where(eq(teamMembers.id, current.id))
            .returning();
          const roleChanged = role !== undefined && role !== current.role;
          await recordActivity(tx, auth, {
            category: 'team',
            action: roleChanged ? 'team.role' : 'team.update',
            summary: roleChanged
              ? `Changed the role of ${updated!.fullName}: ${current.role} -> ${role}`
              : `Updated team member ${updated!.fullName}`,
            subjectId: current.id,
          });
          return updated!;
        })
        .catch(asConflict);
      return { success: true, message: 'Team member updated successfully!', data: (await shown([row], eventId))[0] };
    },

    async deleteTeamMember(request) {
      const auth = callerAndRowId(request, ENTITY);
      const { exhibitorId, eventId, id } = auth;
      const handed = await db.transaction(async (tx) => {
        const current = await findOwnMember(tx, id, exhibitorId);
        assertMayTouchRow(auth, current);
        if (isOwnerRow(current)) throw new ApiError(409, OWNER_NOT_REMOVABLE);
        const handed = await removeMember(tx, current, eventId, auth);
        await recordActivity(tx, auth, {
          category: 'team',
          action: 'team.delete',
          summary: `Removed ${current.fullName} from the team`,
          subjectId: current.id,
        });
        return handed;
      });
      announceHandOver(leadEvents, handed);
      return { success: true, message: 'Team member deleted successfully!' };
    },

    async resendTeamInvite(request) {
      const auth = callerAndRowId(request, ENTITY);
      const { exhibitorId, eventId, id } = auth;
      const now = new Date();
      // The slot is taken inside the transaction (row lock), so two clicks send once; the send
      // itself runs after it, and a send that reached nobody gives the slot back.
      const reserved = await db.transaction(async (tx) => {
        const current = await findOwnMember(tx, id, exhibitorId);
        assertMayTouchRow(auth, current);
        if (current.joinedAt) throw new ApiError(409, TEAM_MESSAGES.alreadyJoinedResend);
        if (!canInvite(current)) throw new ApiError(409, TEAM_MESSAGES.nothingToSendTo);
        if (current.invitedAt) {
          const waitMs = current.invitedAt.getTime() + config.auth.otpResendSeconds * 1000 - now.getTime();
          if (waitMs > 0) {
            const seconds = Math.ceil(waitMs / 1000);
            throw new ApiError(429, TEAM_MESSAGES.inviteTooSoon(seconds), undefined, { retryAfterSeconds: seconds });
          }
        }
        await tx.update(teamMembers).set({ invitedAt: now }).where(eq(teamMembers.id, current.id));
        return current;
      });
      const outcome = await sendInvitation(
        { db, sms, mail, log: request.log },
        reserved,
        { origin: portalOrigin(request), eventId, exhibitorId, inviterName: auth.name },
      );
      if (!delivered(outcome)) {
        await db
          .update(teamMembers)
          .set({ invitedAt: reserved.invitedAt, updatedAt: reserved.updatedAt })
          .where(eq(teamMembers.id, reserved.id));
        throw new ApiError(502, TEAM_MESSAGES.inviteNotDelivered);
      }
      const row = await db.transaction(async (tx) => {
        await recordActivity(tx, auth, {
          category: 'team',
          action: 'team.invite',
          summary: `Sent the invitation to ${reserved.fullName} again`,
          subjectId: reserved.id,
        });
        const [fresh] = await tx.select().from(teamMembers).where(eq(teamMembers.id, reserved.id)).limit(1);
        return fresh ?? { ...reserved, invitedAt: now };
      });
      return {
        success: true,
        message: `Invitation sent to ${reserved.fullName}.${failureNote(outcome)}`,
        data: (await shown([row], eventId))[0],
      };
    },

    async revokeTeamInvite(request) {
      const auth = callerAndRowId(request, ENTITY);
      const { exhibitorId, eventId, id } = auth;
      const handed = await db.transaction(async (tx) => {
        const current = await findOwnMember(tx, id, exhibitorId);
        assertMayTouchRow(auth, current);
        if (current.joinedAt || isOwnerRow(current)) throw new ApiError(409, TEAM_MESSAGES.alreadyJoined);
        const handed = await removeMember(tx, current, eventId, auth);
        await recordActivity(tx, auth, {
          category: 'team',
          action: 'team.revoke',
          summary: `Revoked the invitation of ${current.fullName}`,
          subjectId: current.id,
        });
        return handed;
      });
      announceHandOver(leadEvents, handed);
      return { success: true, message: 'Invitation revoked.' };
    },

    async transferCompanyOwnership(request) {
      const auth = callerAndRowId(request, ENTITY);
      const { exhibitorId, eventId, id } = auth;
      const row = await db.transaction(async (tx) => {
        const target = await findOwnMember(tx, id, exhibitorId);
        if (target.id === auth.memberId) throw new ApiError(409, TEAM_MESSAGES.transferSelf);
        if (target.role !== 'admin' || !target.joinedAt) throw new ApiError(409, TEAM_MESSAGES.transferTarget);
        // The old owner steps down first: one owner per company is a unique index.
        await tx
          .update(teamMembers)
          .set({ role: 'admin', isParentExhibitor: false, updatedAt: new Date() })
          .where(and(eq(teamMembers.exhibitorId, exhibitorId), eq(teamMembers.role, 'owner')));
        const [promoted] = await tx
          .update(teamMembers)
          .set({ role: 'owner', isParentExhibitor: true, updatedAt: new Date() })
          .where(eq(teamMembers.id, target.id))
          .returning();
        await recordActivity(tx, auth, {
          category: 'team',
          action: 'team.transfer',
          summary: `Transferred company ownership to ${target.fullName}`,
          subjectId: target.id,
        });
        return promoted!;
      });
      return {
        success: true,
        message: `${row.fullName} now owns the company. You are an admin.`,
        data: (await shown([row], eventId))[0],
      };
    },
  };
}
