// The organiser's exhibitors: the companies of one event with their owners, teams, passes and leads;
// adding one with its owner's account, changing its name, booth and category, allocating passes,
// and removing it with everything it holds. Every function takes the organiser's event and reads
// and writes only rows of that event: an exhibitor id of another event is as unknown as a made-up
// one (404). The console's handlers and `npm run admin` (add-exhibitor, allocate-passes) both call
// these, so the command line and the browser follow the same rules.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  allocationBelowUsed,
  EXHIBITOR_MESSAGES,
  exhibitorProblems,
  mobileDigits,
  ownerProblems,
  passCountProblem,
  phoneCodeDigits,
  removalSummary,
  type FieldProblem,
} from '../../src/rules/exhibitor-rules.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { assertNumberFree } from '../auth/number-free.ts';
import type { Database, Transaction } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { isUuid } from '../db/row-id.ts';
import {
  activityLog,
  exhibitorCategories,
  exhibitors,
  leads,
  passes,
  referralRegistrations,
  teamMembers,
  users,
} from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { takesAPlace } from '../referral/pass-usage.ts';
import type { TeamMemberRow } from '../team/team-member-mapper.ts';

export const EXHIBITOR = 'Exhibitor';
export const CATEGORY = 'Pass category';

export const ORGANISER_EXHIBITOR_MESSAGES = {
  nameTaken: (name: string) => `An exhibitor named "${name}" is already at this event. Use another name, or edit that exhibitor.`,
  emailTaken: 'This e-mail address already has an account at this event. Use another address, or leave it empty.',
  unknownCategory: 'This category is not one of the event\'s categories. Choose one from the list.',
  confirmRemoval: (name: string, what: string) =>
    `Removing "${name}" also deletes its ${what}. Send the removal again with confirm=true to remove it.`,
  nothingChanged: 'Send a name, a booth or a category to change.',
} as const;

/**
 * Who did it, as the exhibitor's activity log names them (an organiser has no account on the team):
 * "Priya Menon (organiser)", or "Organiser (command line)".
 */
export interface OrganiserActor {
  name: string;
}

export const COMMAND_LINE: OrganiserActor = { name: 'Organiser (command line)' };
export const organiserActor = (name: string): OrganiserActor => ({ name: `${name} (organiser)` });

const invalid = (errors: FieldProblem[]) => new ApiError(400, errors[0]!.message, errors);
const notFound = (entity: string) => new ApiError(404, `${entity} not found`);

/** Writes one line in the company's activity log, in the change's own transaction. */
async function logForExhibitor(tx: Executor, exhibitorId: string, by: OrganiserActor, action: string, summary: string, subjectId?: string) {
  await tx.insert(activityLog).values({
    exhibitorId,
    actorUserId: null,
    actorName: by.name,
    category: action.startsWith('team.') ? 'team' : 'company',
    action,
    summary,
    subjectId: subjectId ?? exhibitorId,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ExhibitorPass {
  passId: string;
  categoryId: string;
  categoryName: string;
  allocated: number;
  used: number;
  /** The category's own number of passes per exhibitor and whether it is active. */
  categoryPasses: number;
  isActive: boolean;
}

export interface ExhibitorOwner {
  memberId: string;
  fullName: string;
  phoneCode: string;
  mobile: string | null;
  email: string | null;
  signedIn: boolean;
  invitedAt: Date | null;
}

export interface ExhibitorSummary {
  id: string;
  name: string;
  boothNumber: string | null;
  categoryId: string | null;
  categoryName: string | null;
  owner: ExhibitorOwner | null;
  teamSize: number;
  leadsCount: number;
  passes: ExhibitorPass[];
  createdAt: Date;
}

export interface CategorySummary {
  id: string;
  name: string;
  exhibitorPasses: number;
  isActive: boolean;
}

/** The exhibitor, if it is one of the event's; locked for the rest of the transaction when asked. */
async function findExhibitor(db: Executor, eventId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound(EXHIBITOR);
  const query = db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.id, id.toLowerCase()), eq(exhibitors.eventId, eventId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(EXHIBITOR);
  return row;
}

export async function eventCategories(db: Executor, eventId: string): Promise<CategorySummary[]> {
  const rows = await db
    .select()
    .from(exhibitorCategories)
    .where(eq(exhibitorCategories.eventId, eventId))
    .orderBy(asc(exhibitorCategories.categoryName));
  return rows.map((row) => ({ id: row.id, name: row.categoryName, exhibitorPasses: row.exhibitorPasses, isActive: row.isActive }));
}

const countBy = (rows: Array<{ key: string; n: number }>) => new Map(rows.map((row) => [row.key, row.n]));

/** The event's exhibitors (or one of them), each with its owner, team size, leads and passes. */
export async function listExhibitors(db: Executor, eventId: string, only?: string): Promise<ExhibitorSummary[]> {
  const ofEvent = only ? and(eq(exhibitors.eventId, eventId), eq(exhibitors.id, only)) : eq(exhibitors.eventId, eventId);
  const rows = await db
    .select({ exhibitor: exhibitors, categoryName: exhibitorCategories.categoryName })
    .from(exhibitors)
    .leftJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
    .where(ofEvent)
    .orderBy(asc(sql`lower(${exhibitors.name})`), asc(exhibitors.id));
  if (rows.length === 0) return [];

  const [owners, teams, leadCounts, passRows, usedRows] = await Promise.all([
    db
      .select({ member: teamMembers })
      .from(teamMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
      .where(and(ofEvent, eq(teamMembers.role, 'owner'))),
    db
      .select({ key: teamMembers.exhibitorId, n: count() })
      .from(teamMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
      .where(ofEvent)
      .groupBy(teamMembers.exhibitorId),
    db
      .select({ key: leads.exhibitorId, n: count() })
      .from(leads)
      .innerJoin(exhibitors, eq(exhibitors.id, leads.exhibitorId))
      .where(ofEvent)
      .groupBy(leads.exhibitorId),
    db
      .select({ pass: passes, category: exhibitorCategories })
      .from(passes)
      .innerJoin(exhibitors, eq(exhibitors.id, passes.exhibitorId))
      .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
      .where(ofEvent)
      .orderBy(asc(exhibitorCategories.categoryName)),
    db
      .select({ key: referralRegistrations.passId, n: count() })
      .from(referralRegistrations)
      .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
      .where(and(ofEvent, takesAPlace))
      .groupBy(referralRegistrations.passId),
  ]);
  const ownerOf = new Map(owners.map(({ member }) => [member.exhibitorId, member]));
  const teamSize = countBy(teams);
  const leadsCount = countBy(leadCounts);
  const used = countBy(usedRows);
  const passesOf = new Map<string, ExhibitorPass[]>();
  for (const { pass, category } of passRows) {
    const list = passesOf.get(pass.exhibitorId) ?? [];
    list.push({
      passId: pass.id,
      categoryId: category.id,
      categoryName: category.categoryName,
      allocated: pass.numberOfPasses,
      used: used.get(pass.id) ?? 0,
      categoryPasses: category.exhibitorPasses,
      isActive: category.isActive,
    });
    passesOf.set(pass.exhibitorId, list);
  }
  return rows.map(({ exhibitor, categoryName }) => {
    const owner = ownerOf.get(exhibitor.id);
    return {
      id: exhibitor.id,
      name: exhibitor.name,
      boothNumber: exhibitor.boothNumber,
      categoryId: exhibitor.categoryId,
      categoryName: categoryName ?? null,
      owner: owner ? ownerSummary(owner) : null,
      teamSize: teamSize.get(exhibitor.id) ?? 0,
      leadsCount: leadsCount.get(exhibitor.id) ?? 0,
      passes: passesOf.get(exhibitor.id) ?? [],
      createdAt: exhibitor.createdAt,
    };
  });
}

const ownerSummary = (member: TeamMemberRow): ExhibitorOwner => ({
  memberId: member.id,
  fullName: member.fullName,
  phoneCode: member.phoneCode,
  mobile: member.authenticationId,
  email: member.emailId,
  signedIn: member.joinedAt !== null,
  invitedAt: member.invitedAt,
});

export async function getExhibitor(db: Executor, eventId: string, id: string): Promise<ExhibitorSummary> {
  const row = await findExhibitor(db, eventId, id);
  const [summary] = await listExhibitors(db, eventId, row.id);
  return summary!;
}

/** The exhibitor's team as it stands, owner first (read-only for the organiser). */
export async function exhibitorTeam(db: Executor, eventId: string, id: string): Promise<TeamMemberRow[]> {
  const row = await findExhibitor(db, eventId, id);
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.exhibitorId, row.id))
    .orderBy(sql`${teamMembers.role} = 'owner' desc`, asc(teamMembers.createdAt), asc(teamMembers.id));
}

// ---------------------------------------------------------------------------------------------
// Adding and changing

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

// ---------------------------------------------------------------------------------------------
// Passes

export interface PassAllocation {
  /** An existing category of the event, or the name of one (made when new, like the command line). */
  categoryId?: string;
  categoryName?: string;
  numberOfPasses: number;
  /** The category's own number of passes per exhibitor; a new category takes numberOfPasses. */
  categoryPasses?: number;
  /** Marks the category inactive (the command line's --inactive). */
  inactive?: boolean;
  /** Shown after each referral registration on this pass; null goes back to the event's default. */
  successMessage?: string | null;
}

export interface AllocatedPasses {
  exhibitor: { id: string; name: string };
  category: { id: string; name: string; exhibitorPasses: number; isActive: boolean };
  numberOfPasses: number;
  used: number;
}

/**
 * Sets the exhibitor's number of passes in one category. Lowering it below the places registrations
 * already take is refused (409) with how many are used and what to do; nothing changes then.
 */
export async function allocatePasses(db: Database, eventId: string, exhibitorId: string, allocation: PassAllocation, by: OrganiserActor): Promise<AllocatedPasses> {
  const countProblem = passCountProblem(allocation.numberOfPasses);
  if (countProblem) throw invalid([{ path: '/numberOfPasses', message: countProblem }]);
  if (allocation.categoryPasses !== undefined) {
    const problem = passCountProblem(allocation.categoryPasses);
    if (problem) throw invalid([{ path: '/categoryPasses', message: problem }]);
  }
  const categoryName = allocation.categoryName?.trim() ?? '';
  if (!allocation.categoryId && categoryName === '') {
    throw invalid([{ path: '/categoryName', message: EXHIBITOR_MESSAGES.categoryRequired }]);
  }
  const { numberOfPasses } = allocation;
  const message = allocation.successMessage === undefined ? {} : { successMessage: allocation.successMessage?.trim() ? allocation.successMessage : null };

  return db.transaction(async (tx) => {
    const exhibitor = await findExhibitor(tx, eventId, exhibitorId, true);
    let category = await findCategory(tx, eventId, allocation.categoryId, categoryName);
    if (!category) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`category-name:${eventId}:${categoryName}`}, 0))`);
      category = await findCategory(tx, eventId, undefined, categoryName);
    }
    if (!category) {
      [category] = await tx
        .insert(exhibitorCategories)
        .values({ eventId, categoryName, exhibitorPasses: allocation.categoryPasses ?? numberOfPasses, isActive: allocation.inactive !== true })
        .returning();
    } else if (allocation.categoryPasses !== undefined || allocation.inactive === true) {
      [category] = await tx
        .update(exhibitorCategories)
        .set({
          ...(allocation.categoryPasses !== undefined ? { exhibitorPasses: allocation.categoryPasses } : {}),
          ...(allocation.inactive === true ? { isActive: false } : {}),
        })
        .where(eq(exhibitorCategories.id, category.id))
        .returning();
    }
    const [pass] = await tx
      .select({ id: passes.id, numberOfPasses: passes.numberOfPasses })
      .from(passes)
      .where(and(eq(passes.exhibitorId, exhibitor.id), eq(passes.categoryId, category!.id)))
      .limit(1)
      .for('update');
    let used = 0;
    if (pass) {
      const [row] = await tx
        .select({ n: count() })
        .from(referralRegistrations)
        .where(and(eq(referralRegistrations.passId, pass.id), takesAPlace));
      used = row?.n ?? 0;
      if (numberOfPasses < used) {
        const text = allocationBelowUsed(category!.categoryName, used, numberOfPasses);
        throw new ApiError(409, text, [{ path: '/numberOfPasses', message: text }]);
      }
      await tx.update(passes).set({ numberOfPasses, ...message }).where(eq(passes.id, pass.id));
    } else {
      await tx.insert(passes).values({ exhibitorId: exhibitor.id, categoryId: category!.id, numberOfPasses, ...message });
    }
    const before = pass ? ` (was ${pass.numberOfPasses})` : '';
    await logForExhibitor(tx, exhibitor.id, by, 'company.passes', `Allocated ${numberOfPasses} "${category!.categoryName}" passes${before}`);
    return {
      exhibitor: { id: exhibitor.id, name: exhibitor.name },
      category: { id: category!.id, name: category!.categoryName, exhibitorPasses: category!.exhibitorPasses, isActive: category!.isActive },
      numberOfPasses,
      used,
    };
  });
}

async function findCategory(tx: Executor, eventId: string, categoryId: string | undefined, categoryName: string) {
  if (categoryId) {
    if (!isUuid(categoryId)) throw notFound(CATEGORY);
    const [row] = await tx
      .select()
      .from(exhibitorCategories)
      .where(and(eq(exhibitorCategories.id, categoryId.toLowerCase()), eq(exhibitorCategories.eventId, eventId)))
      .limit(1);
    if (!row) throw notFound(CATEGORY);
    return row;
  }
  const [row] = await tx
    .select()
    .from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.eventId, eventId), eq(exhibitorCategories.categoryName, categoryName)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Removing

export interface RemovalCounts {
  teamMembers: number;
  leads: number;
  registrations: number;
  /** Places allocated over all pass categories. */
  passes: number;
}

export interface RemovalPreview {
  exhibitor: { id: string; name: string };
  counts: RemovalCounts;
  /** One sentence a person reads before confirming. */
  summary: string;
}

async function removalCounts(tx: Executor, exhibitorId: string): Promise<RemovalCounts> {
  const [[team], [leadRows], [registrations], [passRows]] = await Promise.all([
    tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.exhibitorId, exhibitorId)),
    tx.select({ n: count() }).from(leads).where(eq(leads.exhibitorId, exhibitorId)),
    tx.select({ n: count() }).from(referralRegistrations).where(eq(referralRegistrations.exhibitorId, exhibitorId)),
    tx
      .select({ n: sql<number>`coalesce(sum(${passes.numberOfPasses}), 0)::int` })
      .from(passes)
      .where(eq(passes.exhibitorId, exhibitorId)),
  ]);
  return { teamMembers: team?.n ?? 0, leads: leadRows?.n ?? 0, registrations: registrations?.n ?? 0, passes: Number(passRows?.n ?? 0) };
}

/** What goes with the exhibitor when it is removed; changes nothing. */
export async function removalPreview(db: Executor, eventId: string, id: string): Promise<RemovalPreview> {
  const row = await findExhibitor(db, eventId, id);
  const counts = await removalCounts(db, row.id);
  return {
    exhibitor: { id: row.id, name: row.name },
    counts,
    summary: `Removing ${row.name} deletes its ${removalSummary(counts)}, its products and its team's accounts. This cannot be undone.`,
  };
}

/**
 * Removes the exhibitor and everything it holds (team and their accounts and sessions, leads,
 * passes, registrations and their tickets, products), in one transaction. Without `confirm` it
 * removes nothing and answers 409 with what would go.
 */
export async function removeExhibitor(db: Database, eventId: string, id: string, confirm: boolean): Promise<RemovalPreview> {
  return db.transaction(async (tx) => {
    const row = await findExhibitor(tx, eventId, id, true);
    const counts = await removalCounts(tx, row.id);
    if (!confirm) throw new ApiError(409, ORGANISER_EXHIBITOR_MESSAGES.confirmRemoval(row.name, removalSummary(counts)));
    // Every row of the company references it with on delete cascade (server/db/schema).
    await tx.delete(exhibitors).where(and(eq(exhibitors.id, row.id), eq(exhibitors.eventId, eventId)));
    return { exhibitor: { id: row.id, name: row.name }, counts, summary: `Removed ${row.name} and its ${removalSummary(counts)}.` };
  });
}
