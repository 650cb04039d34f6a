import { and, eq, inArray, isNull } from 'drizzle-orm';
import { downloads, exhibitorCategories, faqs, formFields, formOptionLists } from '../../db/schema/index.ts';
import { CliError } from '../cli-error.ts';
import { text, type Command } from '../command.ts';
import { readContentFile } from '../content-file.ts';
import { domainOption, findEvent, required } from '../validate.ts';

export const importContent: Command = {
  name: 'import',
  summary: 'Import FAQs, event resources, referral-form fields and their option lists from a JSON file.',
  usage: 'import --domain D --file content.json [--replace]   (see server/admin/example-content.json)',
  options: {
    domain: { type: 'string' },
    file: { type: 'string' },
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
        const categoryNames = [...new Set((content.formFields ?? []).flatMap((f) => (f.category ? [f.category] : [])))];
        const categories = categoryNames.length
          ? await tx
              .select({ id: exhibitorCategories.id, name: exhibitorCategories.categoryName })
              .from(exhibitorCategories)
              .where(and(eq(exhibitorCategories.eventId, event.id), inArray(exhibitorCategories.categoryName, categoryNames)))
          : [];
        const missing = categoryNames.filter((name) => !categories.some((c) => c.name === name));
        if (missing.length > 0) {
          throw new CliError(
            `Unknown pass categor${missing.length > 1 ? 'ies' : 'y'} at ${domain}: ${missing.map((m) => `"${m}"`).join(', ')}. ` +
              'Create them with allocate-passes, or leave out "category" to apply a field to every category.',
          );
        }

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
        const named = [...new Set((content.formFields ?? []).flatMap((f) => (f.selectApi ? [f.selectApi] : [])))];
        const stored = named.length
          ? await tx
              .select({ name: formOptionLists.name })
              .from(formOptionLists)
              .where(and(eq(formOptionLists.eventId, event.id), inArray(formOptionLists.name, named)))
          : [];
        const unknownLists = named.filter((name) => !stored.some((list) => list.name === name));
        if (unknownLists.length > 0) {
          throw new CliError(
            `Unknown option list${unknownLists.length > 1 ? 's' : ''} at ${domain}: ${unknownLists.map((m) => `"${m}"`).join(', ')}. ` +
              'Define them under "optionLists" in the file (or an earlier import).',
          );
        }
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
