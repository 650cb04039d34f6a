// Canonical forms for sign-in identifiers. Users and team members store digits only, so the same
// person typing "+91" or "91", "98765 43210" or "9876543210" always finds the same account.

export function normalisePhoneCode(phoneCode: string): string {
  return phoneCode.trim().replace(/^\+/, '').replace(/\D/g, '');
}

export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PhoneNumber {
  phoneCode: string;
  mobile: string;
}

export function normalisePhone(input: { phoneCode: string; mobile: string }): PhoneNumber {
  return { phoneCode: normalisePhoneCode(input.phoneCode), mobile: normaliseMobile(input.mobile) };
}
