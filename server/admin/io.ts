import type { Database } from '../db/connect.ts';
import type { MailQueue } from '../mail/mail-queue.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CommandContext extends CliIo {
  db: Database;
  /** Queues e-mails for the server to send (and retry); opened on first use. */
  mail(): Promise<MailQueue>;
}

/** How a listing command prints its rows. */
export interface ListPrinting<Row> {
  /** With --json: the whole list as JSON (the rows as read, unless `json` shapes them). */
  asJson: boolean;
  json?: (rows: readonly Row[]) => unknown;
  /** What an empty list means, said in place of the rows. */
  none: string;
  /** One tab-separated line a row. */
  line: (row: Row) => string;
}

/** Prints a listing as every listing command does: JSON with --json, else a line a row, or what none means. */
export function printList<Row>(out: CliIo['out'], rows: readonly Row[], printing: ListPrinting<Row>): void {
  if (printing.asJson) out(JSON.stringify(printing.json ? printing.json(rows) : rows, null, 2));
  else if (rows.length === 0) out(printing.none);
  else for (const row of rows) out(printing.line(row));
}
