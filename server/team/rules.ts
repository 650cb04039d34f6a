// Who may do what to which row of the team, beyond the operation's x-roles: the owner's row is the
// owner's alone, sign-in numbers are identities only the owner changes on someone else's behalf,
// and nobody changes their own role. Each rule answers 403 with the sentence the person reads.
import { describeWait } from '../auth/messages.ts';
import { ApiError } from '../http/api-error.ts';
import type { Role } from '../../src/rules/roles.ts';

export const TEAM_MESSAGES = {
  ownerRowIsOwners: "Only the company owner can change or remove the owner's details.",
  ownerNotAssignable: 'The owner role cannot be given here. The owner hands the company over with Transfer ownership.',
  ownRole: 'You cannot change your own role. Ask the company owner.',
  numberOwnerOnly: 'Only the company owner can change a sign-in number.',
  alreadyJoined: 'This member has already signed in; remove them instead.',
  alreadyJoinedResend: 'This member has already signed in; there is no invitation to resend.',
  nothingToSendTo: 'This member has no mobile number or e-mail address to send an invitation to.',
  inviteTooSoon: (seconds: number) => `An invitation was just sent. You can send it again in ${describeWait(seconds)}.`,
  inviteNotDelivered: 'The invitation could not be sent by SMS or e-mail. Try again shortly.',
  transferTarget: 'Ownership can only go to an admin who has signed in at least once.',
  transferSelf: 'You already own the company.',
} as const;

export interface Caller {
  memberId: string;
  role: Role;
}

export interface TargetRow {
  id: string;
  role: Role;
}

const forbidden = (message: string) => new ApiError(403, message);

/** Editing or removing a row: the owner's row is touched by the owner only. */
export function assertMayTouchRow(caller: Caller, target: TargetRow): void {
  if (target.role === 'owner' && caller.role !== 'owner') throw forbidden(TEAM_MESSAGES.ownerRowIsOwners);
}

/** A role in a create or update body. */
export function assertMayAssignRole(caller: Caller, role: Role | undefined, target?: TargetRow): void {
  if (role === undefined) return;
  if (target && target.role === role) return;
  if (role === 'owner') throw forbidden(TEAM_MESSAGES.ownerNotAssignable);
  if (target && target.id === caller.memberId) throw forbidden(TEAM_MESSAGES.ownRole);
  if (target && target.role === 'owner') throw forbidden(TEAM_MESSAGES.ownerNotAssignable);
}

/** A changed sign-in number on an existing member. */
export function assertMayChangeNumber(caller: Caller): void {
  if (caller.role !== 'owner') throw forbidden(TEAM_MESSAGES.numberOwnerOnly);
}
