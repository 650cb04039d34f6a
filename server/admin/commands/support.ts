// The organiser's side of support requests: list them, answer one (the answer is shown on the
// exhibitor's Support screen and e-mailed to the person who asked), close one, reopen one. The same
// functions as the console's support inbox, over every event of the installation or one (--event).
import { isApiError } from '../../http/api-error.ts';
import { closeRequest, eventIdOfDomain, listInbox, reopenRequest, replyToRequest, SUPPORT_STATUSES } from '../../support/support-inbox.ts';
import { CliError } from '../cli-error.ts';
import { chosenAction, listFilters, text, usageProblem, type Command, type OptionValues } from '../command.ts';
import { printList, type CommandContext } from '../io.ts';

const USAGE = [
  'support list [--event <domain>] [--status open|answered|closed] [--json]',
  'support reply <ticketId> --message "..." [--name "Organiser name"]',
  'support close <ticketId> [--name "Organiser name"]',
  'support reopen <ticketId> [--name "Organiser name"]',
].join(' | ');

/** Who an answer is from when --name is not given. */
export const DEFAULT_ORGANISER_NAME = 'Event Support';

const usage = usageProblem(USAGE);

/** Runs a change, turning the inbox's refusals into the command line's words. */
async function refusedAs<T>(ticketId: string, change: () => Promise<T>, conflict?: (message: string) => string): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw new CliError(`No support request has the ticket id "${ticketId}". See: npm run admin -- support list`, 1);
    throw new CliError(error.status === 409 && conflict ? conflict(error.message) : error.message, 1);
  }
}

function prepareList(values: OptionValues, rest: string[]) {
  if (rest.length > 0) throw usage(`"support list" takes no ticket id.`);
  const filters = listFilters(values, SUPPORT_STATUSES, usage);
  return async (ctx: CommandContext) => {
    const eventId = filters.eventDomain === undefined ? null : await eventIdOfDomain(ctx.db, filters.eventDomain);
    const rows =
      filters.eventDomain !== undefined && eventId === null
        ? []
        : (await listInbox(ctx.db, eventId, filters.status ? { status: filters.status } : {})).requests.map((r) => ({
            ticketId: r.ticketId,
            name: r.authorName,
            email: r.email,
            subject: r.subject,
            category: r.category,
            priority: r.priority,
            message: r.message,
            status: r.status,
            createdAt: r.createdAt,
            updatedAt: r.updatedAt,
            company: r.exhibitor.name,
            eventDomain: r.eventDomain,
            replies: r.replies,
          }));
    printList(ctx.out, rows, {
      asJson: values.json === true,
      none: 'No support requests.',
      line: (row) =>
        [row.ticketId, row.status, row.priority, row.category, row.createdAt, row.eventDomain, row.company, `${row.name} <${row.email}>`, row.subject, `${row.replies.length} repl${row.replies.length === 1 ? 'y' : 'ies'}`].join('\t'),
    });
  };
}

function oneTicketId(action: string, rest: string[]): string {
  const [ticketId, ...extra] = rest;
  if (!ticketId || extra.length > 0) throw usage(`"support ${action}" needs exactly one ticket id.`);
  return ticketId;
}

function prepareReply(values: OptionValues, rest: string[]) {
  const ticketId = oneTicketId('reply', rest);
  const message = text(values, 'message')?.trim();
  if (!message) throw usage('"support reply" needs --message "..." with the answer.');
  const authorName = text(values, 'name')?.trim() || DEFAULT_ORGANISER_NAME;
  return async (ctx: CommandContext) => {
    const answered = await refusedAs(
      ticketId,
      async () => replyToRequest(ctx.db, await ctx.mail(), null, ticketId, { authorName, message }),
      () => `${ticketId.trim().toUpperCase()} is closed; it cannot be answered.`,
    );
    ctx.out(answered.message);
  };
}

function prepareStatusChange(action: 'close' | 'reopen', values: OptionValues, rest: string[]) {
  const ticketId = oneTicketId(action, rest);
  const organiserName = text(values, 'name')?.trim() || DEFAULT_ORGANISER_NAME;
  return async (ctx: CommandContext) => {
    const changed = await refusedAs(ticketId, () => (action === 'close' ? closeRequest : reopenRequest)(ctx.db, null, ticketId, { organiserName }));
    ctx.out(changed.message);
  };
}

export const support: Command = {
  name: 'support',
  summary: 'Support requests: list them (newest first), answer one (shown to the exhibitor and e-mailed to the requester), close one, reopen one.',
  usage: USAGE,
  options: { event: { type: 'string' }, status: { type: 'string' }, json: { type: 'boolean' }, message: { type: 'string' }, name: { type: 'string' } },
  takesPositionals: true,
  prepare(values, positionals) {
    const { action, rest } = chosenAction('support', positionals, values, { list: ['event', 'status', 'json'], reply: ['message', 'name'], close: ['name'], reopen: ['name'] }, usage);
    if (action === 'list') return prepareList(values, rest);
    if (action === 'reply') return prepareReply(values, rest);
    return prepareStatusChange(action, values, rest);
  },
};
