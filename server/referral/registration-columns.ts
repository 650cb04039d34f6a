import type { FormFieldDefinition } from '../db/form-field-definition.ts';

// The list columns of a referral registration (name, e-mail, phone) taken from its validated
// answers. Forms name these fields differently, so the usual spellings are all looked at.

export interface RegistrationColumns {
  firstName: string;
  lastName: string;
  emailId: string | null;
  phoneCode: string | null;
  authenticationId: string | null;
}

function firstText(answers: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export function registrationColumns(
  fields: readonly FormFieldDefinition[],
  answers: Record<string, unknown>,
): RegistrationColumns {
  const emailField = fields.find((f) => f.type === 'email' && typeof f.name === 'string' && typeof answers[f.name] === 'string');
  const email = firstText(answers, ['email', 'emailId', 'email_id']) ?? (emailField ? firstText(answers, [emailField.name!]) : null);
  // The first answered phone field is the person's mobile: it is what the pass is sent to.
  let phone: { country: string; number: string } | null = null;
  for (const field of fields) {
    if (field.type !== 'mobilenumber' || typeof field.name !== 'string') continue;
    const value = answers[field.name] as { country?: unknown; number?: unknown } | undefined;
    if (value && typeof value.country === 'string' && typeof value.number === 'string' && value.number !== '') {
      phone = { country: value.country, number: value.number };
      break;
    }
  }
  return {
    firstName: firstText(answers, ['firstName', 'first_name']) ?? '',
    lastName: firstText(answers, ['lastName', 'last_name']) ?? '',
    emailId: email?.toLowerCase() ?? null,
    phoneCode: phone?.country ?? null,
    authenticationId: phone?.number ?? null,
  };
}
