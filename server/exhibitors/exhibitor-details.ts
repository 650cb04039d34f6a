// Adding an exhibitor with its owner's account, and changing its name, booth and category. The
// console's handlers and `npm run admin` (add-exhibitor) both call these, so the command line and
// the browser follow the same rules.
import { and, eq, sql } from 'drizzle-orm';
import {
  exhibitorProblems,
  mobileDigits,
  ownerProblems,
  phoneCodeDigits,
} from '../../src/rules/exhibitor-rules.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { assertNumberFree } from '../auth/number-free.ts';
import type { Database, Transaction } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { isUuid } from '../db/row-id.ts';
import { exhibitorCategories, exhibitors, teamMembers, users } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { logForExhibitor, type OrganiserActor } from './exhibitor-actor.ts';
import { getExhibitor, type ExhibitorSummary } from './exhibitor-list.ts';
import { findExhibitor } from './exhibitor-lookup.ts';
import { invalid, ORGANISER_EXHIBITOR_MESSAGES } from './exhibitor-messages.ts';

export interface NewExhibitor {
  name: string;
  boothNumber: string;
  categoryId?: string | null;
  owner: {
    fullName: string;
    phoneCode?: string;
    mobile: string;
    email?: string | null;
    /** The account's first and last name when known apart (the command line's flags); else split from fullName. */
    firstName?: string;
    lastName?: string;
  };
}

export interface ExhibitorChange {
  name?: string;
  boothNumber?: string;
  categoryId?: string | null;
}

async function assertCategoryOfEvent(tx: Executor, eventId: string, categoryId: string | null | undefined, path = '/categoryId') {
  if (categoryId === null || categoryId === undefined) return;
  const message = ORGANISER_EXHIBITOR_MESSAGES.unknownCategory;
  if (!isUuid(categoryId)) throw invalid([{ path, message }]);
  const [row] = await tx
    .select({ id: exhibitorCategories.id })
    .from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.id, categoryId.toLowerCase()), eq(exhibitorCategories.eventId, eventId)))
    .limit(1);
  if (!row) throw invalid([{ path, message }]);
}

async function assertNameFree(tx: Executor, eventId: string, name: string, except?: string) {
  // Serialises two adds of one name at once; the check alone would let both in.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`exhibitor-name:${eventId}:${name.toLowerCase()}`}, 0))`);
  const conditions = [eq(exhibitors.eventId, eventId), sql`lower(${exhibitors.name}) = ${name.toLowerCase()}`];
  if (except) conditions.push(sql`${exhibitors.id} <> ${except}`);
  const [taken] = await tx.select({ id: exhibitors.id }).from(exhibitors).where(and(...conditions)).limit(1);
  if (taken) {
    const message = ORGANISER_EXHIBITOR_MESSAGES.nameTaken(name);
    throw new ApiError(409, message, [{ path: '/name', message }]);
  }
}

/** Splits "Ravi Iyer" into the account's first and last name; a one-word name has no last name. */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export interface AddedExhibitor {
  id: string;
  name: string;
  boothNumber: string;
  owner: { memberId: string; fullName: string; phoneCode: string; mobile: string; email: string | null };
}

/**
 * Adds the company with its owner: the account they sign in with (by the mobile number) and the
 * team's owner row, all in one transaction. The invitation goes out afterwards (inviteOwner).
 */
export async function addExhibitor(db: Database, eventId: string, input: NewExhibitor, by: OrganiserActor): Promise<AddedExhibitor> {
  const owner = {
    fullName: input.owner.fullName,
    phoneCode: input.owner.phoneCode ?? '91',
    mobile: input.owner.mobile,
    email: input.owner.email ?? '',
  };
  const problems = [...exhibitorProblems(input), ...ownerProblems(owner)];
  if (problems.length > 0) throw invalid(problems);
  const name = input.name.trim();
  const boothNumber = input.boothNumber.trim();
  const fullName = owner.fullName.trim().replace(/\s+/g, ' ');
  const phoneCode = phoneCodeDigits(owner.phoneCode);
  const mobile = mobileDigits(owner.mobile);
  const email = owner.email.trim().toLowerCase() || null;

  try {
    return await db.transaction(async (tx) => {
      await assertCategoryOfEvent(tx, eventId, input.categoryId);
      await assertNameFree(tx, eventId, name);
      await assertNumberFree(tx, eventId, { phoneCode, mobile }, {}, '/owner/mobile');
      if (email) await assertEmailFree(tx, eventId, email);
      const [exhibitor] = await tx
        .insert(exhibitors)
        .values({ eventId, name, boothNumber, categoryId: input.categoryId?.toLowerCase() ?? null })
        .returning({ id: exhibitors.id });
      const { firstName, lastName } =
        input.owner.firstName !== undefined ? { firstName: input.owner.firstName, lastName: input.owner.lastName ?? '' } : splitName(fullName);
      const [user] = await tx
        .insert(users)
        .values({ eventId, exhibitorId: exhibitor!.id, firstName, lastName, email, phoneCode, mobile })
        .returning({ id: users.id });
      const [member] = await tx
        .insert(teamMembers)
        .values({
          exhibitorId: exhibitor!.id,
          userId: user!.id,
          fullName,
          emailId: email,
          phoneCode,
          authenticationId: mobile,
          designation: 'admin',
          companyName: name,
          isParentExhibitor: true,
          role: 'owner',
        })
        .returning({ id: teamMembers.id });
      await logForExhibitor(tx, exhibitor!.id, by, 'company.create', `Added ${name} (booth ${boothNumber}) with ${fullName} as owner`);
      return { id: exhibitor!.id, name, boothNumber, owner: { memberId: member!.id, fullName, phoneCode, mobile, email } };
    });
  } catch (error) {
    // A concurrent sign-up that took the number or address between the check and the insert.
    if (isUniqueViolation(error)) {
      throw new ApiError(409, ORGANISER_EXHIBITOR_MESSAGES.emailTaken.replace('e-mail address', 'mobile number or e-mail address'));
    }
    throw error;
  }
}

async function assertEmailFree(tx: Transaction, eventId: string, email: string) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.eventId, eventId), eq(users.email, email))).limit(1);
  if (taken) {
    const message = ORGANISER_EXHIBITOR_MESSAGES.emailTaken;
    throw new ApiError(409, message, [{ path: '/owner/email', message }]);
  }
}

/** Changes the name, booth or category; what is left out stays as it is. */
export async function changeExhibitor(db: Database, eventId: string, id: string, change: ExhibitorChange, by: OrganiserActor): Promise<ExhibitorSummary> {
  await db.transaction(async (tx) => {
    const current = await findExhibitor(tx, eventId, id, true);
    const next = {
      name: change.name === undefined ? current.name : change.name,
      boothNumber: change.boothNumber === undefined ? (current.boothNumber ?? '') : change.boothNumber,
    };
    const problems = exhibitorProblems(next).filter((problem) =>
      problem.path === '/name' ? change.name !== undefined : change.boothNumber !== undefined,
    );
    if (problems.length > 0) throw invalid(problems);
    if (change.name === undefined && change.boothNumber === undefined && change.categoryId === undefined) {
      throw new ApiError(400, ORGANISER_EXHIBITOR_MESSAGES.nothingChanged);
    }
    const name = next.name.trim();
    if (name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, eventId, name, current.id);
    await assertCategoryOfEvent(tx, eventId, change.categoryId);
    const values = {
      name,
      boothNumber: change.boothNumber === undefined ? current.boothNumber : change.boothNumber.trim(),
      categoryId: change.categoryId === undefined ? current.categoryId : (change.categoryId?.toLowerCase() ?? null),
      updatedAt: new Date(),
    };
    await tx.update(exhibitors).set(values).where(eq(exhibitors.id, current.id));
    const what: string[] = [];
    if (values.name !== current.name) what.push(`name to ${values.name}`);
    if (values.boothNumber !== current.boothNumber) what.push(`booth to ${values.boothNumber}`);
    if (values.categoryId !== current.categoryId) what.push('category');
    if (what.length > 0) await logForExhibitor(tx, current.id, by, 'company.update', `Changed the company's ${what.join(', ')}`);
  });
  return getExhibitor(db, eventId, id);
}
