import { cleanDefinition } from '../../src/rules/form-definition-clean.ts';
import { formDefinitionProblems } from '../../src/rules/form-definition-rules.ts';
import type { DraftField } from '../../src/rules/form-definition-types.ts';
import { SHARED_FORM_WORDS } from '../referral/pass-form-scope.ts';
import type { FormFieldDefinition } from '../db/schema/all-tables.ts';

// The form builder's own rules (src/rules/form-definition-rules.ts) applied to the referral-form
// fields of an import file, so an import cannot store a form the builder would refuse to save and
// the guest page could not draw. Each form is checked as the builder checks it: the shared fields
// together, each category's fields together, and a category's names against the shared ones.

/** A form field as the content file writes it: the stored definition with its name, category and place. */
export type FormFieldInput = FormFieldDefinition & { name: string; category?: string; sortOrder?: number };

interface Placed {
  readonly at: number;
  readonly field: DraftField;
}

/** The file's fields by the form they go to (`''` is the form every pass shares). */
function byForm(fields: ReadonlyArray<FormFieldInput>): Map<string, Placed[]> {
  const forms = new Map<string, Placed[]>();
  fields.forEach(({ category, sortOrder: _sortOrder, ...definition }, at) => {
    const key = category ?? '';
    forms.set(key, [...(forms.get(key) ?? []), { at, field: cleanDefinition(definition as DraftField) }]);
  });
  return forms;
}

/** What to fix, one line a problem, named by the file's own path: `formFields[7].name: Give the field a name…`. */
export function formFieldProblems(fields: ReadonlyArray<FormFieldInput>): string[] {
  const forms = byForm(fields);
  const shared = (forms.get('') ?? []).flatMap(({ field }) => (typeof field.name === 'string' ? [{ name: field.name, by: SHARED_FORM_WORDS }] : []));
  const problems: Array<{ at: number; text: string }> = [];
  for (const [category, placed] of forms) {
    const found = formDefinitionProblems(
      placed.map(({ field }) => field),
      { takenNames: category === '' ? [] : shared },
    );
    for (const problem of found) {
      const at = placed[problem.index]?.at ?? placed.length;
      problems.push({ at, text: `formFields[${at}].${problem.key}: ${problem.message}` });
    }
  }
  return problems.sort((a, b) => a.at - b.at).map((problem) => problem.text);
}
