// The organiser's decisions on referral registrations: list them, approve one, reject one (which
// cancels its ticket and frees its place on the pass). The guest is told by e-mail either way.
import { isApiError } from '../../http/api-error.ts';
import { isUuid } from '../../db/row-id.ts';
import { decideRegistration } from '../../referral/registration-decisions.ts';
import { listRegistrations, REGISTRATION_STATUSES } from '../../referral/registration-list.ts';
import { eventIdOfDomain } from '../../referral/registration-scope.ts';
import type { Decision } from '../../referral/registration-notice.ts';
import { CliError } from '../cli-error.ts';
import { chosenAction, listFilters, text, usageProblem, type Command, type OptionValues } from '../command.ts';
import { printList, type CommandContext } from '../io.ts';

const USAGE = [
  'referrals list [--event <domain>] [--status pending|approved|rejected] [--json]',
  'referrals approve <registrationId> [--name "Organiser name"]',
  'referrals reject <registrationId> [--reason "..."] [--name "Organiser name"]',
].join(' | ');

/** Who decided, when --name is not given. */
export const DEFAULT_DECIDER = 'Organiser';

const usage = usageProblem(USAGE);

function prepareList(values: OptionValues, rest: string[]) {
  if (rest.length > 0) throw usage('"referrals list" takes no registration id.');
  const filters = listFilters(values, REGISTRATION_STATUSES, usage);
  return async (ctx: CommandContext) => {
    // Without --event, every event of the installation; an unknown domain has no registrations.
    const eventId = filters.eventDomain === undefined ? null : await eventIdOfDomain(ctx.db, filters.eventDomain);
    if (filters.eventDomain !== undefined && eventId === null) {
      ctx.out('No referral registrations.');
      return;
    }
    const page = await listRegistrations(ctx.db, eventId, filters.status ? { status: filters.status } : {});
    const rows = page.registrations.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      company: r.exhibitor.name,
      event: r.eventDomain,
      ticketCode: r.ticketCode,
      status: r.status,
      viaLink: r.viaLink,
      createdAt: r.createdAt.toISOString(),
    }));
    printList(ctx.out, rows, {
      asJson: values.json === true,
      none: 'No referral registrations.',
      line: (row) => [row.id, row.status, row.createdAt, row.event, row.company, `${row.name} <${row.email ?? 'no e-mail'}>`, row.ticketCode ?? 'no ticket', row.viaLink ? 'public link' : 'team'].join('\t'),
    });
  };
}

function prepareDecision(decision: Decision, values: OptionValues, rest: string[]) {
  const action = decision === 'approve' ? 'approve' : 'reject';
  const [id, ...extra] = rest;
  if (!id || extra.length > 0) throw usage(`"referrals ${action}" needs exactly one registration id.`);
  if (!isUuid(id)) throw new CliError(`"${id}" is not a registration id. See: npm run admin -- referrals list`, 1);
  const reason = text(values, 'reason')?.trim() || null;
  const decidedBy = text(values, 'name')?.trim() || DEFAULT_DECIDER;
  return async (ctx: CommandContext) => {
    let result;
    try {
      result = await decideRegistration(ctx.db, { mail: await ctx.mail() }, null, id.toLowerCase(), decision, { decidedBy, reason });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const hint = error.status === 404 ? `No referral registration has the id "${id}". See: npm run admin -- referrals list` : error.message;
      throw new CliError(hint, 1);
    }
    const { registration, told } = result;
    const who = registration.name || registration.id;
    const done = decision === 'approve' ? 'Approved' : 'Rejected';
    ctx.out(`${done} ${who}${decision === 'reject' ? ' (ticket cancelled, pass freed)' : ''}; ${told ? `${registration.email} is told by e-mail.` : 'no e-mail address to tell.'}`);
  };
}

export const referrals: Command = {
  name: 'referrals',
  summary: 'Referral registrations: list them (newest first), approve one, reject one (cancels its ticket and frees the pass); the guest is e-mailed.',
  usage: USAGE,
  options: { event: { type: 'string' }, status: { type: 'string' }, json: { type: 'boolean' }, reason: { type: 'string' }, name: { type: 'string' } },
  takesPositionals: true,
  prepare(values, positionals) {
    const { action, rest } = chosenAction('referrals', positionals, values, { list: ['event', 'status', 'json'], approve: ['name'], reject: ['reason', 'name'] }, usage);
    if (action === 'list') return prepareList(values, rest);
    return prepareDecision(action === 'approve' ? 'approve' : 'reject', values, rest);
  },
};
