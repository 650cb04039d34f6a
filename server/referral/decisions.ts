// A referral registration's status, from the organiser's decision: pending until approved or
// rejected. A registration is decided once; a second decision is refused
// (registration-decisions.ts beside this file) so two organisers clicking at once cannot flip it back and forth.
import type { referralRegistrations } from '../db/schema/all-tables.ts';

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

type RegistrationRow = typeof referralRegistrations.$inferSelect;

export function registrationStatus(row: Pick<RegistrationRow, 'approve' | 'reject'>): RegistrationStatus {
  if (row.reject) return 'rejected';
  if (row.approve) return 'approved';
  return 'pending';
}

export const DECISION_MESSAGES = {
  notFound: 'Registration not found',
  approved: 'The registration was approved.',
  rejected: 'The registration was rejected.',
  already: (status: RegistrationStatus) => `This registration was already ${status}.`,
} as const;
