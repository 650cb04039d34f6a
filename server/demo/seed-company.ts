import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';

export interface CompanyAdmin {
  phoneCode: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
}

// A company, its admin account and the admin's parent team-member row.
export async function insertCompany(
  tx: Database,
  eventId: string,
  profile: typeof exhibitors.$inferInsert extends infer T ? Omit<T, 'eventId'> : never,
  admin: CompanyAdmin,
  designation: string,
): Promise<{ exhibitorId: string; userId: string }> {
  const [exhibitor] = await tx
    .insert(exhibitors)
    .values({ ...profile, eventId })
    .returning({ id: exhibitors.id });
  const [user] = await tx
    .insert(users)
    .values({ eventId, exhibitorId: exhibitor!.id, ...admin, role: 'exhibitor' })
    .returning({ id: users.id });
  await tx.insert(teamMembers).values({
    exhibitorId: exhibitor!.id,
    userId: user!.id,
    fullName: `${admin.firstName} ${admin.lastName}`,
    emailId: admin.email,
    phoneCode: admin.phoneCode,
    authenticationId: admin.mobile,
    designation,
    companyName: profile.name,
    isParentExhibitor: true,
    role: 'owner',
  });
  return { exhibitorId: exhibitor!.id, userId: user!.id };
}

/**
 * An account for a seeded team member, linked to their row, as their first sign-in would make it:
 * a lead can only be owned by a member with an account. The member stays "Pending" (no joinedAt)
 * until they sign in.
 */
export async function insertMemberAccount(
  tx: Database,
  eventId: string,
  exhibitorId: string,
  member: { fullName: string; emailId: string; authenticationId: string },
): Promise<string> {
  const [firstName = '', ...rest] = member.fullName.trim().split(/\s+/);
  const [user] = await tx
    .insert(users)
    .values({ eventId, exhibitorId, firstName, lastName: rest.join(' '), email: member.emailId, phoneCode: '91', mobile: member.authenticationId, role: 'exhibitor' })
    .returning({ id: users.id });
  await tx
    .update(teamMembers)
    .set({ userId: user!.id })
    .where(and(eq(teamMembers.exhibitorId, exhibitorId), eq(teamMembers.authenticationId, member.authenticationId)));
  return user!.id;
}
