import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { events } from './events.ts';
import { exhibitors, users } from './accounts.ts';

// Every piece of sign-in state lives here, not in process memory, so several server
// processes can share one PostgreSQL.

// Bearer sessions: only the SHA-256 of the token is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// One-time codes, stored hashed; the newest challenge for a number is the live one.
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: ['login', 'register'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_lookup_idx').on(t.eventId, t.phoneCode, t.mobile, t.createdAt),
    check('otp_challenges_purpose_check', sql`${t.purpose} in ('login', 'register')`),
    check('otp_challenges_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

// Fixed-window counters. The composite key lets
//   insert ... on conflict (key, window_start) do update set count = count + 1 returning count
// count atomically across processes.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.key, t.windowStart] }),
    // Lets old windows be pruned without a full scan.
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

// Messages handed to the development SMS sender; readable at /api/dev/outbox.
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    code: text('code'),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.sentAt)],
);
