// The demo's badges: a ticket for each demo referral (as a registration through the form issues
// one; the rejected one's is cancelled, so the demo shows a refused badge) and the attendees the
// organiser imported.
import type { Database } from '../db/connect.ts';
import { referralRegistrations, tickets } from '../db/schema/all-tables.ts';
import { DEMO_ATTENDEES, DEMO_BOREALIS_REFERRAL_CODE, DEMO_REFERRAL_BADGES } from './demo-attendees.ts';
import { DEMO_CATEGORIES } from './demo-data.ts';
import { attendeeDetails } from '../badges/registration-attendee.ts';

type RegistrationRow = typeof referralRegistrations.$inferSelect;

const HOUR = 3_600_000;

export async function insertDemoBadges(tx: Database, eventId: string, registrations: readonly RegistrationRow[], now: Date): Promise<void> {
  // Every demo referral registered on a Gold pass.
  const ticketType = DEMO_CATEGORIES[0].categoryName;
  await tx.insert(tickets).values([
    ...registrations.map((registration) => ({
      eventId,
      exhibitorId: registration.exhibitorId,
      registrationId: registration.id,
      guestName: `${registration.firstName} ${registration.lastName}`.trim(),
      guestEmail: registration.emailId,
      ...attendeeDetails(registration.answers, registration),
      ticketCode: DEMO_REFERRAL_BADGES[registration.emailId ?? '']?.ticketCode ?? DEMO_BOREALIS_REFERRAL_CODE,
      ticketType,
      status: registration.reject ? ('cancelled' as const) : ('active' as const),
      issuedAt: registration.createdAt,
    })),
    ...DEMO_ATTENDEES.map((attendee, index) => ({
      eventId,
      exhibitorId: null,
      ...attendee,
      issuedAt: new Date(now.getTime() - (index + 1) * 24 * HOUR),
    })),
  ]);
}
