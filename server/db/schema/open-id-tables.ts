import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, editedTimes, instant } from './columns.ts';
import { idAndEvent } from './events-tables.ts';

// The OpenID Connect provider behind "Continue with Google" for one event, set by the organiser
// (npm run admin). The secret is stored as given: the database is already the trust boundary for
// every other credential of the event.
export const eventOpenIdProviders = pgTable(
  'event_openid_providers',
  {
    ...idAndEvent(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    ...editedTimes(),
  },
  (t) => [uniqueIndex('event_openid_providers_event_unique').on(t.eventId)],
);

// One sign-in in flight: what the callback must find again (state, nonce, PKCE verifier). Kept in
// the database so any server behind the same PostgreSQL can finish it; used once.
export const openIdSignIns = pgTable(
  'openid_sign_ins',
  {
    ...idAndEvent(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    usedAt: instant('used_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('openid_sign_ins_state_unique').on(t.state), index('openid_sign_ins_expires_idx').on(t.expiresAt)],
);
