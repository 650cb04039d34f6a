import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLog, leadNotes, leads, leadTouches } from '../db/schema/all-tables.ts';
import { dbKinds, snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { scanFromCamera, signInStaffAndScanner, vcard } from '../testing/scan-kit.ts';

// One person per lead: a contact code that shares only its phone with a lead of the company (a
// colleague on the same switchboard) makes a lead of its own, marked as a possible duplicate of that
// lead, and a person decides (POST /leads/{id}/possible-duplicate): merge, or not the same person.

describe.each(dbKinds)('possible duplicates on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;
  let line = 0;

  beforeAll(async () => {
    ({ staff, scanner } = await signInStaffAndScanner(api.url));
  });

  /** A switchboard number no other test uses. */
  const switchboard = () => `+49 30 1234 ${String(5600 + line++).padStart(4, '0')}`;
  const decide = (who: SignedInExhibitor, id: string, decision: 'merge' | 'dismiss') => who.call('POST', `/api/leads/${id}/possible-duplicate`, { decision });
  const written = () => snapshot(api.db, [leads, leadTouches, leadNotes, activityLog]);
  const leadRow = async (id: string) => (await api.db.select().from(leads).where(eq(leads.id, id)))[0];

  /** Two colleagues' vCards on one switchboard, scanned by `who`: the first lead, then the second's answer. */
  async function colleagues(who: SignedInExhibitor) {
    const phone = switchboard();
    const first = await scanFromCamera(who, { badge: vcard(['FN:Anna Schmidt', `TEL:${phone}`, `EMAIL:anna.${line}@werk.example`]), qualification: { rating: 5 } });
    const second = await scanFromCamera(who, {
      badge: vcard(['FN:Ben Koch', `TEL:${phone}`, `EMAIL:ben.${line}@werk.example`, 'TITLE:Buyer']),
      qualification: { rating: 2, tags: ['robots'], appendNote: 'Wants a quote.' },
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    return { first: first.body.data.lead, second: second.body.data.lead };
  }

  it('makes two leads of two vCards with one phone and two e-mails, the second marked as a possible duplicate of the first', async () => {
    const { first, second } = await colleagues(staff);
    expect(second._id).not.toBe(first._id);
    expect(first).toMatchObject({ user: { fullName: 'Anna Schmidt', emailId: `anna.${line}@werk.example` }, rating: 5, possibleDuplicateOf: null });
    expect(second).toMatchObject({ user: { fullName: 'Ben Koch', emailId: `ben.${line}@werk.example` }, rating: 2, possibleDuplicateOf: first._id });
    expect(second.notes.map((note: { text: string }) => note.text)).toEqual(['Wants a quote.']);
    // The first lead is not rewritten: nothing of Ben landed on it.
    expect(await leadRow(first._id)).toMatchObject({ fullName: 'Anna Schmidt', emailId: `anna.${line}@werk.example`, rating: 5, designation: null });
    // The list shows the mark as the lead's own answer does.
    const list = await staff.call('GET', '/api/leads');
    const listed = list.body.data.find((lead: { _id: string }) => lead._id === second._id);
    expect(listed.possibleDuplicateOf).toBe(first._id);
  });

  it('keeps two names on one phone apart even when neither has an e-mail', async () => {
    const phone = switchboard();
    const first = await scanFromCamera(staff, { badge: `MECARD:N:Schmidt,Anna;TEL:${phone.replace(/ /g, '')};;` });
    const second = await scanFromCamera(staff, { badge: `MECARD:N:Koch,Ben;TEL:${phone.replace(/ /g, '')};;` });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.lead.possibleDuplicateOf).toBe(first.body.data.lead._id);
    // The same name without an e-mail on that phone is the same person.
    const again = await scanFromCamera(staff, { badge: `MECARD:N:Schmidt,A.;TEL:${phone.replace(/ /g, '')};EMAIL:anna.s@werk.example;;` });
    expect([again.status, again.body.data.lead._id]).toEqual([200, first.body.data.lead._id]);
    expect(again.body.data.lead.user.emailId).toBe('anna.s@werk.example');
  });

  it('merges a vCard with the same e-mail (any case) into the lead, whatever else it says', async () => {
    const phone = switchboard();
    const first = await scanFromCamera(staff, { badge: vcard(['FN:Clara Weiss', `TEL:${phone}`, 'EMAIL:clara@werk.example']) });
    const again = await scanFromCamera(staff, { badge: vcard(['FN:Clara W.', 'TEL:+49 30 9999 0000', 'EMAIL:CLARA@Werk.example']) });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.lead).toMatchObject({ _id: first.body.data.lead._id, possibleDuplicateOf: null });
  });

  it('merges a possible duplicate into the lead it points to: fields it lacked, notes, scans, qualification; the duplicate deleted and logged', async () => {
    const { first, second } = await colleagues(staff);
    const answer = await decide(staff, second._id, 'merge');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Merged Ben Koch into Anna Schmidt');
    const merged = answer.body.data;
    expect(merged).toMatchObject({
      _id: first._id,
      // What the lead had stays: its name, e-mail and rating; it gains the designation and tags.
      user: { fullName: 'Anna Schmidt', emailId: `anna.${line}@werk.example`, designation: 'Buyer' },
      rating: 5,
      tags: ['robots'],
      possibleDuplicateOf: null,
    });
    expect(merged.notes.map((note: { text: string }) => note.text)).toContain('Wants a quote.');
    expect(merged.touches).toHaveLength(2);
    expect(await leadRow(second._id)).toBeUndefined();
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, second._id));
    expect(entries.map((entry) => [entry.action, entry.summary])).toContainEqual(['lead.delete', 'Deleted lead Ben Koch: merged into lead Anna Schmidt']);
    const [merge] = (await api.db.select().from(activityLog).where(eq(activityLog.subjectId, first._id))).filter((entry) => entry.action === 'lead.merge');
    expect(merge?.summary).toBe('Merged lead Ben Koch into lead Anna Schmidt');
    // Nothing is left to decide.
    expect((await decide(staff, first._id, 'merge')).status).toBe(409);
  });

  it('clears the mark when a person says it is not the same person, and changes nothing else', async () => {
    const { first, second } = await colleagues(staff);
    const answer = await decide(staff, second._id, 'dismiss');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Ben Koch is kept as a lead of their own');
    expect(answer.body.data).toMatchObject({ _id: second._id, user: { fullName: 'Ben Koch' }, rating: 2, possibleDuplicateOf: null });
    expect(await leadRow(first._id)).toMatchObject({ fullName: 'Anna Schmidt', designation: null });
    const again = await decide(staff, second._id, 'merge');
    expect(again.status).toBe(409);
  });

  it('lets a lead scanner decide only their own leads: a colleague’s answers 404 and changes nothing', async () => {
    const { second } = await colleagues(staff);
    const before = await written();
    for (const decision of ['merge', 'dismiss'] as const) {
      const answer = await decide(scanner, second._id, decision);
      expect(answer.status, decision).toBe(404);
    }
    expect(await written()).toEqual(before);

    // A scanner's own captures are marked against their own leads, and they may merge them.
    const own = await colleagues(scanner);
    expect(own.second.possibleDuplicateOf).toBe(own.first._id);
    expect((await decide(scanner, own.second._id, 'merge')).body.data._id).toBe(own.first._id);
  });

  it('does not let a lead scanner merge into a colleague’s lead handed nowhere near them', async () => {
    const { first, second } = await colleagues(staff);
    const handed = await api.acme.call('POST', `/api/leads/${second._id}/owner`, { userId: scanner.user._id });
    expect(handed.status).toBe(200);
    const before = await written();
    const refused = await decide(scanner, second._id, 'merge');
    expect(refused.status).toBe(404);
    expect(await written()).toEqual(before);
    // Keeping their own lead apart is theirs to say.
    const kept = await decide(scanner, second._id, 'dismiss');
    expect(kept.status).toBe(200);
    expect(await leadRow(first._id)).toMatchObject({ fullName: 'Anna Schmidt' });
  });

  it('answers 404 for another company’s lead', async () => {
    const { second } = await colleagues(staff);
    expect((await decide(api.borealis, second._id, 'merge')).status).toBe(404);
    expect((await leadRow(second._id))?.possibleDuplicateOf).not.toBeNull();
  });
});
