// The organiser's people on the command line: the first organiser of an event is made here, then
// organisers invite each other from the console. The same functions as the console's (server/organisers/).
import { isEmailAddress } from '../../../src/rules/field-rules.ts';
import { isOrganiserRole, ORGANISER_ROLES, type OrganiserRole } from '../../../src/rules/roles.ts';
import { OrganiserAccountError, addOrganiser, listOrganisers } from '../../organisers/organiser-accounts.ts';
import { CliError } from '../cli-error.ts';
import { chosenAction, text, usageProblem, type Command, type OptionValues } from '../command.ts';
import { findEventByIdOrDomain } from '../event-option.ts';
import { printList, type CommandContext } from '../io.ts';
import { mobileOption, phoneCodeOption, required } from '../validate.ts';

const USAGE = [
  'organisers add (--event <domain> | --all-events) --mobile N [--phone-code 91] --name "..." [--email ...] [--role organiser|organiser-staff]',
  'organisers list --event <domain> [--json]',
].join(' | ');

const usage = usageProblem(USAGE);

function roleOption(value: string | undefined): OrganiserRole {
  if (value === undefined) return 'organiser';
  if (!isOrganiserRole(value)) throw usage(`Unknown role "${value}": use ${ORGANISER_ROLES.join(' or ')}.`);
  return value;
}

function prepareAdd(values: OptionValues, rest: string[]) {
  if (rest.length > 0) throw usage('"organisers add" takes no words after it.');
  const eventName = text(values, 'event')?.trim().toLowerCase();
  const allEvents = values['all-events'] === true;
  if (Boolean(eventName) === allEvents) throw usage('Name the event with --event <domain>, or give --all-events for an organiser of every event.');
  const name = required('--name', text(values, 'name')?.trim() || undefined);
  const phone = { phoneCode: phoneCodeOption(text(values, 'phone-code')), mobile: mobileOption('--mobile', text(values, 'mobile')) };
  const email = text(values, 'email')?.trim().toLowerCase();
  if (email !== undefined && !isEmailAddress(email)) throw new CliError(`--email must be an e-mail address, got "${email}".`);
  const role = roleOption(text(values, 'role'));
  return async (ctx: CommandContext) => {
    const event = eventName ? await findEventByIdOrDomain(ctx.db, eventName) : undefined;
    try {
      const added = await addOrganiser(ctx.db, { eventId: event?.id ?? null, name, phone, email, role });
      const where = event ? `${event.domain}/organiser/` : 'every event\'s /organiser/';
      ctx.out(`Added ${added.name} (${role}); they sign in at ${where} with +${added.phoneCode} ${added.mobile} (organiser id ${added.id}).`);
    } catch (error) {
      if (error instanceof OrganiserAccountError) throw new CliError(error.message, 1);
      throw error;
    }
  };
}

function prepareList(values: OptionValues, rest: string[]) {
  if (rest.length > 0) throw usage('"organisers list" takes no words after it.');
  const eventName = required('--event', text(values, 'event')?.trim().toLowerCase() || undefined);
  return async (ctx: CommandContext) => {
    const event = await findEventByIdOrDomain(ctx.db, eventName);
    const rows = await listOrganisers(ctx.db, event.id);
    printList(ctx.out, rows, {
      asJson: values.json === true,
      json: (listed) => listed.map((row) => ({ id: row.id, name: row.name, phoneCode: row.phoneCode, mobile: row.mobile, email: row.email, role: row.role, allEvents: row.eventId === null, joined: row.joinedAt !== null })),
      none: `No organisers of ${event.domain} yet. Add the first with: npm run admin -- organisers add --event ${event.domain} --mobile N --name "..."`,
      line: (row) => [row.name, row.role, `+${row.phoneCode} ${row.mobile}`, row.email ?? '', row.eventId === null ? 'every event' : event.domain, row.joinedAt ? 'active' : 'pending', row.id].join('\t'),
    });
  };
}

export const organisersCommand: Command = {
  name: 'organisers',
  summary: 'The organiser\'s people who sign in to the console at /organiser/: add the first one, list them.',
  usage: USAGE,
  options: {
    event: { type: 'string' },
    'all-events': { type: 'boolean' },
    mobile: { type: 'string' },
    'phone-code': { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    json: { type: 'boolean' },
  },
  takesPositionals: true,
  prepare(values, positionals) {
    const { action, rest } = chosenAction(
      'organisers',
      positionals,
      values,
      { add: ['event', 'all-events', 'mobile', 'phone-code', 'name', 'email', 'role'], list: ['event', 'json'] },
      usage,
    );
    return action === 'add' ? prepareAdd(values, rest) : prepareList(values, rest);
  },
};
