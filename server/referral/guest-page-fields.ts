// The pass's form as the public guest page gets it: a select whose options come from an option list
// (`selectApi`) carries the list's options itself. The signed-in referral dialog loads them with
// GET /form-field-options, which needs a team member's token; a guest has none, and the list is the
// event's, not a secret, so the page's one answer brings them.
import type { Executor } from '../db/prepared.ts';
import type { toApiFormField } from './form-field-mapper.ts';
import { findOptionLists, optionListValues, servedOptions, type StoredOptions } from './option-lists.ts';

type ApiFormField = ReturnType<typeof toApiFormField>;

const CHOICE_TYPES = new Set(['select', 'multiSelect']);

const listName = (field: ApiFormField): string | null => {
  const name = typeof field.selectApi === 'string' ? field.selectApi.trim() : '';
  const ownOptions = Array.isArray(field.options) && field.options.length > 0;
  return CHOICE_TYPES.has(field.type) && name !== '' && !ownOptions ? name : null;
};

/** A list's options as `{ value, label }` pairs: a CSV list (apiType CSV) split and trimmed. */
const pairsOf = (stored: StoredOptions): Array<{ value: string; label: string }> => {
  const served = servedOptions(stored);
  if (typeof served !== 'string') return served.map((option) => ({ value: option.value, label: option.label ?? option.value }));
  return optionListValues(served).map((value) => ({ value, label: value }));
};

/**
 * The fields with each selectApi field's options filled in from the event's lists; a list the event
 * no longer defines gives none (the registration would refuse any answer to it).
 */
export async function withListedOptions(db: Executor, eventId: string, fields: ApiFormField[]): Promise<ApiFormField[]> {
  const names = fields.map(listName).filter((name): name is string => name !== null);
  if (names.length === 0) return fields;
  const lists = await findOptionLists(db, eventId, names);
  return fields.map((field) => {
    const name = listName(field);
    if (name === null) return field;
    const stored = lists.get(name);
    return { ...field, options: stored === undefined ? [] : pairsOf(stored) };
  });
}
