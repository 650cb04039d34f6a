// The exhibitor's team (SPEC §3 Team member). A member's mobile number (`authenticationId`, digits,
// with `phoneCode`) is a sign-in identity at the event: the OTP login finds members by it, so one
// number may belong to only one account of the event. Deleting a member removes that person's
// account and with it their sessions; the parent member (the account owner) cannot be removed.
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect.ts';
import { exhibitors, teamMembers, users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { ApiError } from '../http/api-error.ts';
import { callerAndRowId, notFound, requireAuth } from './exhibitor-scope.ts';
import {
  DEFAULT_PHONE_CODE,
  memberValues,
  toApiTeamMember,
  type TeamMemberRow,
} from './mappers/team-member.ts';
import type { OperationHandlers, ServerDeps } from './types.ts';

const ENTITY = 'Team member';
const NUMBER_TAKEN = 'This mobile number is already used by another account at this event. Use a different number.';
const OWNER_NOT_REMOVABLE = 'The account owner cannot be removed.';
const OWNER_NUMBER_REQUIRED = "The account owner's mobile number cannot be removed.";

interface Phone {
  phoneCode: string;
  mobile: string;
}

/**
 * Refuses a number another account of the event already signs in with. Runs inside the write's
 * transaction under an advisory lock on the number, so two requests adding the same number at once
 * cannot both pass.
 */
async function assertNumberFree(
  tx: Transaction,
  eventId: string,
  phone: Phone,
  except: { memberId?: string; userId?: string | null } = {},
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`team-phone:${eventId}:${phone.phoneCode}:${phone.mobile}`}, 0))`,
  );
  const userConditions = [eq(users.eventId, eventId), eq(users.phoneCode, phone.phoneCode), eq(users.mobile, phone.mobile)];
  if (except.userId) userConditions.push(ne(users.id, except.userId));
  const [user] = await tx.select({ id: users.id }).from(users).where(and(...userConditions)).limit(1);
  if (user) throw new ApiError(409, NUMBER_TAKEN, [{ path: '/authenticationId', message: NUMBER_TAKEN }]);

  // Compared digits-only on both sides, as the sign-in lookup does.
  const memberConditions = [
    eq(exhibitors.eventId, eventId),
    sql`regexp_replace(${teamMembers.phoneCode}, '\\D', '', 'g') = ${phone.phoneCode}`,
    sql`regexp_replace(coalesce(${teamMembers.authenticationId}, ''), '\\D', '', 'g') = ${phone.mobile}`,
  ];
  if (except.memberId) memberConditions.push(ne(teamMembers.id, except.memberId));
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .where(and(...memberConditions))
    .limit(1);
  if (member) throw new ApiError(409, NUMBER_TAKEN, [{ path: '/authenticationId', message: NUMBER_TAKEN }]);
}

/** A unique-index race lost to a concurrent sign-up reads as the same conflict. */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new ApiError(409, NUMBER_TAKEN, [{ path: '/authenticationId', message: NUMBER_TAKEN }]);
  throw error;
}

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

export function teamHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listTeamMembers(request) {
      const { exhibitorId, eventId } = requireAuth(request);
      const rows = await db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.exhibitorId, exhibitorId))
        .orderBy(desc(teamMembers.isParentExhibitor), asc(teamMembers.createdAt), asc(teamMembers.id));
      return { success: true, data: rows.map((row) => toApiTeamMember(row, eventId)) };
    },

    async createTeamMember(request, reply) {
      const { exhibitorId, eventId } = requireAuth(request);
      const values = memberValues(request.body);
      const phoneCode = values.phoneCode ?? DEFAULT_PHONE_CODE;
      const row = await db
        .transaction(async (tx) => {
          if (values.authenticationId) {
            await assertNumberFree(tx, eventId, { phoneCode, mobile: values.authenticationId });
          }
          const [inserted] = await tx
            .insert(teamMembers)
            .values({ ...values, fullName: values.fullName ?? '', phoneCode, exhibitorId, isParentExhibitor: false })
            .returning();
          return inserted!;
        })
        .catch(asConflict);
      reply.code(201);
      return { success: true, message: 'Team member added successfully!', data: toApiTeamMember(row, eventId) };
    },

    async updateTeamMember(request) {
      const { exhibitorId, eventId, id } = callerAndRowId(request, ENTITY);
      const values = memberValues(request.body);
      const row = await db
        .transaction(async (tx) => {
          const current = await findOwnMember(tx, id, exhibitorId);
          const next: { phoneCode: string; mobile: string | null } = {
            phoneCode: values.phoneCode ?? current.phoneCode,
            mobile: values.authenticationId === undefined ? current.authenticationId : values.authenticationId,
          };
          const numberChanged = next.phoneCode !== current.phoneCode || next.mobile !== current.authenticationId;
          if (numberChanged && current.isParentExhibitor && current.authenticationId && !next.mobile) {
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
            .set({ ...values, updatedAt: new Date() })
            .where(eq(teamMembers.id, current.id))
            .returning();
          return updated!;
        })
        .catch(asConflict);
      return { success: true, message: 'Team member updated successfully!', data: toApiTeamMember(row, eventId) };
    },

    async deleteTeamMember(request) {
      const { exhibitorId, eventId, id } = callerAndRowId(request, ENTITY);
      await db.transaction(async (tx) => {
        const current = await findOwnMember(tx, id, exhibitorId);
        if (current.isParentExhibitor) throw new ApiError(409, OWNER_NOT_REMOVABLE);
        await tx.delete(teamMembers).where(eq(teamMembers.id, current.id));
        // The person's account goes too (its sessions cascade), or they could still sign in.
        const linked = [];
        if (current.userId) linked.push(eq(users.id, current.userId));
        if (current.authenticationId) {
          linked.push(and(eq(users.phoneCode, current.phoneCode), eq(users.mobile, current.authenticationId)));
        }
        if (linked.length > 0) {
          await tx
            .delete(users)
            .where(and(eq(users.eventId, eventId), eq(users.exhibitorId, exhibitorId), or(...linked)));
        }
      });
      return { success: true, message: 'Team member deleted successfully!' };
    },
  };
}
