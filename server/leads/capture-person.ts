// The visitor's details a capture gives a lead: what the code or the ticket holds, with each field
// the person at the booth typed (`person`, the contract's CapturedPerson) in its place. Typed fields
// are cleaned as a code's are (src/rules/contact-card.ts: plain text, phones in E.164 where valid),
// so a typed phone finds the same lead as a scanned one.
import type { CountryCode } from 'libphonenumber-js/min';
import type { components } from '../../src/api/schema.d.ts';
import { normalisePhone, plainField, type ContactFields } from '../../src/rules/contact-card.ts';
import { LEAD_RULE_MESSAGES, isAcceptedEmail } from '../../src/rules/lead-rules.ts';
import { ApiError } from '../http/api-error.ts';
import type { TicketRow } from '../badges/check-badge.ts';

export type CapturedPerson = components['schemas']['CapturedPerson'];

/** A lead's person columns; null where the capture gives nothing. */
export interface PersonColumns {
  fullName: string | null;
  emailId: string | null;
  companyName: string | null;
  designation: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
}

const LIMITS: Readonly<Record<keyof PersonColumns, number>> = {
  fullName: 200,
  emailId: 254,
  companyName: 200,
  designation: 200,
  phone: 40,
  website: 500,
  address: 500,
};

export const NO_PERSON: PersonColumns = { fullName: null, emailId: null, companyName: null, designation: null, phone: null, website: null, address: null };

/** The fields `person` gives (a null or blank one clears what the code holds), cleaned; 400 for an e-mail that is none. */
export function givenPerson(person: CapturedPerson | undefined, country: CountryCode): Partial<PersonColumns> {
  if (person === undefined) return {};
  const given: Partial<PersonColumns> = {};
  for (const key of Object.keys(LIMITS) as Array<keyof PersonColumns>) {
    const value = person[key];
    if (value === undefined) continue;
    given[key] = key === 'phone' && value !== null ? normalisePhone(value, country) : plainField(value, LIMITS[key]);
  }
  if (given.emailId) {
    if (!isAcceptedEmail(given.emailId)) {
      throw new ApiError(400, LEAD_RULE_MESSAGES.emailInvalid, [{ path: '/person/emailId', message: LEAD_RULE_MESSAGES.emailInvalid }]);
    }
    given.emailId = given.emailId.toLowerCase();
  }
  return given;
}

/** What a contact code read, as a lead's columns. */
export function contactColumns(read: ContactFields): PersonColumns {
  const { fullName, emailId, companyName, designation, phone, website, address } = read;
  return { fullName, emailId, companyName, designation, phone, website, address };
}

/** The details the event shares with exhibitors about a ticket's attendee. */
export function ticketColumns(ticket: TicketRow): PersonColumns {
  return {
    ...NO_PERSON,
    fullName: ticket.guestName,
    emailId: ticket.guestEmail?.toLowerCase() ?? null,
    companyName: ticket.attendeeCompany,
    designation: ticket.attendeeDesignation,
    phone: ticket.attendeePhone,
  };
}

/** The capture's fields with the given ones in their place. */
export const withGiven = (read: PersonColumns, given: Partial<PersonColumns>): PersonColumns => ({ ...read, ...given });
