// Rows as the API shows them: the current user (never the password hash) and the event of a domain.
import type { EventRow } from './event-lookup.ts';
import type { UserRow } from './accounts.ts';
import type { Membership } from './membership.ts';

export function toCurrentUser(user: UserRow, membership: Membership) {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneCode: user.phoneCode,
    mobile: user.mobile,
    profileImageUrl: user.profileImageUrl,
    role: membership.role,
    teamMemberId: membership.memberId,
    hasPassword: user.passwordHash !== null,
    exhibitorId: user.exhibitorId,
    eventId: user.eventId,
    reminderTime: user.reminderTime,
  };
}

export function toApiEvent(event: EventRow) {
  return {
    _id: event.id,
    title: event.title,
    description: event.description,
    productName: event.productName,
    googleLoginEnabled: event.googleLoginEnabled,
    startDate: event.startDate?.toISOString() ?? null,
    endDate: event.endDate?.toISOString() ?? null,
    venue: event.venue,
    timezone: event.timezone,
    support: { email: event.supportEmail, phone: event.supportPhone, address: event.supportAddress },
    // The look the organiser gave the event in the console's Event settings.
    logo: event.logo,
    primaryColor: event.primaryColor,
    accentColor: event.accentColor,
  };
}
