// The team's changes, each in one transaction with its entry in the activity log. A member's mobile
// number (`authenticationId`, digits, with `phoneCode`) is a sign-in identity at the event: the OTP
// login finds members by it, so one number may belong to only one account of the event. Deleting a
// member removes that person's account and with it their sessions; the parent member (the account
// owner) cannot be removed. Row rules beyond x-roles (rules.ts): the owner's row is the owner's,
// only the owner changes a sign-in number, nobody changes their own role.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Role } from '../../src/rules/roles.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { assertNumberFree as assertNumberFreeFor, numberTaken } from '../auth/number-free.ts';
import type { PhoneNumber } from '../auth/phone.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { Database, Transaction } from '../db/connect.ts';
import { teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { removeMember, type HandedLeads } from './remove-member.ts';
import { assertMayAssignRole, assertMayChangeNumber, assertMayTouchRow, TEAM_MESSAGES } from './rules.ts';
import { DEFAULT_PHONE_CODE, memberValues, type MemberValues, type TeamMemberBody, type TeamMemberRow } from './team-member-mapper.ts';

export const TEAM_MEMBER = 'Team member';
const OWNER_NOT_REMOVABLE = 'The account owner cannot be removed.';
const OWNER_NUMBER_REQUIRED = "The account owner's mobile number cannot be removed.";
// The team form's field for the number, where a taken number's message goes.
const NUMBER_FIELD = '/authenticationId';

/** A member of the caller's company, named by a path id. */
type MemberOf = AuthContext & { id: string };

/** Refuses a number another account of the event already signs in with (server/auth/number-free.ts). */
const assertNumberFree = (tx: Transaction, eventId: string, phone: PhoneNumber, except: { memberId?: string; userId?: string | null } = {}) =>
  assertNumberFreeFor(tx, eventId, phone, except, NUMBER_FIELD);

/** A unique-index race lost to a concurrent sign-up reads as the same conflict. */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw numberTaken(NUMBER_FIELD);
  throw error;
}

const isOwnerRow = (row: TeamMemberRow) => row.role === 'owner' || row.isParentExhibitor;

/** The member, locked for the rest of the transaction; another company's id is as unknown as a made-up one. */
export async function findOwnMember(tx: Transaction, id: string, exhibitorId: string): Promise<TeamMemberRow> {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.exhibitorId, exhibitorId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(TEAM_MEMBER);
  return row;
}

/** The company's members: the owner first, then by when they were added. */
export function teamRows(db: Database, exhibitorId: string): Promise<TeamMemberRow[]> {
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.exhibitorId, exhibitorId))
    .orderBy(desc(teamMembers.isParentExhibitor), asc(teamMembers.createdAt), asc(teamMembers.id));
}

export async function addMember(db: Database, auth: AuthContext, body: TeamMemberBody, role: Role): Promise<TeamMemberRow> {
  const { exhibitorId, eventId } = auth;
  assertMayAssignRole(auth, role);
  const values = memberValues(body);
  const phoneCode = values.phoneCode ?? DEFAULT_PHONE_CODE;
  return db
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
}

export async function changeMember(db: Database, auth: MemberOf, values: MemberValues, role: Role | undefined): Promise<TeamMemberRow> {
  const { exhibitorId, eventId, id } = auth;
  return db
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
}

/** Removes a member (never the owner); answers whose leads went to whom, to announce after the commit. */
export function deleteMember(db: Database, auth: MemberOf): Promise<HandedLeads> {
  const { exhibitorId, eventId, id } = auth;
  return db.transaction(async (tx) => {
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
}

/** Withdraws the invitation of a member who has not joined yet, removing the member. */
export function revokeInvite(db: Database, auth: MemberOf): Promise<HandedLeads> {
  const { exhibitorId, eventId, id } = auth;
  return db.transaction(async (tx) => {
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
}

/** Makes a joined admin the owner; the caller, the owner until now, becomes an admin. */
export function transferOwnership(db: Database, auth: MemberOf): Promise<TeamMemberRow> {
  const { exhibitorId, id } = auth;
  return db.transaction(async (tx) => {
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
}
