import { and, eq, inArray, isNull } from 'drizzle-orm';
import { downloads, exhibitorCategories, faqs, formFields } from '../../db/schema/index.ts';
import { CliError } from '../cli-error.ts';
import { text, type Command } from '../command.ts';
import { readContentFile } from '../content-file.ts';
import { domainOption, findEvent, required } from '../validate.ts';

export const importContent: Command = {
  name: 'import',
  summary: 'Import FAQs, event resources and referral-form fields from a JSON file.',
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
        return {
          faqs: content.faqs?.length ?? 0,
          resources: content.resources?.length ?? 0,
          formFields: content.formFields?.length ?? 0,
        };
      });
      out(
        `${replace ? 'Replaced with' : 'Imported'} ${counts.faqs} FAQ(s), ${counts.resources} event resource(s) and ` +
          `${counts.formFields} form field(s) for ${domain}.`,
      );
    };
  },
};
