// What a referral registration's answers tell about the person beyond the list columns: the
// company and job title printed on the badge and shared with exhibitors who scan it. Forms name
// these fields differently, so the usual spellings are all looked at.

function firstText(answers: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export interface AttendeeDetails {
  attendeeCompany: string | null;
  attendeeDesignation: string | null;
  attendeePhone: string | null;
}

export function attendeeDetails(
  answers: Record<string, unknown>,
  phone: { phoneCode: string | null; authenticationId: string | null },
): AttendeeDetails {
  return {
    attendeeCompany: firstText(answers, ['companyName', 'company', 'company_name', 'organisation', 'organization']),
    attendeeDesignation: firstText(answers, ['designation', 'jobTitle', 'job_title']),
    attendeePhone: phone.authenticationId ? `${phone.phoneCode ? `+${phone.phoneCode} ` : ''}${phone.authenticationId}` : null,
  };
}
