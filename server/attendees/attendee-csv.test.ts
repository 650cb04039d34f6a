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
      read: 2,
      rows: [
        { line: 2, name: 'Priya Nair', email: 'priya@initech.example', company: 'Initech', designation: 'Head of IT', phone: '+91 98330 00001', ticketType: 'Visitor', badgeId: null },
        { line: 4, name: 'Herrera, Tomás', email: null, company: null, designation: null, phone: null, ticketType: 'Delegate', badgeId: null },
      ],
    });
  });

  it('names every line to fix', () => {
    const result = parseAttendeeCsv(
      'name,email,ticket type\n' + 'Ok Person,ok@example.com,Visitor\n' + ',nobody@example.com,Visitor\n' + 'Bad Mail,not-an-email,\n' + 'Twice,OK@example.com,Visitor\n',
    );
    expect(result).toEqual({
      ok: false,
      read: 4,
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
      read: 1,
      errors: ['Line 1: unknown column "shoe size" (use name, email, company, designation, phone, ticket type, badge id).', 'Line 1: the ticket type column is missing.'],
    });
    expect(parseAttendeeCsv('')).toMatchObject({ ok: false, errors: [expect.stringContaining('The file is empty')] });
    expect(parseAttendeeCsv('name,type\n')).toEqual({ ok: false, read: 0, errors: ['The file has a header but no attendees.'] });
  });

  it('reads the badge id under any of its usual names, as written', () => {
    for (const header of ['badge_id', 'BadgeID', 'Badge', 'external_id', 'Registration ID', 'attendee_id', 'Barcode']) {
      const result = parseAttendeeCsv(`name,type,${header}\nPriya Nair,Visitor, REG-0042 \nTomás Herrera,Visitor,\n`);
      expect(result, header).toMatchObject({ ok: true, rows: [{ name: 'Priya Nair', badgeId: 'REG-0042' }, { name: 'Tomás Herrera', badgeId: null }] });
    }
  });

  it('refuses a badge id given twice, and two badge id columns', () => {
    expect(parseAttendeeCsv('name,type,badge id\nA,Visitor,EXPO-000001\nB,Visitor,EXPO-000002\nC,Visitor,EXPO-000001\n')).toEqual({
      ok: false,
      read: 3,
      errors: ['Line 4: badge id EXPO-000001 is already on line 2.'],
    });
    expect(parseAttendeeCsv('name,type,badge id,registration id\nA,Visitor,1,2\n')).toEqual({
      ok: false,
      read: 1,
      errors: ['Line 1: two columns mean badge id ("badge id" and "registration id").'],
    });
  });
});
