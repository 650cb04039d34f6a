// The organiser's people: the first made on the command line (`npm run admin -- organisers add`),
// the rest invited from the console. Both call these functions, so the rules are the same.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { organisers } from '../db/schema/all-tables.ts';
import type { Executor } from '../db/prepared.ts';
import type { PhoneNumber } from '../auth/phone.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import type { OrganiserRole } from '../../src/rules/roles.ts';

export type OrganiserRow = typeof organisers.$inferSelect;

/** A refusal an organiser or the command line can act on: the message says what to do. */
export class OrganiserAccountError extends Error {
  readonly status: 404 | 409;

  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export const ORGANISER_MESSAGES = {
  numberTaken: (phone: PhoneNumber) => `+${phone.phoneCode} ${phone.mobile} is already an organiser of this event; invite another number.`,
  emailTaken: (email: string) => `${email} is already the e-mail of an organiser of this event; use another address.`,
  notFound: 'Organiser not found',
  notYourself: 'You cannot remove yourself; ask another organiser.',
  lastOrganiser: 'This is the last organiser with full rights; invite another before removing them.',
} as const;

/** The organiser who signs in with this number at this event: theirs for the event, else one for every event. */
export async function findOrganiserForEvent(db: Executor, eventId: string, phone: PhoneNumber): Promise<OrganiserRow | undefined> {
  const rows = await db
    .select()
    .from(organisers)
    .where(
      and(
        eq(organisers.phoneCode, phone.phoneCode),
        eq(organisers.mobile, phone.mobile),
        or(eq(organisers.eventId, eventId), isNull(organisers.eventId)),
      ),
    );
  return rows.find((row) => row.eventId === eventId) ?? rows[0];
}

export interface NewOrganiser {
  /** Null: an organiser of every event of the installation (the command line's `--all-events`). */
  eventId: string | null;
  name: string;
  phone: PhoneNumber;
  email?: string | undefined;
  role: OrganiserRole;
  invitedBy?: string | undefined;
}

/** Adds an organiser; a number that already signs in as an organiser of the event is refused. */
export async function addOrganiser(db: Executor, input: NewOrganiser): Promise<OrganiserRow> {
  const clash = input.eventId
    ? await findOrganiserForEvent(db, input.eventId, input.phone)
    : (await db.select().from(organisers).where(and(eq(organisers.phoneCode, input.phone.phoneCode), eq(organisers.mobile, input.phone.mobile))))[0];
  if (clash) throw new OrganiserAccountError(409, ORGANISER_MESSAGES.numberTaken(input.phone));
  // An e-mail signs in one organiser of the event (an index keeps it per event; this also covers
  // organisers of every event, whose rows the index cannot compare).
  if (input.email !== undefined && (await findOrganiserByEmail(db, input.eventId, input.email))) {
    throw new OrganiserAccountError(409, ORGANISER_MESSAGES.emailTaken(input.email));
  }
  try {
    const [row] = await db
      .insert(organisers)
      .values({
        eventId: input.eventId,
        name: input.name,
        phoneCode: input.phone.phoneCode,
        mobile: input.phone.mobile,
        email: input.email ?? null,
        role: input.role,
        invitedBy: input.invitedBy ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    // Two invitations of one number (or e-mail) at the same moment: the unique indexes keep one.
    if (isUniqueViolation(error)) {
      const emailClash = input.email !== undefined && (await findOrganiserByEmail(db, input.eventId, input.email));
      throw new OrganiserAccountError(409, emailClash ? ORGANISER_MESSAGES.emailTaken(input.email!) : ORGANISER_MESSAGES.numberTaken(input.phone));
    }
    throw error;
  }
}

/** The organisers who may run this event: its own, then those of every event. */
export async function listOrganisers(db: Executor, eventId: string): Promise<OrganiserRow[]> {
  return db
    .select()
    .from(organisers)
    .where(or(eq(organisers.eventId, eventId), isNull(organisers.eventId)))
    .orderBy(asc(organisers.createdAt), asc(organisers.name));
}

/**
 * Removes an organiser of this event (never one of every event: those are the installation's, and
 * the command line removes them). Nobody removes themselves, and the event keeps one organiser with
 * full rights. Their sessions go with them.
 */
export async function removeOrganiser(db: Executor, eventId: string, id: string, by: string): Promise<OrganiserRow> {
  if (id === by) throw new OrganiserAccountError(409, ORGANISER_MESSAGES.notYourself);
  const [row] = await db.select().from(organisers).where(and(eq(organisers.id, id), eq(organisers.eventId, eventId)));
  if (!row) throw new OrganiserAccountError(404, ORGANISER_MESSAGES.notFound);
  if (row.role === 'organiser') {
    const full = (await listOrganisers(db, eventId)).filter((other) => other.role === 'organiser' && other.id !== id);
    if (full.length === 0) throw new OrganiserAccountError(409, ORGANISER_MESSAGES.lastOrganiser);
  }
  await db.delete(organisers).where(eq(organisers.id, id));
  return row;
}

/**
 * The organiser who signs in with this e-mail (lower-cased already) at this event: theirs, else one
 * of every event. With no event (adding an organiser of every event): any organiser with it.
 */
/** An organiser's account as saved now, by id. */
export async function findOrganiserById(db: Executor, id: string): Promise<OrganiserRow | undefined> {
  const [row] = await db.select().from(organisers).where(eq(organisers.id, id));
  return row;
}

export async function findOrganiserByEmail(db: Executor, eventId: string | null, email: string): Promise<OrganiserRow | undefined> {
  const rows = await db
    .select()
    .from(organisers)
    .where(
      and(
        eq(sql`lower(${organisers.email})`, email),
        eventId === null ? undefined : or(eq(organisers.eventId, eventId), isNull(organisers.eventId)),
      ),
    );
  return rows.find((row) => row.eventId === eventId) ?? rows[0];
}
