// Answers to the demo event's referral form as the registration suites send them: a person, their
// Indian mobile number, and the form's first show day, read from the form as the API lists it.

/** A field of the form as GET /form-fields and the public registration page list it. */
interface ListedField {
  name: string | null;
  minDate?: string;
}

/** The first day the form's visit date takes. */
export const firstVisitDate = (fields: readonly ListedField[]): string => fields.find((field) => field.name === 'visitDate')!.minDate!;

export interface FormPerson {
  firstName: string;
  lastName: string;
  emailId: string;
  /** Ten digits, without the country code. */
  mobile: string;
}

/** Answers the demo form takes: the person on the first show day, the second pass day, terms agreed. */
export function demoFormAnswers(fields: readonly ListedField[], { firstName, lastName, emailId, mobile }: FormPerson) {
  return { firstName, lastName, emailId, mobileNumber: { country: '91', number: mobile }, visitDate: firstVisitDate(fields), passDay: 'day2', agreeTerms: true };
}
