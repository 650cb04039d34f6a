import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, ownedBy } from './columns.ts';
import { userOrNull } from './accounts-tables.ts';
import { passes } from './passes-tables.ts';

// A public link a guest opens signed out to register on a pass (/exhibitor/register/<token>). Only
// a hash of the token is kept, so the table cannot be read back into working links. A link ends
// when it is revoked or when the event ends (`expiresAt` copies the event's end when made).
export const passInvites = pgTable(
  'pass_invites',
  {
    id: id(),
    passId: ownedBy('pass_id', () => passes.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: userOrNull('created_by'),
    expiresAt: instant('expires_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pass_invites_token_unique').on(t.tokenHash), index('pass_invites_pass_idx').on(t.passId)],
);
