import { eq } from 'drizzle-orm';
import { events } from '../../db/schema/all-tables.ts';
import { setBadgeIdPattern } from '../../events/event-settings.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { badgePatternOption, countryOption } from '../validate.ts';

// What the event's own badges look like (its registration system's ids, printed as a QR code or a
// barcode), so a scanner recognises one offline and keeps it for the attendee list to resolve; and
// the event's country, for phone numbers read without a country code. Scanners read both from
// GET /badges/key.
export const badgePattern: Command = {
  name: 'badge-pattern',
  summary: "Set (or --clear) the regular expression the event's own badge ids match, and the country of phone numbers read without a code.",
  usage: "badge-pattern --event <id or domain> [--pattern '^EXPO-[0-9]{6}$' | --clear] [--country IN]",
  options: { ...textOptions('event', 'pattern', 'country'), clear: { type: 'boolean' } },
  async prepare(values) {
    const eventRef = eventOption(text(values, 'event'));
    const pattern = badgePatternOption('--pattern', text(values, 'pattern'));
    const clear = values.clear === true;
    const country = countryOption(text(values, 'country'));
    if (pattern !== undefined && clear) throw new CliError('Give --pattern or --clear, not both.');
    if (pattern === undefined && !clear && country === undefined) throw new CliError('Give --pattern, --clear or --country.');
    return async ({ db, out }) => {
      const event = await findEventByIdOrDomain(db, eventRef);
      if (country !== undefined) await db.update(events).set({ country }).where(eq(events.id, event.id));
      // The same rule as the console's Event settings.
      const counted = pattern !== undefined || clear ? await setBadgeIdPattern(db, event.id, pattern ?? null) : undefined;
      if (country !== undefined) out(`Phone numbers without a country code are read as ${country} numbers at ${event.title}.`);
      if (clear) out(`${event.title} has no badge id pattern now: scanners keep the event's own badges as plain codes until they reach the server.`);
      if (pattern === undefined || counted === undefined) return;
      const { matching, total } = counted;
      out(`Badge ids of ${event.title} match ${pattern} now: ${matching} of the ${total} imported badge id${total === 1 ? '' : 's'} match it.`);
    };
  },
};
