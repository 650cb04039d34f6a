// A pass of the signed-in exhibitor with its category, and the referral form that applies to it:
// the category's own field definitions plus the event-wide ones (no category), in display order.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { preparedStatement, type Executor } from '../db/prepared.ts';
import type { FormFieldDefinition } from '../db/form-field-definition.ts';
import { exhibitorCategories, formFields, passes } from '../db/schema/all-tables.ts';
import { notFound, rowIdOr404 } from '../http/exhibitor-scope.ts';

export type PassRow = typeof passes.$inferSelect;
export type CategoryRow = typeof exhibitorCategories.$inferSelect;
export type FormFieldRow = typeof formFields.$inferSelect;

/** The pass and its category, or 404 "Pass not found" for a malformed, unknown or foreign id. */
export async function findOwnedPass(
  db: Database,
  exhibitorId: string,
  passId: unknown,
  options: { lockForUpdate?: boolean } = {},
): Promise<{ pass: PassRow; category: CategoryRow }> {
  const id = rowIdOr404(passId, 'Pass');
  const query = db
    .select({ pass: passes, category: exhibitorCategories })
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .where(and(eq(passes.id, id), eq(passes.exhibitorId, exhibitorId)));
  // Locks only the pass row: registrations on one pass queue up, other passes stay free.
  const [row] = options.lockForUpdate ? await query.for('update', { of: passes }) : await query;
  if (!row) throw notFound('Pass');
  return row;
}

export async function formFieldsForCategory(db: Database, category: CategoryRow): Promise<FormFieldRow[]> {
  return db
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, category.eventId),
        or(eq(formFields.categoryId, category.id), isNull(formFields.categoryId)),
      ),
    )
    .orderBy(asc(formFields.sortOrder), asc(formFields.createdAt), asc(formFields.id));
}

// The same fields as formFieldsForCategory, found from the pass id (scoped to its exhibitor) in one
// prepared statement. A referral registration reads its form with it before taking the pass lock:
// one statement less built per registration, and the lock is held for one round trip less.
const formFieldsForPassQuery = preparedStatement('form_fields_for_pass', (db, name) =>
  db
    .select({ definition: formFields.definition })
    .from(passes)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
    .innerJoin(
      formFields,
      and(
        eq(formFields.eventId, exhibitorCategories.eventId),
        or(eq(formFields.categoryId, exhibitorCategories.id), isNull(formFields.categoryId)),
      ),
    )
    .where(and(eq(passes.id, sql.placeholder('passId')), eq(passes.exhibitorId, sql.placeholder('exhibitorId'))))
    .orderBy(asc(formFields.sortOrder), asc(formFields.createdAt), asc(formFields.id))
    .prepare(name),
);

/** The form definitions of an owned pass (`passId` already checked by rowIdOr404); none for a foreign or unknown pass. */
export async function formDefinitionsForPass(db: Executor, exhibitorId: string, passId: string): Promise<FormFieldDefinition[]> {
  const rows = await formFieldsForPassQuery(db).execute({ passId, exhibitorId });
  return rows.map((row) => row.definition);
}
