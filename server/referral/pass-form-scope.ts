// Which part of an event's referral forms a call is about (issue 34, Pass forms): a pass category's
// own fields, or the "shared" part every category's guest page shows first; the form_fields rows of
// that part, and how many registrations answered under its names.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { exhibitorCategories, formFields, passes, referralRegistrations } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { isUuid } from '../db/row-id.ts';

/** The part of every pass's form that all categories share. */
export const SHARED_FORM_ID = 'shared';
export const SHARED_FORM_TITLE = 'Every pass';
export const SHARED_FORM_WORDS = 'the form every pass shares';

export type FormScope = { categoryId: string | null; title: string; isActive: boolean };

const notFound = (): ApiError => new ApiError(404, 'Pass form not found');

/** The category (or the shared part) of the event, or 404 for an id of another event, unknown or malformed. */
export async function findFormScope(db: Executor, eventId: string, formId: unknown): Promise<FormScope> {
  if (formId === SHARED_FORM_ID) return { categoryId: null, title: SHARED_FORM_TITLE, isActive: true };
  if (typeof formId !== 'string' || !isUuid(formId)) throw notFound();
  const [row] = await db
    .select({ id: exhibitorCategories.id, name: exhibitorCategories.categoryName, isActive: exhibitorCategories.isActive })
    .from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.id, formId.toLowerCase()), eq(exhibitorCategories.eventId, eventId)));
  if (!row) throw notFound();
  return { categoryId: row.id, title: row.name, isActive: row.isActive };
}

export const ownRows = (eventId: string, categoryId: string | null) =>
  and(eq(formFields.eventId, eventId), categoryId === null ? isNull(formFields.categoryId) : eq(formFields.categoryId, categoryId));

export async function formRows(db: Executor, eventId: string, categoryId: string | null) {
  return db
    .select({ id: formFields.id, definition: formFields.definition })
    .from(formFields)
    .where(ownRows(eventId, categoryId))
    .orderBy(asc(formFields.sortOrder), asc(formFields.createdAt), asc(formFields.id));
}

/** The registrations on passes of the category (every category of the event for the shared part). */
const registrationsOfScope = (eventId: string, categoryId: string | null) =>
  and(eq(exhibitorCategories.eventId, eventId), categoryId === null ? undefined : eq(exhibitorCategories.id, categoryId));

/** How many registrations answered each of these names. */
export async function answersPerName(db: Executor, eventId: string, categoryId: string | null, names: string[]): Promise<Record<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return {};
  const counts = await Promise.all(
    unique.map(async (name) => {
      const [row] = await db
        .select({ answered: count() })
        .from(referralRegistrations)
        .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
        .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
        .where(and(registrationsOfScope(eventId, categoryId), sql`jsonb_exists(${referralRegistrations.answers}, ${name})`));
      return [name, row?.answered ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}
