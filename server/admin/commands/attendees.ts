import { readFile } from 'node:fs/promises';
import { importAttendees, importSummary, unmatchedBadgeIdsWarning } from '../../attendees/attendee-import.ts';
import { parseAttendeeCsv } from '../../attendees/attendee-csv.ts';
import { CliError } from '../cli-error.ts';
import { text, textOptions, type Command } from '../command.ts';
import { eventOption, findEventByIdOrDomain } from '../event-option.ts';
import { badgePatternOption, required } from '../validate.ts';

// The organiser's attendee list from the command line; the import itself is the console's
// (server/attendees/attendee-import.ts): all or nothing, a re-import adds only new people.
export const importAttendeesCommand: Command = {
  name: 'attendees',
  summary: 'Import attendees from a CSV file (name, email, company, designation, phone, ticket type, badge id) as tickets of the event.',
  usage: "attendees --event <id or domain> --file attendees.csv [--badge-pattern '^EXPO-[0-9]{6}$']",
  options: textOptions('event', 'file', 'badge-pattern'),
  async prepare(values) {
    const eventRef = eventOption(text(values, 'event'));
    const file = required('--file', text(values, 'file'));
    const pattern = badgePatternOption('--badge-pattern', text(values, 'badge-pattern'));
    let content: string;
    try {
      content = await readFile(file, 'utf8');
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    const refused = (errors: string[]) => new CliError(`${file}: nothing was imported.\n${errors.join('\n')}`);
    // A file with bad lines is refused before the database is opened.
    const parsed = parseAttendeeCsv(content);
    if (!parsed.ok) throw refused(parsed.errors);
    return async ({ db, out }) => {
      const event = await findEventByIdOrDomain(db, eventRef);
      const answer = await importAttendees(db, event.id, content, pattern === undefined ? {} : { badgePattern: pattern });
      if (!answer.ok) throw refused(answer.errors);
      out(`${importSummary(answer.result, event.title)} Print their badges with: npm run admin -- badges --event ${event.domain} --out badges.pdf`);
      const warning = unmatchedBadgeIdsWarning(answer.result, 'Set the pattern with badge-pattern.');
      if (warning !== null) out(warning);
    };
  },
};
