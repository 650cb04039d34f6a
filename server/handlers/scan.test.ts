import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { DEMO_ATTENDEES, DEMO_BADGE_ID_PATTERN, DEMO_REFERRAL_BADGES } from '../demo/demo-attendees.ts';
import { activityLog, exhibitors, leadNotes, leads, leadTouches, tickets } from '../db/schema/all-tables.ts';
import { signedBadgeText } from '../badges/signed-badge.ts';
import { BADGE_CHECK_MESSAGES } from '../badges/check-badge.ts';
import { BADGE_MESSAGES, verifyBadgeSignature } from '../../src/rules/badge-code.ts';
import { CAPTURE_MESSAGES } from '../../src/rules/capture-code.ts';
import { dbKinds, signInExhibitor, snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// POST /leads/scan and GET /badges/key: a badge makes one lead per company, every scan is a touch,
// notes are appended, and a badge that is not one of this event's makes nothing.

const NIKHIL = 'nikhil.joshi@example.com';
const ROHAN = 'rohan.desai@example.com';
const LEILA = 'leela.menon@example.com';
const SARA = 'sara.khan@example.com';

describe.each(dbKinds)('badge scans on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const badgeOf = (email: string) => signedBadgeText(api.db, api.acme.eventId, DEMO_REFERRAL_BADGES[email]!.ticketCode);
  const scan = (who: SignedInExhibitor, body: Record<string, unknown>) => who.call('POST', '/api/leads/scan', body);
  const written = () => snapshot(api.db, [leads, leadTouches, leadNotes, activityLog]);

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
  });

  it('gives the public key of the badges and the caller’s event; the key checks a real badge', async () => {
    const { status, body } = await scanner.call('GET', '/api/badges/key');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ eventId: api.acme.eventId, format: 'EPB1', algorithm: 'ES256', publicKey: { kty: 'EC', crv: 'P-256' } });
    // What scanners read the event's own badges and phone numbers with, offline.
    expect(body.data).toMatchObject({ badgeIdPattern: DEMO_BADGE_ID_PATTERN, country: 'IN' });
    expect(Object.keys(body.data.publicKey).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    const [, ticketCode, signature] = (await badgeOf(NIKHIL)).split('.');
    expect(await verifyBadgeSignature(body.data.publicKey, api.acme.eventId, { ticketCode: ticketCode!, signature: signature! })).toBe(true);
    expect(await verifyBadgeSignature(body.data.publicKey, api.acme.eventId, { ticketCode: 'GOLD-DEMO0003', signature: signature! })).toBe(false);
  });

  it('makes a lead of a registered person from their badge, then adds a second member’s scan and note to it', async () => {
    const badge = await badgeOf(NIKHIL);
    const first = await scan(api.acme, { badge, qualification: { priority: 'high', rating: 4, tags: ['ai', 'AI ', 'warehouse'], followUpDate: '2031-05-02', appendNote: 'Wants a demo.' } });
    expect(first.status).toBe(201);
    expect(first.body.data.outcome).toBe('created');
    const lead = first.body.data.lead;
    expect(lead).toMatchObject({
      source: 'booth_scan',
      capture: { kind: 'badge', text: null, images: [] },
      priority: 'high',
      rating: 4,
      tags: ['ai', 'warehouse'],
      followUpDate: '2031-05-02',
      ticketCode: 'GOLD-DEMO0001',
      user: { fullName: 'Nikhil Joshi', emailId: NIKHIL, companyName: 'Initech', designation: 'Head of IT' },
      capturedBy: { userId: api.acme.user._id },
    });
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual(['Wants a demo.']);
    expect(lead.touches).toHaveLength(1);

    const second = await scan(staff, { badge, qualification: { appendNote: 'Budget approved for Q3.' } });
    expect(second.status).toBe(200);
    expect(second.body.data.outcome).toBe('existing');
    const again = second.body.data.lead;
    expect(again._id).toBe(lead._id);
    // The first member's qualification stays; the capturer is still the first member.
    expect(again).toMatchObject({ priority: 'high', rating: 4, capturedBy: { userId: api.acme.user._id } });
    expect(again.notes.map((note: { text: string; author: { userId: string } }) => [note.text, note.author.userId])).toEqual([
      ['Wants a demo.', api.acme.user._id],
      ['Budget approved for Q3.', staff.user._id],
    ]);
    expect(again.touches.map((touch: { by: { userId: string; name: string } }) => touch.by)).toEqual([
      expect.objectContaining({ userId: api.acme.user._id }),
      { userId: staff.user._id, name: DEMO_TEAM[1].fullName },
    ]);
    const ticket = (await api.db.select().from(tickets).where(eq(tickets.ticketCode, 'GOLD-DEMO0001')))[0]!;
    const rows = await api.db.select().from(leads).where(and(eq(leads.exhibitorId, api.acme.exhibitorId), eq(leads.ticketId, ticket.id)));
    expect(rows).toHaveLength(1);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, lead._id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['lead.rescan', 'lead.scan']);
  });

  it('takes a typed code of an attendee the organiser imported, with the details the event shares', async () => {
    const attendee = DEMO_ATTENDEES[2]!;
    const { status, body } = await scan(scanner, { badge: ` ${attendee.ticketCode.toLowerCase()} ` });
    expect(status).toBe(201);
    expect(body.data.lead.user).toEqual({
      fullName: attendee.guestName,
      emailId: attendee.guestEmail,
      companyName: attendee.attendeeCompany,
      designation: attendee.attendeeDesignation,
      phone: attendee.attendeePhone,
      website: null,
      address: null,
    });
    expect(body.data.lead.capture).toEqual({ kind: 'typed', text: null, images: [] });
    expect(body.data.lead.capturedBy).toEqual({ userId: scanner.user._id, name: DEMO_TEAM[2].fullName });
  });

  it('takes a code the camera read that holds nothing but a ticket code as that ticket, like a typed one', async () => {
    const attendee = DEMO_ATTENDEES[1]!;
    const { status, body } = await scan(scanner, { badge: attendee.ticketCode, from: 'camera' });
    expect(status).toBe(201);
    expect(body.data.lead).toMatchObject({ ticketCode: attendee.ticketCode, user: { fullName: attendee.guestName, emailId: attendee.guestEmail } });
    expect(body.data.lead.capture).toEqual({ kind: 'typed', text: null, images: [] });
  });

  it('keeps an offline scan’s time, and takes a time in the future as now', async () => {
    const badge = DEMO_ATTENDEES[3]!.ticketCode;
    const past = '2020-01-02T03:04:05.000Z';
    const first = await scan(api.acme, { badge, scannedAt: past });
    expect(first.body.data.lead.touches[0].at).toBe(past);
    const before = Date.now();
    const second = await scan(api.acme, { badge, scannedAt: '2999-01-01T00:00:00.000Z' });
    const at = Date.parse(second.body.data.lead.touches[1].at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('makes one lead when members scan the same badge at the same moment, and keeps every touch', async () => {
    const badge = await badgeOf(ROHAN);
    const members = [api.acme, staff, scanner, api.acme, staff, scanner];
    const answers = await Promise.all(members.map((who, index) => scan(who, { badge, qualification: { appendNote: `Note ${index}` } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.data.lead._id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await api.db.select().from(leadTouches).where(eq(leadTouches.leadId, id!))).toHaveLength(6);
    expect((await api.db.select().from(leadNotes).where(eq(leadNotes.leadId, id!))).map((note) => note.text).sort()).toEqual(
      ['Note 0', 'Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5'],
    );
  });

  it('gives each company its own lead for the same badge', async () => {
    const badge = await badgeOf(LEILA);
    const acme = await scan(api.acme, { badge });
    const borealis = await scan(api.borealis, { badge });
    expect([acme.status, borealis.status]).toEqual([201, 201]);
    expect(borealis.body.data.lead._id).not.toBe(acme.body.data.lead._id);
  });

  it('checks answers against the company’s lead questions', async () => {
    await api.db
      .update(exhibitors)
      .set({ leadQuestions: [{ name: 'budget', type: 'select', label: 'Budget', options: [{ value: 'low', label: 'Low' }, { value: 'high', label: 'High' }] }] })
      .where(eq(exhibitors.id, api.acme.exhibitorId));
    const badge = DEMO_ATTENDEES[0]!.ticketCode;
    const before = await written();
    const refused = await scan(api.acme, { badge, qualification: { answers: { budget: 'huge' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('/qualification/answers/budget');
    const unknown = await scan(api.acme, { badge, qualification: { answers: { shoeSize: '42' } } });
    expect(unknown.status).toBe(400);
    expect(await written()).toEqual(before);
    const taken = await scan(api.acme, { badge, qualification: { answers: { budget: 'high' } } });
    expect(taken.status).toBe(201);
    expect(taken.body.data.lead.answers).toEqual({ budget: 'high' });
  });

  describe('refuses badges that are not this event’s, and writes nothing', () => {
    // Signed badges as the camera reads them; codes as a person types them (no `from`).
    const refusals: Array<[string, () => Promise<string>, number, string, { from?: 'camera' }?]> = [
      ['a forged signature', async () => `${(await badgeOf(NIKHIL)).slice(0, -4)}AAAA`, 404, BADGE_CHECK_MESSAGES.notThisEvent, { from: 'camera' }],
      ['a signature moved to another code', async () => (await badgeOf(NIKHIL)).replace('GOLD-DEMO0001', 'GOLD-DEMO0003'), 404, BADGE_CHECK_MESSAGES.notThisEvent, { from: 'camera' }],
      ['another event’s badge', () => signedBadgeText(api.db, '11111111-1111-4111-8111-111111111111', 'GOLD-DEMO0001'), 404, BADGE_CHECK_MESSAGES.notThisEvent, { from: 'camera' }],
      ['a cancelled badge', () => badgeOf(SARA), 409, BADGE_CHECK_MESSAGES.cancelled, { from: 'camera' }],
      ['a cancelled badge’s typed code', async () => DEMO_REFERRAL_BADGES[SARA]!.ticketCode, 409, BADGE_CHECK_MESSAGES.cancelled],
      ['an unknown typed code', async () => 'GOLD-NOSUCH01', 404, BADGE_CHECK_MESSAGES.unknownCode],
      ['typed text that is no ticket code and no badge id', async () => 'https://example.com/?q=1', 400, CAPTURE_MESSAGES.typedNotCode],
      ['a damaged badge of this portal', async () => 'EPB1.GOLD-DEMO0001.short', 400, BADGE_MESSAGES.notBadge, { from: 'camera' }],
    ];
    it.each(refusals)('%s', async (_name, badge, status, message, read = {}) => {
      const before = await written();
      const answer = await scan(api.acme, { badge: await badge(), ...read, qualification: { appendNote: 'Should not be kept' } });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(await written()).toEqual(before);
    });
  });
});
