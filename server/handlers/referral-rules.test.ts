import { describe, expect, it } from 'vitest';
import { checkForm, type FieldValue, type FormField } from '../../src/rules/form-rules.ts';
import { useSeededApi } from '../testing/api-test-kit.ts';

// The referral dialog and the server run one set of answer rules (src/rules/form-answer-rules.ts).
// Each answer here goes through both, on the definitions GET /api/form-fields hands the browser:
// the dialog refuses it beside the field, and the server refuses the same answer for the same
// reason, naming the field.

interface Case {
  readonly name: string;
  readonly value: FieldValue;
  readonly browser: string;
  readonly server: string;
}

const CASES: ReadonlyArray<Case> = [
  { name: 'firstName', value: 'x'.repeat(256), browser: 'String must contain at most 255 character(s)', server: 'First Name must be at most 255 characters' },
  { name: 'emailId', value: 'meera@initech', browser: 'Invalid email', server: 'Email must be a valid e-mail address' },
  { name: 'mobileNumber', value: { country: '91', number: '99887' }, browser: 'Phone number must be 10 digits', server: 'Mobile Number number must be 10 digits' },
  { name: 'mobileNumber', value: { country: '1', number: '20255501431' }, browser: 'Enter a 10-digit mobile number', server: 'Enter a 10-digit mobile number' },
  { name: 'yearsOfExperience', value: '61', browser: 'Number must be less than or equal to 60', server: 'Years of experience must be at most 60' },
  { name: 'yearsOfExperience', value: '4e1', browser: 'Expected number, received string', server: 'Years of experience must be a number' },
  { name: 'guestPassword', value: '123', browser: 'String must contain at least 6 character(s)', server: 'Guest app password must be at least 6 characters' },
  { name: 'passDay', value: 'day9', browser: 'Invalid option', server: 'Pass valid on must be one of the listed options' },
  { name: 'topics', value: ['keynote', 'keynote'], browser: 'Each option can be chosen once', server: 'Sessions of interest must not repeat an option' },
  { name: 'arrivalTime', value: '25:00', browser: 'Invalid time', server: 'Expected arrival time must be a time (HH:mm)' },
  { name: 'photo', value: 'eventWebsite/x.gif', browser: 'File type must be one of: .png, .jpg, .jpeg', server: 'Photo for the badge must be one of these file types: .png, .jpg, .jpeg' },
  { name: 'agreeTerms', value: false, browser: 'Required', server: 'I agree to the event terms and conditions must be checked' },
];

describe('the referral answer rules, in the dialog and on the server (PGlite)', () => {
  const api = useSeededApi('pglite');

  it('refuses in the server what the dialog refuses, for the same reason', async () => {
    const { body: passList } = await api.acme.call('GET', '/api/passes');
    const passId = (passList.data as Array<{ _id: string; exhibitorCategory: { categoryName: string } }>).find(
      (pass) => pass.exhibitorCategory.categoryName === 'Gold Exhibitor',
    )!._id;
    const form = await api.acme.call('GET', `/api/form-fields?ticketId=${passId}`);
    const fields = form.body.data as FormField[];
    const visitDate = fields.find((field) => field.name === 'visitDate')!.minDate!;
    const valid: Record<string, FieldValue> = {
      firstName: 'Meera',
      lastName: 'Iyer',
      emailId: 'meera@initech.example',
      mobileNumber: { country: '91', number: '9988776655' },
      visitDate,
      passDay: 'day2',
      agreeTerms: true,
    };
    expect(checkForm(fields, valid)).toMatchObject({ valid: true });

    for (const { name, value, browser, server } of CASES) {
      const values = { ...valid, [name]: value };
      expect(checkForm(fields, values).errors, name).toEqual({ [name]: browser });
      const answer = await api.acme.call('POST', '/api/referral-registration', { ticketId: passId, ...values });
      expect(answer.status, name).toBe(400);
      expect(answer.body.errors, name).toEqual([{ path: name, message: server }]);
    }
  });
});
