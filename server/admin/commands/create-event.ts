import { findEventByDomain } from '../../auth/event-lookup.ts';
import { events } from '../../db/schema/all-tables.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { countryOption, dateOption, domainOption, required } from '../validate.ts';

export const createEvent: Command = {
  name: 'create-event',
  summary: 'Create an event served on a domain.',
  usage:
    'create-event --domain D --title T [--description ...] [--product-name ...] [--start-date 2026-05-01] ' +
    '[--end-date 2026-05-03] [--venue ...] [--timezone Asia/Kolkata] [--support-email ...] [--support-phone ...] ' +
    '[--support-address ...] [--country IN] [--google-login]',
  options: {
    ...textOptions('domain', 'title', 'description', 'product-name', 'start-date', 'end-date', 'venue', 'timezone'),
    ...textOptions('support-email', 'support-phone', 'support-address', 'country'),
    'google-login': { type: 'boolean' },
  },
  async prepare(values) {
    const domain = domainOption(text(values, 'domain'));
    const title = required('--title', text(values, 'title'));
    const startDate = dateOption('--start-date', text(values, 'start-date'));
    const endDate = dateOption('--end-date', text(values, 'end-date'));
    if (startDate && endDate && endDate < startDate) throw new CliError('--end-date must not be before --start-date.');
    // Phone numbers scanned or typed without a country code are read as this country's.
    const country = countryOption(text(values, 'country'));
    const timezone = text(values, 'timezone');
    if (timezone !== undefined && !isTimeZone(timezone)) {
      throw new CliError(`--timezone must be an IANA time zone such as Asia/Kolkata, got "${timezone}".`);
    }
    return async ({ db, out }) => {
      // Main or extra: a domain is one event's.
      if (await findEventByDomain(db, domain)) throw new CliError(`An event for domain "${domain}" already exists.`);

      const [event] = await db
        .insert(events)
        .values({
          domain,
          title,
          description: text(values, 'description') ?? '',
          ...(text(values, 'product-name') ? { productName: text(values, 'product-name') } : {}),
          googleLoginEnabled: values['google-login'] === true,
          startDate,
          endDate,
          venue: text(values, 'venue'),
          ...(timezone ? { timezone } : {}),
          ...(country ? { country } : {}),
          supportEmail: text(values, 'support-email'),
          supportPhone: text(values, 'support-phone'),
          supportAddress: text(values, 'support-address'),
        })
        .returning({ id: events.id });
      out(`Created event "${title}" for ${domain} (id ${event!.id}).`);
    };
  },
};

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
