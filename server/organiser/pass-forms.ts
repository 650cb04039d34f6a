// The pass categories' referral forms as the organiser builds them (issue 34, Pass forms). A
// category's guest page shows the fields every pass shares (form_fields rows without a category)
// and the category's own, in sort order; the organiser edits one of those two parts at a time, the
// "shared" form or a category's, and saves it whole.
//
// A definition the guest page could not draw is refused with what to fix (src/rules/
// form-definition-rules.ts, the builder's own rule). Removing or renaming a field that
// registrations answered hides those answers: the save is refused with the count unless the
// organiser confirms exactly that count, and the whole form is replaced in one transaction.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import type { FormFieldDefinition } from '../db/form-field-definition.ts';
import { events, exhibitorCategories, formFields, passes, referralRegistrations } from '../db/schema/all-tables.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { isUuid } from '../db/row-id.ts';
import { toApiFormField } from '../referral/form-field-mapper.ts';
import { findOptionLists } from '../referral/option-lists.ts';
import {
  answerNames,
  cleanDefinition,
  formDefinitionProblems,
  problemSentence,
  type DraftField,
} from '../../src/rules/form-definition-rules.ts';

/** The part of every pass's form that all categories share. */
export const SHARED_FORM_ID = 'shared';
export const SHARED_FORM_TITLE = 'Every pass';
const SHARED_FORM_WORDS = 'the form every pass shares';

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

export interface SavePassFormOptions {
  /**
   * The number of registrations' answers the organiser agreed to hide by removing or renaming
   * fields; the save is refused unless it equals the count at the time of saving.
   */
  hideAnswers?: number | undefined;
}

type FormScope = { categoryId: string | null; title: string; isActive: boolean };

const notFound = (): ApiError => new ApiError(404, 'Pass form not found');

/** The category (or the shared part) of the event, or 404 for an id of another event, unknown or malformed. */
async function findFormScope(db: Executor, eventId: string, formId: unknown): Promise<FormScope> {
  if (formId === SHARED_FORM_ID) return { categoryId: null, title: SHARED_FORM_TITLE, isActive: true };
  if (typeof formId !== 'string' || !isUuid(formId)) throw notFound();
  const [row] = await db
    .select({ id: exhibitorCategories.id, name: exhibitorCategories.categoryName, isActive: exhibitorCategories.isActive })
    .from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.id, formId.toLowerCase()), eq(exhibitorCategories.eventId, eventId)));
  if (!row) throw notFound();
  return { categoryId: row.id, title: row.name, isActive: row.isActive };
}

const ownRows = (eventId: string, categoryId: string | null) =>
  and(eq(formFields.eventId, eventId), categoryId === null ? isNull(formFields.categoryId) : eq(formFields.categoryId, categoryId));

async function formRows(db: Executor, eventId: string, categoryId: string | null) {
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
async function answersPerName(db: Executor, eventId: string, categoryId: string | null, names: string[]): Promise<Record<string, number>> {
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

async function detailOf(db: Executor, eventId: string, scope: FormScope): Promise<PassFormDetail> {
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

/** Names the same guest pages already answer under from the other part of the form, with whose they are. */
async function takenNames(db: Executor, eventId: string, categoryId: string | null): Promise<Array<{ name: string; by: string }>> {
  if (categoryId !== null) {
    const shared = await formRows(db, eventId, null);
    return answerNames(shared.map((row) => row.definition as DraftField)).map((name) => ({ name, by: SHARED_FORM_WORDS }));
  }
  // The shared part shows on every category's page: none of their own fields may answer under its names.
  const rows = await db
    .select({ definition: formFields.definition, category: exhibitorCategories.categoryName })
    .from(formFields)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, formFields.categoryId))
    .where(eq(formFields.eventId, eventId));
  return rows.flatMap((row) => answerNames([row.definition as DraftField]).map((name) => ({ name, by: `the ${row.category} form` })));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The 400 of a definition that cannot be saved: the first problem as the message, all of them as errors. */
function refuseDefinition(fields: DraftField[], problems: ReturnType<typeof formDefinitionProblems>): never {
  const errors: FieldError[] = problems.map((problem) => ({
    path: `/fields/${problem.index}/${problem.key}`,
    message: problemSentence(fields, problem),
  }));
  const rest = errors.length - 1;
  throw new ApiError(400, rest > 0 ? `${errors[0]!.message} (and ${plural(rest, 'more problem')})` : errors[0]!.message, errors);
}

/** Problems only the server can see: option lists the event does not define. */
async function unknownOptionLists(db: Executor, eventId: string, fields: DraftField[]) {
  const named = fields.map((field, index) => ({ index, list: field.selectApi?.trim() ?? '' })).filter((entry) => entry.list !== '');
  if (named.length === 0) return [];
  const lists = await findOptionLists(db, eventId, named.map((entry) => entry.list));
  return named
    .filter((entry) => !lists.has(entry.list) && !(Array.isArray(fields[entry.index]!.options) && fields[entry.index]!.options!.length > 0))
    .map((entry) => ({
      index: entry.index,
      key: 'options' as const,
      message: `The event has no option list named "${entry.list}": add options to the field, or name a list the event has.`,
    }));
}

/**
 * Where a saved field sits on its guest page: a category's own fields follow every shared one (a
 * form holds at most MAX_FORM_FIELDS), so the page reads as the builder's preview draws it.
 */
const CATEGORY_FIELDS_START = 100_000;
const sortOrderOf = (categoryId: string | null, index: number): number => (categoryId === null ? 0 : CATEGORY_FIELDS_START) + (index + 1) * 10;

/**
 * Replaces one form's fields with `drafts`, in order. 400 when a field could not be drawn, 409 when
 * removed or renamed fields hide registrations' answers and `hideAnswers` does not confirm their
 * number, 404 for another event's category. All or nothing.
 */
export async function savePassForm(
  db: Database,
  eventId: string,
  formId: unknown,
  drafts: ReadonlyArray<DraftField>,
  options: SavePassFormOptions = {},
): Promise<{ form: PassFormDetail; hiddenAnswers: number; removedNames: string[] }> {
  const fields = drafts.map(cleanDefinition);
  return db.transaction(async (tx: Transaction) => {
    // One save of an event's forms at a time: the names checked against the other part stay true.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    const scope = await findFormScope(tx, eventId, formId);
    const problems = [
      ...formDefinitionProblems(fields, { takenNames: await takenNames(tx, eventId, scope.categoryId) }),
      ...(await unknownOptionLists(tx, eventId, fields)),
    ].sort((a, b) => a.index - b.index);
    if (problems.length > 0) refuseDefinition(fields, problems);

    const stored = await formRows(tx, eventId, scope.categoryId);
    const kept = new Set(answerNames(fields));
    const removedNames = answerNames(stored.map((row) => row.definition as DraftField)).filter((name) => !kept.has(name));
    const answered = await answersPerName(tx, eventId, scope.categoryId, removedNames);
    const hiddenAnswers = Object.values(answered).reduce((sum, n) => sum + n, 0);
    if (hiddenAnswers > 0 && options.hideAnswers !== hiddenAnswers) {
      const which = Object.entries(answered)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `"${name}" (${plural(n, 'answer')})`)
        .join(', ');
      throw new ApiError(
        409,
        `Removing ${which} hides ${plural(hiddenAnswers, 'answer')} that registrations already gave. ` +
          `Keep the field, or confirm hiding ${plural(hiddenAnswers, 'answer')} and save again.`,
        Object.entries(answered)
          .filter(([, n]) => n > 0)
          .map(([name, n]) => ({ path: `/hideAnswers`, message: `${name}: ${plural(n, 'answer')}` })),
      );
    }

    // A field keeps its id across saves when it was one of this form's; anything else gets a new one.
    const ownIds = new Set(stored.map((row) => row.id));
    const usedIds = new Set<string>();
    const rows = fields.map((field, index) => {
      const { _id, ...definition } = field;
      const wanted = typeof _id === 'string' ? _id.toLowerCase() : '';
      const id = ownIds.has(wanted) && !usedIds.has(wanted) ? wanted : randomUUID();
      usedIds.add(id);
      return { id, eventId, categoryId: scope.categoryId, sortOrder: sortOrderOf(scope.categoryId, index), definition: definition as FormFieldDefinition };
    });
    await tx.delete(formFields).where(ownRows(eventId, scope.categoryId));
    if (rows.length > 0) await tx.insert(formFields).values(rows);
    return { form: await detailOf(tx, eventId, scope), hiddenAnswers, removedNames };
  });
}
