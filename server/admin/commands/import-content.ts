import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { downloads, exhibitorCategories, faqs, formFields, formOptionLists } from '../../db/schema/all-tables.ts';
import type { Transaction } from '../../db/connect.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { readContentFile } from '../content-file.ts';
import { domainOption, findEvent, required } from '../validate.ts';

/** The distinct names the form fields give in one property. */
function namedByFields<Field>(fields: Field[] | undefined, name: (field: Field) => string | undefined): string[] {
  return [...new Set((fields ?? []).flatMap((field) => name(field) || []))];
}

/** The event's rows (id and name) among the named ones. */
async function eventRowsNamed(
  tx: Transaction,
  eventId: string,
  table: PgTable & { id: PgColumn; eventId: PgColumn },
  name: PgColumn,
  names: string[],
): Promise<{ id: string; name: string }[]> {
  if (names.length === 0) return [];
  const where = and(eq(table.eventId, eventId), inArray(name, names));
  return (await tx.select({ id: table.id, name }).from(table).where(where)) as { id: string; name: string }[];
}

interface UnknownNames {
  one: string;
  many: string;
  hint: string;
}
const UNKNOWN_CATEGORIES: UnknownNames = {
  one: 'pass category',
  many: 'pass categories',
  hint: 'Create them with allocate-passes, or leave out "category" to apply a field to every category.',
};
const UNKNOWN_OPTION_LISTS: UnknownNames = {
  one: 'option list',
  many: 'option lists',
  hint: 'Define them under "optionLists" in the file (or an earlier import).',
};

/** Refuses the import when the file names something the event does not have. */
function refuseUnknown(what: UnknownNames, named: string[], found: { name: string }[], domain: string): void {
  const unknown = named.filter((name) => !found.some((row) => row.name === name));
  if (unknown.length === 0) return;
  const list = unknown.map((name) => `"${name}"`).join(', ');
  throw new CliError(`Unknown ${unknown.length > 1 ? what.many : what.one} at ${domain}: ${list}. ${what.hint}`);
}

export const importContent: Command = {
  name: 'import',
  summary: 'Import FAQs, event resources, referral-form fields and their option lists from a JSON file.',
  usage: 'import --domain D --file content.json [--replace]   (see server/admin/example-content.json)',
  options: {
    ...textOptions('domain', 'file'),
    replace: { type: 'boolean' },
  },
  async prepare(values) {
    const domain = domainOption(text(values, 'domain'));
    const file = required('--file', text(values, 'file'));
    const content = await readContentFile(file);
    return async ({ db, out }) => {
      const event = await findEvent(db, domain);
      const replace = values.replace === true;

      const counts = await db.transaction(async (tx) => {
        // Form fields name their pass category; every name must already exist at the event.
        const categoryNames = namedByFields(content.formFields, (f) => f.category);
        const categories = await eventRowsNamed(tx, event.id, exhibitorCategories, exhibitorCategories.categoryName, categoryNames);
        refuseUnknown(UNKNOWN_CATEGORIES, categoryNames, categories, domain);

        // Replacing the organiser's FAQs keeps those the exhibitors wrote.
        if (replace && content.faqs) await tx.delete(faqs).where(and(eq(faqs.eventId, event.id), isNull(faqs.exhibitorId)));
        if (replace && content.resources) {
          await tx.delete(downloads).where(and(eq(downloads.eventId, event.id), eq(downloads.isExhibitor, false), isNull(downloads.exhibitorId)));
        }
        if (replace && content.formFields) await tx.delete(formFields).where(eq(formFields.eventId, event.id));
        if (replace && content.optionLists) await tx.delete(formOptionLists).where(eq(formOptionLists.eventId, event.id));
        // A list imported again under its name replaces the one stored.
        for (const list of content.optionLists ?? []) {
          await tx
            .insert(formOptionLists)
            .values({ eventId: event.id, name: list.name, options: list.options })
            .onConflictDoUpdate({ target: [formOptionLists.eventId, formOptionLists.name], set: { options: list.options } });
        }

        if (content.faqs?.length) {
          await tx.insert(faqs).values(
            content.faqs.map((faq, index) => ({ eventId: event.id, sortOrder: (index + 1) * 10, ...faq })),
          );
        }
        if (content.resources?.length) {
          await tx.insert(downloads).values(
            content.resources.map((resource) => ({ eventId: event.id, isExhibitor: false, isPublic: true, ...resource })),
          );
        }
        if (content.formFields?.length) {
          await tx.insert(formFields).values(
            content.formFields.map(({ category, sortOrder, ...definition }, index) => ({
              eventId: event.id,
              categoryId: category ? categories.find((c) => c.name === category)!.id : null,
              sortOrder: sortOrder ?? (index + 1) * 10,
              definition,
            })),
          );
        }
        // A field naming a list the event does not have would show an empty select.
        const named = namedByFields(content.formFields, (f) => f.selectApi);
        const stored = await eventRowsNamed(tx, event.id, formOptionLists, formOptionLists.name, named);
        refuseUnknown(UNKNOWN_OPTION_LISTS, named, stored, domain);
        return {
          optionLists: content.optionLists?.length ?? 0,
          faqs: content.faqs?.length ?? 0,
          resources: content.resources?.length ?? 0,
          formFields: content.formFields?.length ?? 0,
        };
      });
      out(
        `${replace ? 'Replaced with' : 'Imported'} ${counts.faqs} FAQ(s), ${counts.resources} event resource(s) and ` +
          `${counts.formFields} form field(s)${counts.optionLists ? ` with ${counts.optionLists} option list(s)` : ''} for ${domain}.`,
      );
    };
  },
};
