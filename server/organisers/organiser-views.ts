// The console's view of an organiser and of the event they signed in to, as the contract answers them.
import type { components } from '../../src/api/schema.d.ts';
import type { EventRow } from '../auth/event-lookup.ts';
import type { OrganiserRow } from './organiser-accounts.ts';

export const toOrganiserAccount = (row: OrganiserRow): components['schemas']['OrganiserAccount'] => ({
  _id: row.id,
  name: row.name,
  phoneCode: row.phoneCode,
  mobile: row.mobile,
  email: row.email,
  role: row.role,
  allEvents: row.eventId === null,
  status: row.joinedAt ? 'active' : 'pending',
  hasPassword: row.passwordHash !== null,
});

export const toOrganiserEvent = (event: Pick<EventRow, 'id' | 'title' | 'domain'>): components['schemas']['OrganiserEvent'] => ({
  _id: event.id,
  title: event.title,
  domain: event.domain,
});
