// Accounts at one event. A person is "known" by mobile when a user of the event has that number,
// or when a team member of one of the event's exhibitors was added with it; such a member gets a
// user row the first time they verify a code, linked to the member's exhibitor.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import type { PhoneNumber } from './phone.ts';

export type UserRow = typeof users.$inferSelect;

export type KnownAccount =
  | { kind: 'user'; user: UserRow }
  | { kind: 'member'; memberId: string; exhibitorId: string; fullName: string; emailId: string | null };

// Each lookup is on a key no two users of an event share, so the first row is the only one.
async function userWhere(db: Executor, condition: SQL | undefined): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(condition).limit(1);
  return user;
}

export function findUserByMobile(db: Executor, eventId: string, phone: PhoneNumber): Promise<UserRow | undefined> {
  return userWhere(db, and(eq(users.eventId, eventId), eq(users.phoneCode, phone.phoneCode), eq(users.mobile, phone.mobile)));
}

export function findUserByEmail(db: Executor, eventId: string, email: string): Promise<UserRow | undefined> {
  return userWhere(db, and(eq(users.eventId, eventId), eq(users.email, email)));
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return userWhere(db, eq(users.id, id));
}

/** The account a mobile number signs in to at this event, if any. */
export async function findAccountByMobile(db: Executor, eventId: string, phone: PhoneNumber): Promise<KnownAccount | undefined> {
  // An empty number would match every member added without one.
  if (!phone.mobile || !phone.phoneCode) return undefined;
  const user = await findUserByMobile(db, eventId, phone);
  if (user) return { kind: 'user', user };
  // Team members' numbers are entered by hand in the team form; compare digits only on both sides.
  // The oldest membership wins when one person was added by several exhibitors.
  const [member] = await db
    .select({
      memberId: teamMembers.id,
      exhibitorId: teamMembers.exhibitorId,
      fullName: teamMembers.fullName,
      emailId: teamMembers.emailId,
    })
    .from(teamMembers)
    .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
    .where(
      and(
        eq(exhibitors.eventId, eventId),
        sql`regexp_replace(${teamMembers.phoneCode}, '\\D', '', 'g') = ${phone.phoneCode}`,
        sql`regexp_replace(coalesce(${teamMembers.authenticationId}, ''), '\\D', '', 'g') = ${phone.mobile}`,
      ),
    )
    .orderBy(asc(teamMembers.createdAt))
    .limit(1);
  return member ? { kind: 'member', ...member } : undefined;
}

function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** The user row for a known account, creating it for a team member signing in the first time. */
export async function ensureUser(db: Database, eventId: string, phone: PhoneNumber, account: KnownAccount): Promise<UserRow> {
  if (account.kind === 'user') return account.user;
  return db.transaction(async (tx) => {
    // Another request may have created it meanwhile; the unique (event, phone) index keeps one.
    const existing = await findUserByMobile(tx, eventId, phone);
    if (existing) return existing;
    const [user] = await tx
      .insert(users)
      .values({
        eventId,
        exhibitorId: account.exhibitorId,
        ...splitFullName(account.fullName),
        phoneCode: phone.phoneCode,
        mobile: phone.mobile,
      })
      .onConflictDoNothing()
      .returning();
    const created = user ?? (await findUserByMobile(tx, eventId, phone));
    if (!created) throw new Error('Could not create the user for a team member');
    await tx
      .update(teamMembers)
      .set({ userId: created.id })
      .where(and(eq(teamMembers.id, account.memberId), isNull(teamMembers.userId)));
    return created;
  });
}

export interface NewAccount {
  eventId: string;
  firstName: string;
  lastName: string;
  phone?: PhoneNumber;
  email?: string;
  passwordHash?: string;
  /** The exhibitor's name; the person's name until edited when absent. */
  companyName?: string;
}

/**
 * Registers a person: a new exhibitor with an empty profile (named after the person until edited),
 * the user, and the user as the exhibitor's parent team member, all or nothing.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<UserRow> {
  const fullName = `${input.firstName} ${input.lastName}`.trim();
  return db.transaction(async (tx) => {
    const [exhibitor] = await tx
      .insert(exhibitors)
      .values({ eventId: input.eventId, name: input.companyName?.trim() || fullName })
      .returning({ id: exhibitors.id });
    const [user] = await tx
      .insert(users)
      .values({
        eventId: input.eventId,
        exhibitorId: exhibitor!.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        phoneCode: input.phone?.phoneCode ?? null,
        mobile: input.phone?.mobile ?? null,
        passwordHash: input.passwordHash ?? null,
      })
      .returning();
    await tx.insert(teamMembers).values({
      exhibitorId: exhibitor!.id,
      userId: user!.id,
      fullName,
      emailId: input.email ?? null,
      phoneCode: input.phone?.phoneCode ?? '91',
      authenticationId: input.phone?.mobile ?? null,
      isParentExhibitor: true,
      role: 'owner',
      joinedAt: new Date(),
    });
    return user!;
  });
}

/** True for a PostgreSQL unique-constraint violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
