// Organiser command line: `npm run admin -- <command> [options]` (see run.ts for the commands).
import { runAdmin } from './run.ts';

process.exitCode = await runAdmin(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
