import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ownedBy } from './columns.ts';
import { sql } from 'drizzle-orm';
import { idAndEvent, ownedByEvent } from './events-tables.ts';
import { ownedByExhibitor, users } from './accounts-tables.ts';

// Every piece of sign-in state lives here, not in process memory, so several server
// processes can share one PostgreSQL.

// Bearer sessions: only the SHA-256 of the token is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: ownedBy('user_id', () => users.id),
    exhibitorId: ownedByExhibitor(),
    eventId: ownedByEvent(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// One-time codes, stored hashed; the newest challenge for a number is the live one.
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    ...idAndEvent(),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    // login and register sign in; password proves the number before a password is set or reset;
    // number proves a new sign-in number before it replaces the old one.
    purpose: text('purpose', { enum: ['login', 'register', 'password', 'number', 'organiser'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [
    index('otp_challenges_lookup_idx').on(t.eventId, t.phoneCode, t.mobile, t.createdAt),
    check('otp_challenges_purpose_check', sql`${t.purpose} in ('login', 'register', 'password', 'number', 'organiser')`),
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
    windowStart: instant('window_start').notNull(),
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
    id: id(),
    phoneCode: text('phone_code').notNull(),
    mobile: text('mobile').notNull(),
    code: text('code'),
    body: text('body').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.sentAt)],
);

// E-mails handed to the development mail sender (no SMTP_URL); readable at /api/dev/outbox.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    // File names of the attachments the e-mail carried (the files themselves are not kept).
    attachmentNames: text('attachment_names').array().notNull().default(sql`'{}'::text[]`),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.sentAt)],
);
