import { describe, expect, it } from 'vitest';
import { parseAttendeeCsv } from './attendee-csv.ts';

describe('the attendee list', () => {
  it('reads loosely named columns, skips blank lines and keeps each person’s line', () => {
    const result = parseAttendeeCsv(
      '\uFEFFFull Name,E-mail,Company Name,Job title,Mobile,Ticket Type\r\n' +
        'Priya Nair,Priya@Initech.example,Initech,Head of IT,+91 98330 00001,Visitor\r\n' +
        '\r\n' +
        '"Herrera, Tomás",,,,,Delegate\r\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, name: 'Priya Nair', email: 'priya@initech.example', company: 'Initech', designation: 'Head of IT', phone: '+91 98330 00001', ticketType: 'Visitor' },
        { line: 4, name: 'Herrera, Tomás', email: null, company: null, designation: null, phone: null, ticketType: 'Delegate' },
      ],
    });
  });

  it('names every line to fix', () => {
    const result = parseAttendeeCsv(
      'name,email,ticket type\n' + 'Ok Person,ok@example.com,Visitor\n' + ',nobody@example.com,Visitor\n' + 'Bad Mail,not-an-email,\n' + 'Twice,OK@example.com,Visitor\n',
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Line 3: the name is missing.',
        'Line 4: the ticket type is missing; "not-an-email" is not an e-mail address.',
        'Line 5: ok@example.com is already on line 2.',
      ],
    });
  });

  it('refuses unknown or missing columns and an empty list', () => {
    expect(parseAttendeeCsv('name,shoe size\nA,42\n')).toEqual({
      ok: false,
      errors: ['Line 1: unknown column "shoe size" (use name, email, company, designation, phone, ticket type).', 'Line 1: the ticket type column is missing.'],
    });
    expect(parseAttendeeCsv('')).toMatchObject({ ok: false, errors: [expect.stringContaining('The file is empty')] });
    expect(parseAttendeeCsv('name,type\n')).toEqual({ ok: false, errors: ['The file has a header but no attendees.'] });
  });
});
