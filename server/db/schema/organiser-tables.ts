import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, editedTimes, id, instant, ownedBy } from './columns.ts';
import { ORGANISER_ROLES } from '../../../src/rules/roles.ts';
import { events } from './events-tables.ts';

// The organiser's people live apart from the exhibitors' users: an organiser row has no company,
// so no organiser token can ever be read as a member of a team, and the reverse.

export const organisers = pgTable(
  'organisers',
  {
    id: id(),
    // No event: an organiser of every event of the installation.
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    // scrypt (server/auth/passwords.ts); null until the organiser sets one, signed in by code.
    passwordHash: text('password_hash'),
    role: text('role', { enum: ORGANISER_ROLES }).notNull(),
    // Who invited them (none for the first, made on the command line).
    invitedBy: uuid('invited_by'),
    // Pending until the first sign-in.
    joinedAt: instant('joined_at'),
    ...editedTimes(),
  },
  (t) => [
    uniqueIndex('organisers_event_number_unique').on(t.eventId, t.phoneCode, t.mobile),
    index('organisers_number_idx').on(t.phoneCode, t.mobile),
    // An e-mail signs in one organiser of an event. Rows of every event (null event) are not covered
    // by the index (nulls are distinct): addOrganiser checks those, as it does for numbers.
    uniqueIndex('organisers_event_email_unique').on(t.eventId, sql`lower(${t.email})`),
    check('organisers_role_check', sql`${t.role} in ('organiser', 'organiser-staff')`),
  ],
);

// An organiser's bearer sessions, each for the one event signed in to; only the token's SHA-256 is kept.
export const organiserSessions = pgTable(
  'organiser_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    organiserId: ownedBy('organiser_id', () => organisers.id),
    eventId: ownedBy('event_id', () => events.id),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('organiser_sessions_token_hash_unique').on(t.tokenHash), index('organiser_sessions_organiser_idx').on(t.organiserId)],
);
