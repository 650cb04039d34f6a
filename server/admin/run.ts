import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase, type Database } from '../db/connect.ts';
import { openJobQueue, type JobQueue } from '../jobs/job-queue.ts';
import { openMailQueue, type MailQueue } from '../mail/mail-queue.ts';
import { CliError } from './cli-error.ts';
import type { Command, Runner } from './command.ts';
import type { CliIo } from './io.ts';
import { addExhibitor } from './commands/add-exhibitor.ts';
import { allocatePasses } from './commands/allocate-passes.ts';
import { importAttendeesCommand } from './commands/attendees.ts';
import { badgePattern } from './commands/badge-pattern.ts';
import { printBadges } from './commands/badges.ts';
import { createEvent } from './commands/create-event.ts';
import { importContent } from './commands/import-content.ts';
import { listEvents } from './commands/list-events.ts';
import { mail } from './commands/mail.ts';
import { openid } from './commands/openid.ts';
import { support } from './commands/support.ts';
import { referrals } from './commands/referrals.ts';
import { organisersCommand } from './commands/organisers.ts';

export const commands: Command[] = [createEvent, addExhibitor, allocatePasses, importContent, listEvents, importAttendeesCommand, badgePattern, printBadges, mail, support, openid, referrals, organisersCommand];

type Env = Record<string, string | undefined>;

export function helpText(): string {
  return [
    'Organiser commands for the exhibitor portal. Usage: npm run admin -- <command> [options]',
    'The database is the server\'s: DATABASE_URL when set, otherwise PGlite under DATA_DIR (default ./data).',
    'PGlite is opened by one process at a time: stop the server before running a command on it.',
    '',
    ...commands.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
  ].join('\n');
}

// Runs one command and answers the process exit code. Bad input is reported before the database
// is opened (so a typo never creates a data folder); the database is always closed, or PGlite would keep the process alive.
export async function runAdmin(argv: string[], io: CliIo, env: Env = process.env): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    (name ? io.out : io.err)(helpText());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Commands: ${commands.map((c) => c.name).join(', ')}.`);
    return 2;
  }

  let runner: Runner;
  try {
    const { values, positionals } = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: command.takesPositionals === true });
    runner = await command.prepare(values, positionals);
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    // node:util parseArgs errors: unknown option, missing value, stray positional argument.
    io.err(`${(error as Error).message}\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }

  let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const databaseUrl = env.DATABASE_URL?.trim() || undefined;
    opened = await openDatabase({ role: 'command line', databaseUrl, dataDir: resolve(env.DATA_DIR?.trim() || './data') });
    await runOn(opened.db, runner, io, env);
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof DatabaseInUseError) {
      io.err(error.message);
      return error instanceof CliError ? error.exitCode : 1;
    }
    io.err(`${command.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened?.close();
  }
}

/**
 * Runs a prepared command on an open database (the CLI's, or a test's or bench's own). A command
 * only queues e-mail; the server's worker sends (and retries) what is queued.
 */
export async function runOn(db: Database, runner: Runner, io: CliIo, env: Env = process.env): Promise<void> {
  let jobs: JobQueue | undefined;
  let mail: Promise<MailQueue> | undefined;
  const openMail = async () => {
    jobs = await openJobQueue(db, { supervise: false, onError: (error) => io.err(`job queue: ${error.message}`) });
    return openMailQueue(jobs, loadConfig(env).mail.retryDelaySeconds);
  };
  try {
    await runner({ db, ...io, mail: () => (mail ??= openMail()) });
  } finally {
    await jobs?.stop();
  }
}
