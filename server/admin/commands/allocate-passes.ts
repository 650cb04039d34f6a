import { isApiError } from '../../http/api-error.ts';
import { COMMAND_LINE } from '../../exhibitors/exhibitor-actor.ts';
import { allocatePasses as allocateExhibitorPasses } from '../../exhibitors/exhibitor-passes.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { countOption, domainOption, findEvent, findUserByMobile, mobileOption, phoneCodeOption, required } from '../validate.ts';

// The same function the organiser's console allocates passes with (server/exhibitors/exhibitor-passes.ts).
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
    return async ({ db, out }) => {
      const event = await findEvent(db, domain);
      const user = await findUserByMobile(db, event.id, phoneCode, mobile);
      if (!user) throw new CliError(`No exhibitor admin signs in with +${phoneCode} ${mobile} at ${domain}.`);
      const allocation = {
        categoryName,
        numberOfPasses,
        ...(categoryPasses !== undefined ? { categoryPasses } : {}),
        ...(values.inactive === true ? { inactive: true } : {}),
        // Left out: the pass keeps the message it has. Stored as given: browsers sanitise it.
        ...(messageText !== undefined ? { successMessage: messageText.trim() === '' ? null : messageText } : {}),
      };
      const done = await allocateExhibitorPasses(db, event.id, user.exhibitorId, allocation, COMMAND_LINE).catch((error: unknown) => {
        if (isApiError(error)) throw new CliError(error.message);
        throw error;
      });
      const { category } = done;
      out(`${done.exhibitor.name} now has ${numberOfPasses} "${category.name}" passes (category: ${category.exhibitorPasses} passes, ${category.isActive ? 'active' : 'inactive'}).`);
    };
  },
};
