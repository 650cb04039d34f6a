// The organiser command line against a stopped server's data folder (PGlite has one writer).
import { runAdmin } from '../../server/admin/run.ts';

export async function admin(dataDir: string, ...argv: string[]): Promise<void> {
  const lines: string[] = [];
  const code = await runAdmin(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) }, { DATA_DIR: dataDir });
  if (code !== 0) throw new Error(`admin ${argv[0]} failed (${code}): ${lines.join('\n')}`);
}
