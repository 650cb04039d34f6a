// A visitor known by their contact details (a vCard or MeCard code, a business card, a named text
// code): the company keeps one lead per person, found by the same e-mail (case-insensitive) or the
// same phone in E.164 when nothing says it is someone else (same-person.ts: no other e-mail, a name
// that fits). A capture of a known person is merged into that lead (duplicates.ts mergeIntoLead:
// empty fields filled, qualification applied) instead of making a second one. A capture that shares
// only the phone (a colleague on the company's switchboard) makes its own lead, marked as a possible
// duplicate of the oldest lead with that phone, for a person to decide (possible-duplicate.ts).
// A lead scanner's capture goes only to a lead they own: a colleague's lead of the same person is
// not theirs to read or change, so the scanner gets a lead of their own instead.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import { leads } from '../db/schema/all-tables.ts';
import { leadsWithEmails, lockEmail } from './duplicates.ts';
import { scannerScope } from './lead-request.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { lockPhone } from './capture-locks.ts';
import { samePersonByPhone } from './same-person.ts';
import { insertCapturedLead, type FoundLead, type NewCapturedLead } from './captured-lead.ts';
import type { PersonColumns } from './capture-person.ts';

const E164 = /^\+[1-9]\d{6,14}$/;

const FOUND = { id: leads.id, fullName: leads.fullName, captureText: leads.captureText, ownerId: leads.ownerId };

type ContactMatch = { id: string; fullName: string; captureText: string | null; ownerId: string | null };

async function leadOf(tx: Executor, id: string) {
  const [lead] = await tx.select(FOUND).from(leads).where(eq(leads.id, id));
  return lead ?? null;
}

/** A stored phone as E.164 would write it: leads typed by hand keep spaces, dashes and brackets. */
const dialledPhone = sql<string>`regexp_replace(${leads.phone}, '[^0-9+]', '', 'g')`;

/**
 * The company's oldest lead with the person's e-mail, else the oldest with their phone that is the
 * same person (same-person.ts), among those `scope` leaves (all, or a scanner's own): `match`, null
 * when there is none. `possibleDuplicateOf` is the oldest lead with the phone when no lead matched.
 * Locks the e-mail and the phone until the transaction ends, so a lead made after this call is the
 * only one two concurrent captures of the person make.
 */
export async function contactLead(
  tx: Executor,
  exhibitorId: string,
  person: PersonColumns,
  scope?: SQL,
): Promise<{ match: ContactMatch | null; possibleDuplicateOf: string | null }> {
  const email = person.emailId;
  const phone = person.phone !== null && E164.test(person.phone) ? person.phone : null;
  if (email !== null) await lockEmail(tx, exhibitorId, email);
  if (phone !== null) await lockPhone(tx, exhibitorId, phone);
  if (email !== null) {
    const [match] = await leadsWithEmails(tx, exhibitorId, [email], scope);
    if (match) return { match: await leadOf(tx, match.id), possibleDuplicateOf: null };
  }
  if (phone === null) return { match: null, possibleDuplicateOf: null };
  const sharing = await tx
    .select({ ...FOUND, emailId: leads.emailId })
    .from(leads)
    .where(and(eq(leads.exhibitorId, exhibitorId), eq(dialledPhone, phone), scope))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const same = sharing.find((lead) => samePersonByPhone(lead, person));
  if (same) return { match: { id: same.id, fullName: same.fullName, captureText: same.captureText, ownerId: same.ownerId }, possibleDuplicateOf: null };
  return { match: null, possibleDuplicateOf: sharing[0]?.id ?? null };
}

/**
 * The company's lead of the visitor the capture names by e-mail or phone (a scanner's own only),
 * made from the capture when there is none (marked as a possible duplicate of a lead that shares
 * only its phone).
 */
export async function leadForContact(tx: Executor, auth: Pick<AuthContext, 'exhibitorId' | 'userId' | 'role'>, lead: NewCapturedLead): Promise<FoundLead> {
  const { match, possibleDuplicateOf } = await contactLead(tx, auth.exhibitorId, lead.person, scannerScope(auth));
  return match ? { ...match, created: false } : insertCapturedLead(tx, auth, { ...lead, possibleDuplicateOf });
}
