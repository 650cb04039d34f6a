import type { formFields } from '../db/schema/all-tables.ts';
import type { FormFieldOption } from '../db/form-field-definition.ts';
import { optionValues } from '../../src/rules/form-answer-rules.ts';

// A stored form-field definition in the contract's FormField shape: every key present (null when
// unset), options always a list, and only the validation keys the contract knows.

// Only the id and the definition are read: company lead questions are mapped the same way.
type FormFieldRow = Pick<typeof formFields.$inferSelect, 'id' | 'definition'>;

const VALIDATION_KEYS = ['pattern', 'message', 'minLength', 'maxLength', 'min', 'max'] as const;
const CUSTOM_CLASSES = new Set(['half', 'full', 'default']);

function validationOf(raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const source = raw as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of VALIDATION_KEYS) {
    const value = source[key];
    const wanted = key === 'pattern' || key === 'message' ? typeof value === 'string' : typeof value === 'number';
    if (wanted) kept[key] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

function optionsOf(row: FormFieldRow): FormFieldOption[] | null {
  const { options } = row.definition;
  if (Array.isArray(options)) return options.map((o) => ({ value: String(o.value), label: String(o.label) }));
  // A CSV string (apiType CSV) is sent already split, so the browser needs no second parser.
  if (typeof options === 'string') return optionValues(row.definition)?.map((v) => ({ value: v, label: v })) ?? null;
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toApiFormField(row: FormFieldRow) {
  const d = row.definition;
  return {
    _id: row.id,
    name: text(d.name)?.trim() ? (d.name as string) : null,
    type: d.type,
    label: text(d.label),
    placeholder: text(d.placeholder),
    sublabel: text(d.sublabel),
    footnote: text(d.footnote),
    content: text(d.content),
    required: d.required === true,
    default: d.default ?? null,
    validation: validationOf(d.validation),
    options: optionsOf(row),
    selectApi: text(d.selectApi),
    apiType: text(d.apiType),
    customClass: d.customClass && CUSTOM_CLASSES.has(d.customClass) ? d.customClass : 'default',
    minDate: text(d.minDate),
    maxDate: text(d.maxDate),
    allowedFileTypes: Array.isArray(d.allowedFileTypes) ? d.allowedFileTypes.map(String) : null,
  };
}
