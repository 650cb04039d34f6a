import Papa from 'papaparse';
import { ATTENDEE_FIELDS, ATTENDEE_LIMITS, attendeeProblems, type AttendeeField, type AttendeeProblem } from '../../src/rules/attendee-rules.ts';

// The organiser's attendee list: one person a line under a header naming the columns. Headers are
// matched loosely ("Job title", "job_title" and "designation" are one column), since these lists
// come out of registration systems and spreadsheets that name them each their own way. The badge id
// is the id the event's registration system printed on the attendee's badge (a QR code or a barcode):
// a scanner that reads it finds the attendee's ticket, so it is unique within the list.

export interface AttendeeRow {
  /** The file's line the attendee is on (the header is line 1). */
  line: number;
  name: string;
  email: string | null;
  company: string | null;
  designation: string | null;
  phone: string | null;
  ticketType: string;
  badgeId: string | null;
}

type Column = AttendeeField;

const HEADER_NAMES: Readonly<Record<string, Column>> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  emailid: 'email',
  company: 'company',
  companyname: 'company',
  organisation: 'company',
  organization: 'company',
  designation: 'designation',
  jobtitle: 'designation',
  title: 'designation',
  phone: 'phone',
  mobile: 'phone',
  phonenumber: 'phone',
  tickettype: 'ticketType',
  type: 'ticketType',
  category: 'ticketType',
  badge: 'badgeId',
  badgeid: 'badgeId',
  badgenumber: 'badgeId',
  badgeno: 'badgeId',
  badgecode: 'badgeId',
  barcode: 'badgeId',
  externalid: 'badgeId',
  registrationid: 'badgeId',
  registrationnumber: 'badgeId',
  registrationno: 'badgeId',
  regid: 'badgeId',
  regno: 'badgeId',
  attendeeid: 'badgeId',
  attendeenumber: 'badgeId',
};

const COLUMN_WORDS: Readonly<Record<Column, string>> = {
  name: 'name',
  email: 'email',
  company: 'company',
  designation: 'designation',
  phone: 'phone',
  ticketType: 'ticket type',
  badgeId: 'badge id',
};

/** A problem of a line, as the file's words put it ("the name is missing"). */
const lineWords = (problem: AttendeeProblem): string => {
  if (problem.kind === 'tooLong') return `${COLUMN_WORDS[problem.field]} is longer than ${ATTENDEE_LIMITS[problem.field]} characters`;
  if (problem.kind === 'notEmail') return `"${problem.value}" is not an e-mail address`;
  return `the ${COLUMN_WORDS[problem.field]} is missing`;
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** The lines read (the header and blank lines aside) and the attendees on them, or each line to fix. */
export type AttendeeCsvResult = ({ ok: true; rows: AttendeeRow[] } | { ok: false; errors: string[] }) & { read: number };

export function parseAttendeeCsv(content: string): AttendeeCsvResult {
  // Blank lines stay in (and are passed over below), so a record's index still gives its line.
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  const read = records.filter((record) => !record.every((value) => value.trim() === '')).length;
  if (!header) return { ok: false, read, errors: ['The file is empty: put a header line first (name, email, company, designation, phone, ticket type, badge id).'] };
  // A one-column file has no delimiter to detect; papaparse's comma is then right.
  const errors: string[] = parsed.errors.filter((error) => error.type !== 'Delimiter').map((error) => `Line ${(error.row ?? 0) + 1}: ${error.message}`);
  const columns = new Map<Column, number>();
  header.forEach((title, index) => {
    const column = HEADER_NAMES[headerKey(title)];
    if (column === undefined) errors.push(`Line 1: unknown column "${title}" (use name, email, company, designation, phone, ticket type, badge id).`);
    else if (columns.has(column)) errors.push(`Line 1: two columns mean ${COLUMN_WORDS[column]} ("${header[columns.get(column)!]}" and "${title}").`);
    else columns.set(column, index);
  });
  for (const column of ['name', 'ticketType'] as const) {
    if (!columns.has(column)) errors.push(`Line 1: the ${column === 'name' ? 'name' : 'ticket type'} column is missing.`);
  }
  if (errors.length > 0) return { ok: false, read, errors };

  const rows: AttendeeRow[] = [];
  const emails = new Map<string, number>();
  const badgeIds = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((value) => value.trim() === '')) return;
    const cell = (column: Column): string | null => {
      const position = columns.get(column);
      const value = position === undefined ? '' : (record[position] ?? '').trim();
      return value === '' ? null : value;
    };
    const details = Object.fromEntries(ATTENDEE_FIELDS.map((column) => [column, cell(column)])) as Record<Column, string | null>;
    const email = details.email?.toLowerCase() ?? null;
    const problems = attendeeProblems({ ...details, email }).map(lineWords);
    if (email !== null && emails.has(email)) problems.push(`${email} is already on line ${emails.get(email)}`);
    if (email !== null && !emails.has(email)) emails.set(email, line);
    const { name, ticketType, badgeId } = details;
    if (badgeId !== null && badgeIds.has(badgeId)) problems.push(`badge id ${badgeId} is already on line ${badgeIds.get(badgeId)}`);
    if (badgeId !== null && !badgeIds.has(badgeId)) badgeIds.set(badgeId, line);
    if (problems.length > 0) {
      errors.push(`Line ${line}: ${problems.join('; ')}.`);
      return;
    }
    rows.push({ line, name: name!, email, company: details.company, designation: details.designation, phone: details.phone, ticketType: ticketType!, badgeId });
  });
  if (errors.length > 0) return { ok: false, read, errors };
  if (rows.length === 0) return { ok: false, read, errors: ['The file has a header but no attendees.'] };
  return { ok: true, read, rows };
}
