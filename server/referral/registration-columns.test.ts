import { describe, expect, it } from 'vitest';
import { registrationColumns } from './registration-columns.ts';

describe('registrationColumns', () => {
  it('reads camelCase names, the e-mail and the first answered phone field', () => {
    const fields = [
      { name: 'firstName', type: 'text' },
      { name: 'officePhone', type: 'mobilenumber' },
      { name: 'mobile', type: 'mobilenumber' },
    ] as const;
    expect(
      registrationColumns([...fields], {
        firstName: ' Meera ',
        lastName: 'Iyer',
        emailId: 'Meera@Initech.example',
        officePhone: { country: '91', number: '' },
        mobile: { country: '44', number: '7700900123' },
      }),
    ).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      emailId: 'meera@initech.example',
      phoneCode: '44',
      authenticationId: '7700900123',
    });
  });

  it('reads snake_case names and any email-type field, and leaves the rest empty', () => {
    expect(
      registrationColumns([{ name: 'workMail', type: 'email' }], {
        first_name: 'Ada',
        last_name: 'Lovelace',
        workMail: 'ada@example.com',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', emailId: 'ada@example.com', phoneCode: null, authenticationId: null });
    expect(registrationColumns([], {})).toEqual({
      firstName: '',
      lastName: '',
      emailId: null,
      phoneCode: null,
      authenticationId: null,
    });
  });
});
