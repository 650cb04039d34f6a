import { pendingMail } from '../../mail/mail-queue.ts';
import { CliError } from '../cli-error.ts';
import type { Command } from '../command.ts';
import { printList } from '../io.ts';

export const mail: Command = {
  name: 'mail',
  summary: 'List e-mails not sent yet (waiting, retrying after a failed send, or given up), oldest first.',
  usage: 'mail pending [--json]',
  options: { json: { type: 'boolean' } },
  takesPositionals: true,
  prepare(values, positionals) {
    if (positionals.length !== 1 || positionals[0] !== 'pending') {
      throw new CliError('Usage: npm run admin -- mail pending [--json]', 2);
    }
    return async ({ db, out }) => {
      const rows = await pendingMail(db);
      printList(out, rows, {
        asJson: values.json === true,
        none: 'No e-mail is waiting: everything queued has been sent.',
        line: (row) => {
          const next = row.state === 'failed' ? 'gave up' : `next attempt ${row.nextAttemptAt.toISOString()}`;
          return `${row.state}\t${row.to}\t${row.subject}\t${row.failedAttempts} failed attempt(s)\t${next}${row.lastError ? `\t${row.lastError}` : ''}`;
        },
      });
    };
  },
};
