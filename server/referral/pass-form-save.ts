// Saving one part of an event's pass forms whole. A definition the guest page could not draw is
// refused with what to fix (src/rules/form-definition-rules.ts, the builder's own rule). Removing or
// renaming a field that registrations answered hides those answers: the save is refused with the
// count unless the organiser confirms exactly that count, and the whole form is replaced in one
// transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect.ts';
import type { Executor } from '../db/prepared.ts';
import type { FormFieldDefinition } from '../db/form-field-definition.ts';
import { events, exhibitorCategories, formFields } from '../db/schema/all-tables.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { findOptionLists } from './option-lists.ts';
import { answerNames, cleanDefinition } from '../../src/rules/form-definition-clean.ts';
import { problemSentence } from '../../src/rules/form-definition-messages.ts';
import { formDefinitionProblems } from '../../src/rules/form-definition-rules.ts';
import type { DraftField } from '../../src/rules/form-definition-types.ts';
import { detailOf, type PassFormDetail } from './pass-form-read.ts';
import { answersPerName, findFormScope, formRows, ownRows, SHARED_FORM_WORDS } from './pass-form-scope.ts';

export interface SavePassFormOptions {
  /**
   * The number of registrations' answers the organiser agreed to hide by removing or renaming
   * fields; the save is refused unless it equals the count at the time of saving.
   */
  hideAnswers?: number | undefined;
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
