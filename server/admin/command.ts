import type { ParseArgsConfig } from 'node:util';
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
