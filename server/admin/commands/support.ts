// The organiser's side of support requests: list them, answer one (the answer is shown on the
// exhibitor's Support screen and e-mailed to the person who asked), close one.
import { supportStatuses } from '../../db/schema/all-tables.ts';
import { organiserReplyToRequester } from '../../support/support-mail.ts';
import { addReply, findRequest, listRequests, setStatus } from '../../support/support-store.ts';
import { CliError } from '../cli-error.ts';
import { chosenAction, listFilters, text, usageProblem, type Command, type OptionValues } from '../command.ts';
import { printList, type CommandContext } from '../io.ts';

const USAGE = [
  'support list [--event <domain>] [--status open|answered|closed] [--json]',
  'support reply <ticketId> --message "..." [--name "Organiser name"]',
  'support close <ticketId>',
].join(' | ');

/** Who an answer is from when --name is not given. */
export const DEFAULT_ORGANISER_NAME = 'Event Support';

const usage = usageProblem(USAGE);

async function requestOrFail(ctx: CommandContext, ticketId: string) {
  const request = await findRequest(ctx.db, ticketId);
  if (!request) throw new CliError(`No support request has the ticket id "${ticketId}". See: npm run admin -- support list`, 1);
  return request;
}

function prepareList(values: OptionValues, rest: string[]) {
  if (rest.length > 0) throw usage(`"support list" takes no ticket id.`);
  const filters = listFilters(values, supportStatuses, usage);
  return async (ctx: CommandContext) => {
    const rows = await listRequests(ctx.db, filters);
    printList(ctx.out, rows, {
      asJson: values.json === true,
      json: (listed) => listed.map(({ id: _id, exhibitorId: _e, userId: _u, ...row }) => row),
      none: 'No support requests.',
      line: (row) =>
        [row.ticketId, row.status, row.priority, row.category, row.createdAt.toISOString(), row.eventDomain, row.company, `${row.name} <${row.email}>`, row.subject, `${row.replies.length} repl${row.replies.length === 1 ? 'y' : 'ies'}`].join('\t'),
    });
  };
}

function prepareReply(values: OptionValues, rest: string[]) {
  const [ticketId, ...extra] = rest;
  if (!ticketId || extra.length > 0) throw usage('"support reply" needs exactly one ticket id.');
  const message = text(values, 'message')?.trim();
  if (!message) throw usage('"support reply" needs --message "..." with the answer.');
  const authorName = text(values, 'name')?.trim() || DEFAULT_ORGANISER_NAME;
  return async (ctx: CommandContext) => {
    const request = await requestOrFail(ctx, ticketId);
    if (request.status === 'closed') throw new CliError(`${request.ticketId} is closed; it cannot be answered.`, 1);
    await addReply(ctx.db, request, { author: 'organiser', authorName, message }, 'answered');
    await (await ctx.mail()).send(organiserReplyToRequester(request, { authorName, message }));
    ctx.out(`Answered ${request.ticketId}; ${request.email} is told by e-mail.`);
  };
}

function prepareClose(values: OptionValues, rest: string[]) {
  const [ticketId, ...extra] = rest;
  if (!ticketId || extra.length > 0) throw usage('"support close" needs exactly one ticket id.');
  return async (ctx: CommandContext) => {
    const request = await requestOrFail(ctx, ticketId);
    if (request.status === 'closed') {
      ctx.out(`${request.ticketId} was already closed.`);
      return;
    }
    await setStatus(ctx.db, request.id, 'closed');
    ctx.out(`Closed ${request.ticketId}.`);
  };
}

export const support: Command = {
  name: 'support',
  summary: 'Support requests: list them (newest first), answer one (shown to the exhibitor and e-mailed to the requester), close one.',
  usage: USAGE,
  options: { event: { type: 'string' }, status: { type: 'string' }, json: { type: 'boolean' }, message: { type: 'string' }, name: { type: 'string' } },
  takesPositionals: true,
  prepare(values, positionals) {
    const { action, rest } = chosenAction('support', positionals, values, { list: ['event', 'status', 'json'], reply: ['message', 'name'], close: [] }, usage);
    if (action === 'list') return prepareList(values, rest);
    if (action === 'reply') return prepareReply(values, rest);
    return prepareClose(values, rest);
  },
};
