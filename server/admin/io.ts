import type { Database } from '../db/connect.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CommandContext extends CliIo {
  db: Database;
}
