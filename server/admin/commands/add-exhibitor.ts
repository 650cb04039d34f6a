import { NUMBER_TAKEN } from '../../auth/number-free.ts';
import { isApiError } from '../../http/api-error.ts';
import { isEmailAddress } from '../../../src/rules/field-rules.ts';
import { COMMAND_LINE } from '../../exhibitors/exhibitor-actor.ts';
import { addExhibitor as addEventExhibitor } from '../../exhibitors/exhibitor-details.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { domainOption, findEvent, mobileOption, phoneCodeOption, required } from '../validate.ts';

// The same function the organiser's console adds an exhibitor with (server/exhibitors/exhibitor-details.ts);
// the command line sends no invitation: the organiser tells the admin themselves.
export const addExhibitor: Command = {
  name: 'add-exhibitor',
  summary: 'Add a company to an event with its admin, who signs in with the mobile number.',
  usage:
    'add-exhibitor --domain D --name N --booth B --mobile 9876543210 [--phone-code 91] ' +
    '[--first-name ...] [--last-name ...] [--email ...]',
  options: textOptions('domain', 'name', 'booth', 'mobile', 'phone-code', 'first-name', 'last-name', 'email'),
  async prepare(values) {
    const domain = domainOption(text(values, 'domain'));
    const name = required('--name', text(values, 'name'));
    const booth = required('--booth', text(values, 'booth'));
    const mobile = mobileOption('--mobile', text(values, 'mobile'));
    const phoneCode = phoneCodeOption(text(values, 'phone-code'));
    const email = text(values, 'email')?.trim().toLowerCase();
    if (email !== undefined && !isEmailAddress(email)) {
      throw new CliError(`--email must be an e-mail address, got "${email}".`);
    }
    // Until the admin edits the profile, the header reads "Exhibitor Admin".
    const firstName = text(values, 'first-name')?.trim() || 'Exhibitor';
    const lastName = text(values, 'last-name')?.trim() || 'Admin';
    return async ({ db, out }) => {
      const event = await findEvent(db, domain);
      const owner = { fullName: `${firstName} ${lastName}`, firstName, lastName, phoneCode, mobile, email: email ?? null };
      const created = await addEventExhibitor(db, event.id, { name, boothNumber: booth, owner }, COMMAND_LINE).catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        if (error.message === NUMBER_TAKEN) throw new CliError(`+${phoneCode} ${mobile} already signs in at ${domain}; use another mobile number.`);
        throw new CliError(error.errors?.[0] ? `${error.message} (${error.errors[0].path.slice(1)})` : error.message);
      });
      out(`Added "${name}" (booth ${booth}) to ${domain}; admin signs in with +${phoneCode} ${mobile} (exhibitor id ${created.id}).`);
    };
  },
};
