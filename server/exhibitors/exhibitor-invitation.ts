// The owner's invitation when an organiser adds an exhibitor, and again on Resend: the same SMS and
// e-mail a team member gets (server/team/invitation.ts), sent after the exhibitor is saved and
// outside any transaction, so a failed send never loses the exhibitor. A send that reached anyone
// stamps invitedAt, which paces resends like a sign-in code.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { activityLog, exhibitors, teamMembers } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { canInvite, delivered, sendInvitation, type InvitationOutcome, type InvitationSenders } from '../team/invitation.ts';
import { TEAM_MESSAGES } from '../team/rules.ts';
import type { TeamMemberRow } from '../team/team-member-mapper.ts';
import { organiserActor } from './exhibitor-actor.ts';
import { EXHIBITOR } from './exhibitor-messages.ts';

export const OWNER_INVITE_MESSAGES = {
  noOwner: 'This exhibitor has no owner to invite. Remove it and add it again with its owner.',
  alreadySignedIn: 'The owner has already signed in; there is no invitation to resend.',
} as const;

export interface OwnerInviteSending extends InvitationSenders {
  /** The portal's origin; the invitation links to `<origin>/exhibitor/login`. */
  origin: string;
}

/** `organiserName` is who the invitation says added them ("Priya Menon"). */
const contextOf = (sending: OwnerInviteSending, eventId: string, exhibitorId: string, organiserName: string) => ({
  origin: sending.origin,
  eventId,
  exhibitorId,
  inviterName: organiserName,
});

/** The owner's team row of one of the event's exhibitors, locked for the rest of the transaction. */
async function ownerRow(db: Executor, eventId: string, exhibitorId: string) {
  const [exhibitor] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.eventId, eventId)))
    .limit(1);
  if (!exhibitor) throw new ApiError(404, `${EXHIBITOR} not found`);
  const [owner] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.exhibitorId, exhibitor.id), eq(teamMembers.role, 'owner')))
    .limit(1)
    .for('update');
  if (!owner) throw new ApiError(409, OWNER_INVITE_MESSAGES.noOwner);
  return owner;
}

/** Invites the owner of an exhibitor just added. Never throws for a failed send: the outcome says what failed. */
export async function inviteNewOwner(
  sending: OwnerInviteSending,
  eventId: string,
  exhibitorId: string,
  organiserName: string,
): Promise<InvitationOutcome> {
  const owner = await ownerRow(sending.db, eventId, exhibitorId);
  const outcome = await sendInvitation(sending, owner, contextOf(sending, eventId, exhibitorId, organiserName));
  if (delivered(outcome)) await sending.db.update(teamMembers).set({ invitedAt: new Date() }).where(eq(teamMembers.id, owner.id));
  return outcome;
}

/**
 * Sends the owner's invitation again, at most once per resend wait (429 with the wait); an owner
 * who has signed in has none to resend (409); a send that reached nobody is a 502 and leaves the
 * wait unused.
 */
export async function resendOwnerInvite(
  sending: OwnerInviteSending,
  eventId: string,
  exhibitorId: string,
  organiserName: string,
  resendSeconds: number,
): Promise<{ owner: TeamMemberRow; outcome: InvitationOutcome }> {
  const { db } = sending;
  const now = new Date();
  const reserved = await db.transaction(async (tx) => {
    const owner = await ownerRow(tx, eventId, exhibitorId);
    if (owner.joinedAt) throw new ApiError(409, OWNER_INVITE_MESSAGES.alreadySignedIn);
    if (!canInvite(owner)) throw new ApiError(409, TEAM_MESSAGES.nothingToSendTo);
    if (owner.invitedAt) {
      const waitMs = owner.invitedAt.getTime() + resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, TEAM_MESSAGES.inviteTooSoon(seconds), undefined, { retryAfterSeconds: seconds });
      }
    }
    await tx.update(teamMembers).set({ invitedAt: now }).where(eq(teamMembers.id, owner.id));
    return owner;
  });
  const outcome = await sendInvitation(sending, reserved, contextOf(sending, eventId, exhibitorId, organiserName));
  if (!delivered(outcome)) {
    await db.update(teamMembers).set({ invitedAt: reserved.invitedAt }).where(eq(teamMembers.id, reserved.id));
    throw new ApiError(502, TEAM_MESSAGES.inviteNotDelivered);
  }
  await db.insert(activityLog).values({
    exhibitorId,
    actorUserId: null,
    actorName: organiserActor(organiserName).name,
    category: 'team',
    action: 'team.invite',
    summary: `Sent the invitation to ${reserved.fullName} again`,
    subjectId: reserved.id,
  });
  return { owner: { ...reserved, invitedAt: now }, outcome };
}
