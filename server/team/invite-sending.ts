// Sending a member's invitation from the team screen: right after the member is added, and again on
// Resend. The send runs outside any transaction, so a failed send never loses the member; a send
// that reached anyone stamps invitedAt, which paces resends like a sign-in code.
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { Database } from '../db/connect.ts';
import { teamMembers } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { canInvite, delivered, sendInvitation, type InvitationOutcome, type InvitationSenders } from './invitation.ts';
import { findOwnMember } from './member-changes.ts';
import { assertMayTouchRow, TEAM_MESSAGES } from './rules.ts';
import type { TeamMemberRow } from './team-member-mapper.ts';

/** Who sends, and from where the link in the invitation points (the portal's origin). */
export interface InviteSending extends InvitationSenders {
  origin: string;
}

const contextOf = (sending: InviteSending, auth: AuthContext) => ({
  origin: sending.origin,
  eventId: auth.eventId,
  exhibitorId: auth.exhibitorId,
  inviterName: auth.name,
});

/** Invites a member just added, when there is a number or an address to send to. Answers the row as it now is. */
export async function inviteNewMember(
  sending: InviteSending,
  auth: AuthContext,
  row: TeamMemberRow,
): Promise<{ row: TeamMemberRow; outcome: InvitationOutcome | null }> {
  if (!canInvite(row)) return { row, outcome: null };
  const outcome = await sendInvitation(sending, row, contextOf(sending, auth));
  if (!delivered(outcome)) return { row, outcome };
  const [stamped] = await sending.db
    .update(teamMembers)
    .set({ invitedAt: new Date() })
    .where(eq(teamMembers.id, row.id))
    .returning();
  return { row: stamped ?? row, outcome };
}

/**
 * Sends the invitation of a member who has not joined again, at most once per resend wait.
 * Answers the row and what reached the member; a send that reached nobody is a 502 and leaves the
 * member as it was.
 */
export async function resendInvite(
  sending: InviteSending & { db: Database },
  auth: AuthContext & { id: string },
  resendSeconds: number,
): Promise<{ row: TeamMemberRow; outcome: InvitationOutcome }> {
  const { db } = sending;
  const now = new Date();
  // The slot is taken inside the transaction (row lock), so two clicks send once; the send
  // itself runs after it, and a send that reached nobody gives the slot back.
  const reserved = await db.transaction(async (tx) => {
    const current = await findOwnMember(tx, auth.id, auth.exhibitorId);
    assertMayTouchRow(auth, current);
    if (current.joinedAt) throw new ApiError(409, TEAM_MESSAGES.alreadyJoinedResend);
    if (!canInvite(current)) throw new ApiError(409, TEAM_MESSAGES.nothingToSendTo);
    if (current.invitedAt) {
      const waitMs = current.invitedAt.getTime() + resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, TEAM_MESSAGES.inviteTooSoon(seconds), undefined, { retryAfterSeconds: seconds });
      }
    }
    await tx.update(teamMembers).set({ invitedAt: now }).where(eq(teamMembers.id, current.id));
    return current;
  });
  const outcome = await sendInvitation(sending, reserved, contextOf(sending, auth));
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
  return { row, outcome };
}
