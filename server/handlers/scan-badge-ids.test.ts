import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { DEMO_ATTENDEES, DEMO_UNKNOWN_BADGE_ID } from '../demo/demo-attendees.ts';
import { activityLog, leadNotes, leads, leadTouches, tickets } from '../db/schema/all-tables.ts';
import { BADGE_CHECK_MESSAGES } from '../badges/check-badge.ts';
import { UNKNOWN_BADGE_NAME } from '../leads/unknown-badge.ts';
import { dbKinds, signInExhibitor, snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// POST /leads/scan with the event's own badges: the id its registration system printed (the demo
// event's pattern is ^EXPO-[0-9]{6}$), found on the attendee the organiser imported with it, however
// the id arrives; and an id no attendee has, kept on one lead per company until the attendee is
// imported.

describe.each(dbKinds)('the event’s own badges on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const scan = (who: SignedInExhibitor, body: Record<string, unknown>) => who.call('POST', '/api/leads/scan', body);
  const written = () => snapshot(api.db, [leads, leadTouches, leadNotes, activityLog]);
  const touchesOf = (leadId: string) => api.db.select().from(leadTouches).where(eq(leadTouches.leadId, leadId));
  let serial = 0;
  /** An attendee the organiser imported with the id their badge carries. */
  const importAttendee = async (guestName: string, externalBadgeId: string) => {
    serial += 1;
    const [ticket] = await api.db
      .insert(tickets)
      .values({ eventId: api.acme.eventId, exhibitorId: null, guestName, guestEmail: `attendee${serial}@ids.example`, ticketType: 'Visitor', ticketCode: `IDS-${kind.toUpperCase()}-${serial}`, externalBadgeId })
      .returning();
    return ticket!;
  };

  beforeAll(async () => {
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
  });

  it('finds the imported attendee of a scanned badge id, and any later read of that badge touches the same lead', async () => {
    const attendee = DEMO_ATTENDEES[0]!;
    const first = await scan(scanner, { badge: attendee.externalBadgeId, from: 'camera', qualification: { priority: 'high' } });
    expect(first.status).toBe(201);
    const lead = first.body.data.lead;
    expect(lead).toMatchObject({
      source: 'booth_scan',
      priority: 'high',
      ticketCode: attendee.ticketCode,
      capture: { kind: 'external_badge', text: attendee.externalBadgeId, images: [] },
      user: { fullName: attendee.guestName, emailId: attendee.guestEmail, companyName: attendee.attendeeCompany, phone: attendee.attendeePhone },
      capturedBy: { userId: scanner.user._id },
    });
    // Typed by hand, and this portal's own ticket code under the same person: one lead, a touch each.
    const typed = await scan(staff, { badge: ` ${attendee.externalBadgeId} ` });
    const code = await scan(api.acme, { badge: attendee.ticketCode });
    expect([typed.status, code.status]).toEqual([200, 200]);
    expect([typed.body.data.outcome, typed.body.data.lead._id, code.body.data.lead._id]).toEqual(['existing', lead._id, lead._id]);
    expect(await touchesOf(lead._id)).toHaveLength(3);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, lead._id));
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      `Scanned the badge of ${attendee.guestName} again`,
      `Scanned the badge of ${attendee.guestName} again`,
      `Scanned the badge of ${attendee.guestName}: new lead`,
    ]);
  });

  it('finds an attendee by a badge id outside the pattern: scanned as text, typed in a ticket code’s shape, or typed as anything else', async () => {
    const lower = await importAttendee('Lower Case', 'reg 77/b');
    const shaped = await importAttendee('Code Shaped', 'REG-0042');
    const scanned = await scan(api.acme, { badge: 'reg 77/b', from: 'camera' });
    expect(scanned.status).toBe(201);
    expect(scanned.body.data.lead).toMatchObject({ ticketCode: lower.ticketCode, capture: { kind: 'external_badge', text: 'reg 77/b' }, user: { fullName: 'Lower Case' } });
    const typedOther = await scan(staff, { badge: 'reg 77/b', from: 'typed' });
    expect([typedOther.status, typedOther.body.data.lead._id]).toEqual([200, scanned.body.data.lead._id]);
    const typedShaped = await scan(api.acme, { badge: 'REG-0042' });
    expect(typedShaped.status).toBe(201);
    expect(typedShaped.body.data.lead).toMatchObject({ ticketCode: shaped.ticketCode, capture: { kind: 'external_badge', text: 'REG-0042' } });
    // The id is matched as typed: another case is another id.
    const before = await written();
    const otherCase = await scan(api.acme, { badge: 'reg-0042' });
    expect(otherCase.status).toBe(404);
    expect(otherCase.body.message).toBe(BADGE_CHECK_MESSAGES.unknownCode);
    expect(await written()).toEqual(before);
  });

  it('refuses an imported attendee’s cancelled badge id, and writes nothing', async () => {
    const ticket = await importAttendee('Cancelled Person', 'EXPO-555001');
    await api.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, ticket.id));
    const before = await written();
    const answer = await scan(api.acme, { badge: 'EXPO-555001', from: 'camera' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BADGE_CHECK_MESSAGES.cancelled);
    expect(await written()).toEqual(before);
  });

  it('keeps a scanned badge id no attendee has on one lead of the company, touched by every later scan', async () => {
    const first = await scan(scanner, { badge: DEMO_UNKNOWN_BADGE_ID, from: 'camera', qualification: { appendNote: 'Registered on site.' } });
    expect(first.status).toBe(201);
    const lead = first.body.data.lead;
    expect(lead).toMatchObject({
      source: 'booth_scan',
      ticketCode: null,
      capture: { kind: 'unknown_badge', text: DEMO_UNKNOWN_BADGE_ID, images: [] },
      user: { fullName: UNKNOWN_BADGE_NAME, emailId: null },
    });
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual(['Registered on site.']);
    // A second member names the visitor: the placeholder gives way, the lead stays one.
    const again = await scan(staff, { badge: DEMO_UNKNOWN_BADGE_ID, from: 'camera', person: { fullName: 'Walk-in Visitor', companyName: 'Walk-in Co' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This badge already has a lead: the scan was added to it');
    expect(again.body.data.lead).toMatchObject({ _id: lead._id, user: { fullName: 'Walk-in Visitor', companyName: 'Walk-in Co' }, capture: { kind: 'unknown_badge' } });
    expect(again.body.data.lead.touches).toHaveLength(2);
    const borealis = await scan(api.borealis, { badge: DEMO_UNKNOWN_BADGE_ID, from: 'camera' });
    expect(borealis.status).toBe(201);
    expect(borealis.body.data.lead._id).not.toBe(lead._id);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, lead._id));
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      `Scanned badge ${DEMO_UNKNOWN_BADGE_ID} again (no attendee has it): lead Walk-in Visitor`,
      `Scanned badge ${DEMO_UNKNOWN_BADGE_ID}, which no attendee has: new lead ${UNKNOWN_BADGE_NAME}`,
    ]);
  });

  it('makes one unknown badge lead when members scan the same id at the same moment', async () => {
    const members = [api.acme, staff, scanner, api.acme, staff, scanner];
    const answers = await Promise.all(members.map((who) => scan(who, { badge: 'EXPO-777777', from: 'camera' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.data.lead._id));
    expect(ids.size).toBe(1);
    expect(await touchesOf([...ids][0]!)).toHaveLength(6);
  });

  it('gives the unknown badge’s lead its ticket once the organiser imports the attendee', async () => {
    const unknown = await scan(api.acme, { badge: 'EXPO-888001', from: 'camera' });
    const named = await scan(api.acme, { badge: 'EXPO-888002', from: 'camera', person: { fullName: 'Typed At The Booth' } });
    const firstTicket = await importAttendee('Imported Later', 'EXPO-888001');
    await importAttendee('Imported Name', 'EXPO-888002');
    const after = await scan(staff, { badge: 'EXPO-888001', from: 'camera' });
    expect(after.status).toBe(200);
    expect(after.body.data.lead).toMatchObject({
      _id: unknown.body.data.lead._id,
      ticketCode: firstTicket.ticketCode,
      capture: { kind: 'external_badge', text: 'EXPO-888001' },
      user: { fullName: 'Imported Later', emailId: firstTicket.guestEmail },
    });
    expect(after.body.data.lead.touches).toHaveLength(2);
    // A name typed at the booth stays; the ticket fills what the lead lacked.
    const typed = await scan(staff, { badge: 'EXPO-888002' });
    expect(typed.body.data.lead).toMatchObject({ _id: named.body.data.lead._id, user: { fullName: 'Typed At The Booth', emailId: expect.stringMatching(/@ids\.example$/) } });
  });

  it('refuses a typed badge id no attendee has as a typing slip, and writes nothing', async () => {
    const before = await written();
    const answer = await scan(api.acme, { badge: 'EXPO-123450', qualification: { appendNote: 'Should not be kept' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(BADGE_CHECK_MESSAGES.unknownBadgeId);
    expect(await written()).toEqual(before);
  });
});
