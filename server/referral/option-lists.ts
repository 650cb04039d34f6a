// The organiser's option lists (form_option_lists), which a select field names in `selectApi`.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { formOptionLists, type FormFieldOption } from '../db/schema/all-tables.ts';

export type StoredOptions = FormFieldOption[] | string;

/** A list's options as the contract answers them: { value, label } pairs, or the CSV string as stored. */
export function servedOptions(options: StoredOptions): StoredOptions {
  if (typeof options === 'string') return options;
  return options.map((option) => ({ value: String(option.value), label: String(option.label ?? option.value) }));
}

/** The values a person may choose from a list; a CSV string is split and trimmed (SPEC §3 apiType). */
export function optionListValues(options: StoredOptions): string[] {
  if (typeof options !== 'string') return options.map((option) => String(option.value));
  return options
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export async function findOptionList(db: Executor, eventId: string, name: string): Promise<StoredOptions | undefined> {
  const [row] = await db
    .select({ options: formOptionLists.options })
    .from(formOptionLists)
    .where(and(eq(formOptionLists.eventId, eventId), eq(formOptionLists.name, name)));
  return row?.options;
}

/** The event's lists of these names, by name; a name the event does not define is absent. */
export async function findOptionLists(db: Executor, eventId: string, names: readonly string[]): Promise<Map<string, StoredOptions>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: formOptionLists.name, options: formOptionLists.options })
    .from(formOptionLists)
    .where(and(eq(formOptionLists.eventId, eventId), inArray(formOptionLists.name, [...new Set(names)])));
  return new Map(rows.map((row) => [row.name, row.options]));
}
