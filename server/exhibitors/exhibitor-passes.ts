// Allocating an exhibitor's passes in one category (made when new, like the command line's
// allocate-passes), never below the places registrations already take.
import { and, count, eq, sql } from 'drizzle-orm';
import { allocationBelowUsed, EXHIBITOR_MESSAGES, passCountProblem } from '../../src/rules/exhibitor-rules.ts';
import type { Database } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import { isUuid } from '../db/row-id.ts';
import { exhibitorCategories, passes, referralRegistrations } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { takesAPlace } from '../referral/pass-usage.ts';
import { logForExhibitor, type OrganiserActor } from './exhibitor-actor.ts';
import { findExhibitor } from './exhibitor-lookup.ts';
import { CATEGORY, invalid, notFound } from './exhibitor-messages.ts';

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
