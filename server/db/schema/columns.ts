import { timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

// Column builders the tables share. Each call makes a fresh builder: drizzle binds a builder to
// the one table it is given to, so these are functions, never shared constants.

export const id = () => uuid('id').primaryKey().defaultRandom();

// Every timestamp keeps its time zone.
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

// Rows people edit carry both times; updated_at follows every update drizzle writes.
export const editedTimes = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

// A required link to the row that owns this one: removing the owner removes its rows.
export const ownedBy = (name: string, owner: () => PgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });
