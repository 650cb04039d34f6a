// What an organiser types for an exhibitor (the company, its booth and its owner) and for a pass
// allocation, checked the same way in the console's dialogs and by the server, so the dialog says
// what to fix before anything is sent and the server never stores what the dialog would refuse.
import { isEmailAddress } from './field-rules.ts';
import { nounFor } from './plural.ts';

export interface FieldProblem {
  /** JSON Pointer into the request body: `/name`, `/owner/mobile`. */
  path: string;
  message: string;
}

export const EXHIBITOR_LIMITS = { name: 200, boothNumber: 50, ownerName: 120, passes: 1_000_000 } as const;

export const EXHIBITOR_MESSAGES = {
  nameRequired: 'Enter the company name.',
  nameTooLong: `The company name can be at most ${EXHIBITOR_LIMITS.name} characters.`,
  boothRequired: 'Enter the booth, such as B-12.',
  boothTooLong: `The booth can be at most ${EXHIBITOR_LIMITS.boothNumber} characters.`,
  ownerNameRequired: "Enter the owner's name.",
  ownerNameTooLong: `The owner's name can be at most ${EXHIBITOR_LIMITS.ownerName} characters.`,
  mobile: 'Enter a mobile number of 10 to 15 digits, such as 9876543210.',
  phoneCode: 'Enter a country code of 1 to 4 digits, such as 91.',
  email: 'Enter an e-mail address such as name@company.com, or leave it empty.',
  passCount: `Enter a whole number of passes from 0 to ${EXHIBITOR_LIMITS.passes}.`,
  categoryRequired: 'Choose a pass category, or type the name of a new one.',
} as const;

export interface ExhibitorFields {
  name: string;
  boothNumber: string;
}

export interface OwnerFields {
  fullName: string;
  phoneCode: string;
  mobile: string;
  email: string;
}

/** Digits only, the way sign-in stores numbers: "+91" is 91, "98765 43210" is 9876543210. */
export const mobileDigits = (text: string): string => text.replace(/\D/g, '');
export const phoneCodeDigits = (text: string): string => text.trim().replace(/^\+/, '').replace(/\D/g, '');

export function exhibitorProblems(fields: ExhibitorFields, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = fields.name.trim();
  const booth = fields.boothNumber.trim();
  if (name === '') problems.push({ path: `${prefix}/name`, message: EXHIBITOR_MESSAGES.nameRequired });
  else if (name.length > EXHIBITOR_LIMITS.name) problems.push({ path: `${prefix}/name`, message: EXHIBITOR_MESSAGES.nameTooLong });
  if (booth === '') problems.push({ path: `${prefix}/boothNumber`, message: EXHIBITOR_MESSAGES.boothRequired });
  else if (booth.length > EXHIBITOR_LIMITS.boothNumber) problems.push({ path: `${prefix}/boothNumber`, message: EXHIBITOR_MESSAGES.boothTooLong });
  return problems;
}

export function ownerProblems(owner: OwnerFields, prefix = '/owner'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const fullName = owner.fullName.trim();
  if (fullName === '') problems.push({ path: `${prefix}/fullName`, message: EXHIBITOR_MESSAGES.ownerNameRequired });
  else if (fullName.length > EXHIBITOR_LIMITS.ownerName) problems.push({ path: `${prefix}/fullName`, message: EXHIBITOR_MESSAGES.ownerNameTooLong });
  // Spaces and dashes are how people write numbers; anything else is a typing slip.
  if (!/^[\d\s-]+$/.test(owner.mobile.trim()) || !/^\d{10,15}$/.test(mobileDigits(owner.mobile))) {
    problems.push({ path: `${prefix}/mobile`, message: EXHIBITOR_MESSAGES.mobile });
  }
  if (!/^\+?\d{1,4}$/.test(owner.phoneCode.trim())) problems.push({ path: `${prefix}/phoneCode`, message: EXHIBITOR_MESSAGES.phoneCode });
  const email = owner.email.trim();
  if (email !== '' && !isEmailAddress(email.toLowerCase())) problems.push({ path: `${prefix}/email`, message: EXHIBITOR_MESSAGES.email });
  return problems;
}

export function passCountProblem(count: number): string | null {
  return Number.isInteger(count) && count >= 0 && count <= EXHIBITOR_LIMITS.passes ? null : EXHIBITOR_MESSAGES.passCount;
}

/** The refusal of an allocation below what registrations already use, with what to do instead. */
export function allocationBelowUsed(categoryName: string, used: number, asked: number): string {
  const people = used === 1 ? '1 person is' : `${used} people are`;
  return (
    `${people} already registered on the "${categoryName}" passes, so the allocation cannot go below ${used} ` +
    `(asked: ${asked}). Allocate ${used} or more, or reject registrations in Registrations to free places first.`
  );
}

interface RemovalCounts {
  teamMembers: number;
  leads: number;
  registrations: number;
  passes: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${nounFor(n, one, many)}`;

/** "3 team members, 12 leads, 4 registrations and 10 passes": what goes with a removed exhibitor. */
export function removalSummary(counts: RemovalCounts): string {
  const parts = [
    counted(counts.teamMembers, 'team member', 'team members'),
    counted(counts.leads, 'lead', 'leads'),
    counted(counts.registrations, 'registration', 'registrations'),
    counted(counts.passes, 'pass', 'passes'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The removal dialog's list of what goes with the exhibitor, one line per kind of record. */
export function removalLines(counts: RemovalCounts): string[] {
  return [
    `${counted(counts.teamMembers, 'team member', 'team members')} and their sign-ins`,
    counted(counts.leads, 'lead', 'leads'),
    `${counted(counts.registrations, 'registration', 'registrations')} and their tickets`,
    counted(counts.passes, 'allocated pass', 'allocated passes'),
  ];
}
