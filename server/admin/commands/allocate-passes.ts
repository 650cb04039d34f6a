import { and, count, eq } from 'drizzle-orm';
import { exhibitorCategories, exhibitors, passes, referralRegistrations } from '../../db/schema/all-tables.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { countOption, domainOption, findEvent, findUserByMobile, mobileOption, phoneCodeOption, required } from '../validate.ts';

export const allocatePasses: Command = {
  name: 'allocate-passes',
  summary: "Set an exhibitor's number of passes in a category (the category is created when new).",
  usage:
    'allocate-passes --domain D --exhibitor-mobile M [--phone-code 91] --category "Gold" --count N ' +
    '[--category-passes N] [--inactive] [--success-message HTML]',
  options: {
    ...textOptions('domain', 'exhibitor-mobile', 'phone-code', 'category', 'count', 'category-passes'),
    inactive: { type: 'boolean' },
    // Shown after each referral registration on this pass; "" goes back to the event's default.
    ...textOptions('success-message'),
  },
  async prepare(values) {
    const domain = domainOption(text(values, 'domain'));
    const mobile = mobileOption('--exhibitor-mobile', text(values, 'exhibitor-mobile'));
    const phoneCode = phoneCodeOption(text(values, 'phone-code'));
    const categoryName = required('--category', text(values, 'category'));
    const numberOfPasses = countOption('--count', text(values, 'count'));
    const categoryPassesText = text(values, 'category-passes');
    const categoryPasses = categoryPassesText === undefined ? undefined : countOption('--category-passes', categoryPassesText);
    const messageText = text(values, 'success-message');
    // Left out: the pass keeps the message it has. Stored as given: browsers sanitise it.
    const message = messageText === undefined ? {} : { successMessage: messageText.trim() === '' ? null : messageText };
    return async ({ db, out }) => {
      const event = await findEvent(db, domain);

      const summary = await db.transaction(async (tx) => {
        const user = await findUserByMobile(tx, event.id, phoneCode, mobile);
        if (!user) throw new CliError(`No exhibitor admin signs in with +${phoneCode} ${mobile} at ${domain}.`);
        const [exhibitor] = await tx.select({ name: exhibitors.name }).from(exhibitors).where(eq(exhibitors.id, user.exhibitorId));

        let [category] = await tx
          .select()
          .from(exhibitorCategories)
          .where(and(eq(exhibitorCategories.eventId, event.id), eq(exhibitorCategories.categoryName, categoryName)));
        if (!category) {
          [category] = await tx
            .insert(exhibitorCategories)
            .values({
              eventId: event.id,
              categoryName,
              exhibitorPasses: categoryPasses ?? numberOfPasses,
              isActive: values.inactive !== true,
            })
            .returning();
        } else if (categoryPasses !== undefined || values.inactive === true) {
          [category] = await tx
            .update(exhibitorCategories)
            .set({
              ...(categoryPasses !== undefined ? { exhibitorPasses: categoryPasses } : {}),
              ...(values.inactive === true ? { isActive: false } : {}),
            })
            .where(eq(exhibitorCategories.id, category.id))
            .returning();
        }

        const [pass] = await tx
          .select({ id: passes.id })
          .from(passes)
          .where(and(eq(passes.exhibitorId, user.exhibitorId), eq(passes.categoryId, category!.id)));
        if (pass) {
          // Registrations already made on the pass cannot be taken back by lowering the number.
          const [used] = await tx
            .select({ n: count() })
            .from(referralRegistrations)
            .where(eq(referralRegistrations.passId, pass.id));
          if (used!.n > numberOfPasses) {
            throw new CliError(`--count ${numberOfPasses} is below the ${used!.n} people already registered on this pass.`);
          }
          await tx.update(passes).set({ numberOfPasses, ...message }).where(eq(passes.id, pass.id));
        } else {
          await tx.insert(passes).values({ exhibitorId: user.exhibitorId, categoryId: category!.id, numberOfPasses, ...message });
        }
        return `${exhibitor!.name} now has ${numberOfPasses} "${categoryName}" passes (category: ${category!.exhibitorPasses} passes, ${category!.isActive ? 'active' : 'inactive'}).`;
      });
      out(summary);
    };
  },
};
