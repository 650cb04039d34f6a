import type { ParseArgsConfig } from 'node:util';
import { CliError } from './cli-error.ts';
import type { CommandContext } from './io.ts';

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

// Runs a checked command against the database.
export type Runner = (ctx: CommandContext) => Promise<void>;

export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Words after the command name (`referrals approve <id>`); a command without it takes none. */
  takesPositionals?: boolean;
  // Checks the options (and reads any input file) before the database is opened.
  prepare(values: OptionValues, positionals: string[]): Runner | Promise<Runner>;
}

export function text(values: OptionValues, key: string): string | undefined {
  const value = values[key];
  return typeof value === 'string' ? value : undefined;
}

/** Options that each take one text value (`--name value`); on/off options are added beside them. */
export function textOptions(...names: string[]): Command['options'] {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
}

/** The --event and --status filters of a listing command; a status not among `statuses` is refused with `usage`. */
export function listFilters<Status extends string>(
  values: OptionValues,
  statuses: readonly Status[],
  usage: (problem: string) => Error,
): { eventDomain?: string; status?: Status } {
  const status = text(values, 'status');
  if (status !== undefined && !(statuses as readonly string[]).includes(status)) {
    throw usage(`Unknown status "${status}": use ${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}.`);
  }
  const eventDomain = text(values, 'event')?.trim().toLowerCase();
  return { ...(eventDomain ? { eventDomain } : {}), ...(status ? { status: status as Status } : {}) };
}

/** The refusal of a command's input: the problem, then how the command is used (exit code 2). */
export const usageProblem = (usage: string) => (problem: string) => new CliError(`${problem}\nUsage: npm run admin -- ${usage}`, 2);

/**
 * The action word of a command with actions (`support reply <id>`) and the words after it. An
 * unknown action is refused, and so are the options of another action: a mistake worth saying,
 * not ignoring.
 */
export function chosenAction<Action extends string>(
  command: string,
  positionals: readonly string[],
  values: OptionValues,
  optionsOf: Readonly<Record<Action, readonly string[]>>,
  usage: (problem: string) => Error,
): { action: Action; rest: string[] } {
  const [action, ...rest] = positionals;
  if (action === undefined || !(action in optionsOf)) throw usage(action === undefined ? 'Which action?' : `Unknown action "${action}".`);
  const allowed = optionsOf[action as Action];
  const stray = Object.keys(values).filter((key) => values[key] !== undefined && !allowed.includes(key));
  if (stray.length > 0) throw usage(`"${command} ${action}" does not take --${stray.join(', --')}.`);
  return { action: action as Action, rest };
}
