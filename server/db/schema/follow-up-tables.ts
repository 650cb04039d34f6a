import { date, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns.ts';
import { users } from './accounts-tables.ts';

// One row per member per event day a reminder went out: whichever server claims the row first
// sends it, so however many servers run, a member gets one reminder a day.
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: ownedBy('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
