// Team member rows as the API shows them (SPEC §3 Team member) and the form state (SPEC §3 form
// state) turned into column values. The number a member signs in with is `authenticationId`;
// `phoneId` is part of the original form state but carries nothing the server keeps.
import type { teamMembers } from '../db/schema/all-tables.ts';
import { normaliseMobile, normalisePhoneCode } from '../auth/phone.ts';
import { optionalText, rejectActiveLinks, requiredText } from '../http/request-text.ts';
import type { JsonBody } from '../context/operation-types.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export const DEFAULT_PHONE_CODE = '91';

const TEXT_FIELDS = [
  'emailId',
  'designation',
  'companyName',
  'location',
  'bio',
  'aboutCompany',
  'linkedIn',
  'x',
  'facebook',
  'instagram',
  'profileImage',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];

/** What POST and PUT /team-members may carry. */
export type TeamMemberBody = JsonBody<'createTeamMember'> | JsonBody<'updateTeamMember'>;

/** The member's account as the team list shows it: when their reminder comes and why it may not. */
export interface MemberReminder {
  time: string | null;
  problem: string | null;
}

export const NO_ACCOUNT_REMINDER: MemberReminder = { time: null, problem: null };

export function toApiTeamMember(row: TeamMemberRow, eventId: string, reminder: MemberReminder = NO_ACCOUNT_REMINDER) {
  return {
    _id: row.id,
    userId: row.userId,
    reminderTime: reminder.time,
    reminderProblem: reminder.problem,
    fullName: row.fullName,
    emailId: row.emailId,
    authenticationId: row.authenticationId,
    phoneCode: row.phoneCode,
    designation: row.designation,
    companyName: row.companyName,
    location: row.location,
    bio: row.bio,
    aboutCompany: row.aboutCompany,
    linkedIn: row.linkedIn,
    x: row.x,
    facebook: row.facebook,
    instagram: row.instagram,
    profileImage: row.profileImage,
    isParentExhibitor: row.isParentExhibitor,
    parentExhibitor: row.exhibitorId,
    event: eventId,
    userType: 'exhibitor' as const,
    role: row.role,
    // Pending until the first sign-in (issueSession sets joinedAt).
    status: row.joinedAt ? ('active' as const) : ('pending' as const),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface MemberValues extends Partial<Record<TextField, string | null>> {
  fullName?: string;
  phoneCode?: string;
  authenticationId?: string | null;
}

/**
 * Column values from the form. Phone codes and numbers are stored as digits only, the form the
 * sign-in lookup compares; an empty calling code falls back to 91.
 */
export function memberValues(body: TeamMemberBody): MemberValues {
  rejectActiveLinks({
    '/linkedIn': body.linkedIn,
    '/x': body.x,
    '/facebook': body.facebook,
    '/instagram': body.instagram,
    '/profileImage': body.profileImage,
  });
  const values: MemberValues = {};
  if (body.fullName !== undefined) values.fullName = requiredText(body.fullName, '/fullName', 'Full name is required');
  for (const field of TEXT_FIELDS) {
    const value = optionalText(body[field]);
    if (value !== undefined) values[field] = value;
  }
  if (values.emailId) values.emailId = values.emailId.toLowerCase();
  if (body.phoneCode !== undefined) {
    values.phoneCode = normalisePhoneCode(body.phoneCode ?? '') || DEFAULT_PHONE_CODE;
  }
  if (body.authenticationId !== undefined) {
    values.authenticationId = normaliseMobile(body.authenticationId ?? '') || null;
  }
  return values;
}
