import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_REFERRAL_BADGES } from '../demo/demo-attendees.ts';
import { leadNotes, leads, leadTouches } from '../db/schema/all-tables.ts';
import { signedBadgeText } from '../badges/signed-badge.ts';
import { sampleJpeg } from '../storage/sample-files.ts';
import { SCAN_MESSAGES } from '../leads/capture.ts';
import { dbKinds, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { scanFromCamera, signInStaffAndScanner, vcard } from '../testing/scan-kit.ts';

// A lead scanner sees and changes only the leads they own. A capture of a visitor a colleague
// already follows up must not hand the colleague's lead (its notes, remarks, rating) to the scanner:
// a contact code or a business card makes the scanner a lead of their own; a badge (one lead per
// company) keeps the scan and the scanner's note on the colleague's lead, and answers only what the
// badge itself tells.

const PRIVATE = 'Private: discussed a 20% discount with their CFO.';
describe.each(dbKinds)('a scanner’s captures of a colleague’s visitor on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const leadRow = async (id: string) => (await api.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const notesOf = async (id: string) => (await api.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).map((note) => note.text);
  /** A lead of the staff member's, with a note only they wrote. */
  const colleaguesLead = async (body: Record<string, unknown>): Promise<string> => {
    const made = await staff.call('POST', '/api/leads', body);
    expect(made.status).toBe(201);
    expect((await staff.call('PUT', `/api/leads/${made.body.data._id}`, { appendNote: PRIVATE })).status).toBe(200);
    return made.body.data._id as string;
  };
  const touchesOf = async (id: string) => (await api.db.select().from(leadTouches).where(eq(leadTouches.leadId, id))).map((touch) => touch.userId);
  /** Nothing of the colleague's work in an answer's text. */
  const expectNoLeak = (answer: { body: unknown }) => {
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(PRIVATE);
    expect(text).not.toContain('Remarks of the colleague');
  };

  beforeAll(async () => {
    ({ staff, scanner } = await signInStaffAndScanner(api.url));
  });

  it('a vCard or MeCard of a colleague’s visitor makes the scanner a lead of their own; the colleague’s lead is untouched', async () => {
    const theirs = await colleaguesLead({
      remarks: 'Remarks of the colleague',
      rating: 5,
      person: { fullName: 'Hidden Visitor', emailId: 'hidden.visitor@example.com', phone: '+44 20 7946 0001' },
    });
    const before = { row: await leadRow(theirs), notes: await notesOf(theirs), touches: await touchesOf(theirs) };

    for (const badge of [vcard(['FN:Hidden Visitor', 'EMAIL:Hidden.Visitor@example.com', 'TEL:+44 20 7946 0001']), 'MECARD:N:Visitor,Hidden;TEL:+442079460001;;']) {
      const answer = await scanFromCamera(scanner, { badge, qualification: { rating: 1, appendNote: 'Scanner’s own note.' } });
      expectNoLeak(answer);
      expect(answer.body.data.lead._id).not.toBe(theirs);
      expect(answer.body.data.lead).toMatchObject({ owner: { userId: scanner.user._id }, remarks: null, rating: 1 });
    }
    // The scanner's two captures went to one lead of their own; the colleague's lead is as it was.
    const mine = (await scanner.call('GET', '/api/leads')).body.data.filter((lead: { user: { fullName: string } }) => lead.user.fullName.includes('Hidden'));
    expect(mine).toHaveLength(1);
    expect({ row: await leadRow(theirs), notes: await notesOf(theirs), touches: await touchesOf(theirs) }).toEqual(before);
  });

  it('a business card of a colleague’s visitor makes the scanner a lead of their own', async () => {
    const theirs = await colleaguesLead({ person: { fullName: 'Card Visitor', emailId: 'card.visitor@example.com' } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleJpeg())]), 'card.jpg');
    const photo = (await api.call('POST', '/api/leads/photos', { token: scanner.token, form })).body.data.filePath as string;
    const answer = await scanner.call('POST', '/api/leads/business-card', { person: { fullName: 'Card Visitor', emailId: 'card.visitor@example.com' }, photo });
    expect(answer.status).toBe(201);
    expectNoLeak(answer);
    expect(answer.body.data.lead._id).not.toBe(theirs);
    expect(await notesOf(theirs)).toEqual([PRIVATE]);
  });

  it('a badge of a colleague’s lead keeps the scan and the scanner’s note there, and answers nothing the colleague wrote', async () => {
    const badge = await signedBadgeText(api.db, api.acme.eventId, DEMO_REFERRAL_BADGES['leela.menon@example.com']!.ticketCode);
    const first = await scanFromCamera(staff, { badge, qualification: { rating: 5, tags: ['vip'], followUpDate: '2031-05-02', appendNote: PRIVATE } });
    expect(first.status).toBe(201);
    const theirs = first.body.data.lead._id as string;

    const again = await scanFromCamera(scanner, { badge, qualification: { rating: 1, tags: ['cold'], appendNote: 'Came back for a brochure.' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(SCAN_MESSAGES.colleagues);
    expectNoLeak(again);
    expect(again.body.data.outcome).toBe('existing');
    expect(again.body.data.lead).toMatchObject({
      _id: theirs,
      owner: { userId: staff.user._id },
      rating: null,
      tags: [],
      followUpDate: null,
      user: { fullName: 'Leela Menon' },
    });
    expect(again.body.data.lead.notes.map((note: { text: string }) => note.text)).toEqual(['Came back for a brochure.']);
    expect(again.body.data.lead.touches.map((touch: { by: { userId: string } }) => touch.by.userId)).toEqual([scanner.user._id]);

    // The colleague's lead keeps its qualification, gains the touch and the note; the scanner still cannot open it.
    expect(await leadRow(theirs)).toMatchObject({ rating: 5, tags: ['vip'], followUpDate: '2031-05-02', ownerId: staff.user._id });
    expect(await notesOf(theirs)).toEqual([PRIVATE, 'Came back for a brochure.']);
    expect(await touchesOf(theirs)).toEqual([staff.user._id, scanner.user._id]);
    expect((await scanner.call('PUT', `/api/leads/${theirs}`, { status: 'stolen' })).status).toBe(404);
    expect((await scanner.call('GET', '/api/leads')).body.data.map((lead: { _id: string }) => lead._id)).not.toContain(theirs);
  });

  it('a badge of the scanner’s own lead is merged as for anyone', async () => {
    const badge = await signedBadgeText(api.db, api.acme.eventId, DEMO_REFERRAL_BADGES['rohan.desai@example.com']!.ticketCode);
    const first = await scanFromCamera(scanner, { badge, qualification: { appendNote: 'First visit.' } });
    const second = await scanFromCamera(scanner, { badge, qualification: { rating: 3, appendNote: 'Second visit.' } });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.message).not.toBe(SCAN_MESSAGES.colleagues);
    expect(second.body.data.lead).toMatchObject({ _id: first.body.data.lead._id, rating: 3 });
    expect(second.body.data.lead.notes.map((note: { text: string }) => note.text)).toEqual(['First visit.', 'Second visit.']);
  });
});
