// Reading the event's pass forms as the organiser's builder shows them: every part with its counts
// of fields, passes and registrations, and one part with the rest of its guest page.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { exhibitorCategories, formFields, passes, referralRegistrations } from '../db/schema/all-tables.ts';
import { toApiFormField } from './form-field-mapper.ts';
import { answerNames } from '../../src/rules/form-definition-clean.ts';
import type { DraftField } from '../../src/rules/form-definition-types.ts';
import { answersPerName, findFormScope, formRows, SHARED_FORM_ID, SHARED_FORM_TITLE, type FormScope } from './pass-form-scope.ts';

export type ApiFormField = ReturnType<typeof toApiFormField>;

export interface PassFormSummary {
  /** A category's id, or `shared`. */
  formId: string;
  title: string;
  /** Null for the shared part, which every category shows. */
  categoryId: string | null;
  isActive: boolean;
  fieldCount: number;
  /** Passes allocated to exhibitors in the category (every pass for the shared part). */
  passCount: number;
  registrationCount: number;
}

export interface PassFormDetail extends PassFormSummary {
  fields: ApiFormField[];
  /** The other part of the same guest page (shared fields for a category; none for the shared form). */
  sharedFields: ApiFormField[];
  /** Registrations' answers per answer name of this form's fields. */
  answerCounts: Record<string, number>;
}
async function passAndRegistrationCounts(db: Executor, eventId: string): Promise<Map<string, { passes: number; registrations: number }>> {
  const passRows = await db
    .select({ categoryId: passes.categoryId, total: sql<number>`coalesce(sum(${passes.numberOfPasses}), 0)::int` })
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(eq(exhibitorCategories.eventId, eventId))
    .groupBy(passes.categoryId);
  const registrationRows = await db
    .select({ categoryId: passes.categoryId, total: count() })
    .from(referralRegistrations)
    .innerJoin(passes, eq(passes.id, referralRegistrations.passId))
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(eq(exhibitorCategories.eventId, eventId))
    .groupBy(passes.categoryId);
  const byCategory = new Map<string, { passes: number; registrations: number }>();
  for (const row of passRows) byCategory.set(row.categoryId, { passes: Number(row.total), registrations: 0 });
  for (const row of registrationRows) {
    const entry = byCategory.get(row.categoryId) ?? { passes: 0, registrations: 0 };
    byCategory.set(row.categoryId, { ...entry, registrations: Number(row.total) });
  }
  return byCategory;
}

/** The event's forms: the shared part first, then each pass category by name. */
export async function listPassForms(db: Executor, eventId: string): Promise<PassFormSummary[]> {
  const categories = await db
    .select({ id: exhibitorCategories.id, name: exhibitorCategories.categoryName, isActive: exhibitorCategories.isActive })
    .from(exhibitorCategories)
    .where(eq(exhibitorCategories.eventId, eventId))
    .orderBy(asc(exhibitorCategories.categoryName));
  const fieldRows = await db
    .select({ categoryId: formFields.categoryId, total: count() })
    .from(formFields)
    .where(eq(formFields.eventId, eventId))
    .groupBy(formFields.categoryId);
  const fieldsOf = (categoryId: string | null) => Number(fieldRows.find((row) => row.categoryId === categoryId)?.total ?? 0);
  const usage = await passAndRegistrationCounts(db, eventId);
  const all = [...usage.values()].reduce((sum, entry) => ({ passes: sum.passes + entry.passes, registrations: sum.registrations + entry.registrations }), {
    passes: 0,
    registrations: 0,
  });
  return [
    {
      formId: SHARED_FORM_ID,
      title: SHARED_FORM_TITLE,
      categoryId: null,
      isActive: true,
      fieldCount: fieldsOf(null),
      passCount: all.passes,
      registrationCount: all.registrations,
    },
    ...categories.map((category) => ({
      formId: category.id,
      title: category.name,
      categoryId: category.id,
      isActive: category.isActive,
      fieldCount: fieldsOf(category.id),
      passCount: usage.get(category.id)?.passes ?? 0,
      registrationCount: usage.get(category.id)?.registrations ?? 0,
    })),
  ];
}

/** One form with the rest of its guest page; 404 for another event's category. */
export async function readPassForm(db: Executor, eventId: string, formId: unknown): Promise<PassFormDetail> {
  const scope = await findFormScope(db, eventId, formId);
  return detailOf(db, eventId, scope);
}
export async function detailOf(db: Executor, eventId: string, scope: FormScope): Promise<PassFormDetail> {
  const rows = await formRows(db, eventId, scope.categoryId);
  const shared = scope.categoryId === null ? [] : await formRows(db, eventId, null);
  const summary = (await listPassForms(db, eventId)).find((form) => form.categoryId === scope.categoryId);
  const definitions = rows.map((row) => row.definition as DraftField);
  return {
    formId: scope.categoryId ?? SHARED_FORM_ID,
    title: scope.title,
    categoryId: scope.categoryId,
    isActive: scope.isActive,
    fieldCount: rows.length,
    passCount: summary?.passCount ?? 0,
    registrationCount: summary?.registrationCount ?? 0,
    fields: rows.map(toApiFormField),
    sharedFields: shared.map(toApiFormField),
    answerCounts: await answersPerName(db, eventId, scope.categoryId, answerNames(definitions)),
  };
}
