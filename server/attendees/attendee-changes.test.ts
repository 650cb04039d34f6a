// The attendee record's preview, correction and cancelling called as the handlers call them, against
// a real database (PGlite) and without HTTP: what each reads, writes and refuses. What the HTTP layer
// adds (status codes, the contract's validation, roles) stays in server/handlers/organiser-attendees.test.ts.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../db/schema/all-tables.ts';
import { insertOtherEvent } from '../testing/other-event.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { attendeeDetailsOf } from '../../src/rules/attendee-rules.ts';
import { ATTENDEE_CHANGE_MESSAGES, cancelAttendee, updateAttendee } from './attendee-changes.ts';
import { importAttendees, previewAttendeeImport } from './attendee-import.ts';
import { attendeeBadge, listAttendees } from './attendee-list.ts';

const testDb = useAuthTestDb('pglite');

const HEADER = 'name,email,company,ticket type,badge id\n';
const ZARA = 'Zara Quill,zara@quill.example,Quill Labs,Visitor,EXPO-500001\n';
const YUSUF = 'Yusuf Reed,yusuf@reed.example,Reed & Co,Visitor,EXPO-500002\n';

const attendeeRows = () => testDb.db.select().from(tickets).where(and(eq(tickets.eventId, testDb.eventId), isNull(tickets.exhibitorId)));
const idOf = async (name: string) => (await attendeeRows()).find((row) => row.guestName === name)!.id;

/** A second event with an exhibitor's guest, made once: its event and the guest's ticket. */
let other: Promise<{ eventId: string; guestTicket: string }> | undefined;
const otherEvent = () =>
  (other ??= insertOtherEvent(testDb.db, 'another-expo.example.test').then(async ({ eventId }) => {
    const [guest] = await testDb.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.eventId, eventId));
    return { eventId, guestTicket: guest!.id };
  }));

describe('the import preview', () => {
  it('says what the import would do, with the same rules, and writes nothing', async () => {
    expect(await previewAttendeeImport(testDb.db, testDb.eventId, HEADER + ZARA + YUSUF)).toMatchObject({ read: 2, imported: 2, kept: 0, filled: 0, refused: [] });
    expect(await attendeeRows()).toEqual([]);

    await importAttendees(testDb.db, testDb.eventId, HEADER + ZARA);
    const again = await previewAttendeeImport(testDb.db, testDb.eventId, HEADER + ZARA + YUSUF + '\n');
    expect(again).toMatchObject({ read: 2, imported: 1, kept: 1, refused: [] });
    expect(await attendeeRows()).toHaveLength(1);
  });

  it('names each refused line, and counts nothing to add while one is refused, as the import refuses the file', async () => {
    const file = HEADER + 'Ana Ruiz,ana@ruiz.example,,Visitor,\n,nameless@example.com,,Visitor,\nBo Li,bo@li.example,,Visitor,EXPO-500001\n';
    const preview = await previewAttendeeImport(testDb.db, testDb.eventId, file);
    expect(preview).toMatchObject({ read: 3, imported: 0, kept: 0, refused: ['Line 3: the name is missing.'] });
    expect(await importAttendees(testDb.db, testDb.eventId, file)).toEqual({ ok: false, errors: preview.refused });
    // A badge id another attendee holds is refused by the preview as by the import.
    const conflict = HEADER + 'Bo Li,bo@li.example,,Visitor,EXPO-500001\n';
    expect((await previewAttendeeImport(testDb.db, testDb.eventId, conflict)).refused).toEqual(["Line 2: badge id EXPO-500001 is already Zara Quill (zara@quill.example)'s."]);
    expect(await attendeeRows()).toHaveLength(1);
  });
});

describe('correcting an attendee', () => {
  it('saves every detail, trimmed, and keeps the ticket, its code and its status', async () => {
    const id = await idOf('Zara Quill');
    const [before] = await testDb.db.select().from(tickets).where(eq(tickets.id, id));
    const saved = await updateAttendee(
      testDb.db,
      testDb.eventId,
      id,
      attendeeDetailsOf({ name: ' Zara Quill-Ames ', email: 'Zara.Ames@Quill.example', company: '', designation: 'CTO', phone: '+44 20 7946 0000', ticketType: 'Delegate', badgeId: 'EXPO-500009' }),
    );
    expect(saved).toMatchObject({ id, name: 'Zara Quill-Ames', email: 'zara.ames@quill.example', company: null, designation: 'CTO', ticketType: 'Delegate', badgeId: 'EXPO-500009', status: 'active', ticketCode: before!.ticketCode });
    expect((await listAttendees(testDb.db, testDb.eventId, { search: 'EXPO-500009' })).attendees.map((a) => a.name)).toEqual(['Zara Quill-Ames']);
  });

  it("refuses a missing name, an e-mail or badge id another attendee holds, and another event's attendee, changing nothing", async () => {
    await importAttendees(testDb.db, testDb.eventId, HEADER + YUSUF);
    const id = await idOf('Yusuf Reed');
    const details = attendeeDetailsOf({ name: 'Yusuf Reed', email: 'yusuf@reed.example', ticketType: 'Visitor', badgeId: 'EXPO-500002' });
    await expect(updateAttendee(testDb.db, testDb.eventId, id, { ...details, name: null })).rejects.toMatchObject({ status: 400, errors: [{ path: '/name', message: 'Name is required' }] });
    await expect(updateAttendee(testDb.db, testDb.eventId, id, { ...details, email: 'zara.ames@quill.example' })).rejects.toMatchObject({
      status: 409,
      message: ATTENDEE_CHANGE_MESSAGES.emailHeld('zara.ames@quill.example', 'Zara Quill-Ames'),
      errors: [{ path: '/email' }],
    });
    await expect(updateAttendee(testDb.db, testDb.eventId, id, { ...details, badgeId: 'EXPO-500009' })).rejects.toMatchObject({ status: 409, errors: [{ path: '/badgeId' }] });
    const { eventId, guestTicket } = await otherEvent();
    await expect(updateAttendee(testDb.db, eventId, id, details)).rejects.toMatchObject({ status: 404 });
    await expect(updateAttendee(testDb.db, testDb.eventId, guestTicket, details)).rejects.toMatchObject({ status: 404 });
    const [row] = await testDb.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row).toMatchObject({ guestName: 'Yusuf Reed', guestEmail: 'yusuf@reed.example', externalBadgeId: 'EXPO-500002' });
  });
});

describe('cancelling an attendee', () => {
  it('keeps them listed as Cancelled, with no badge to print, no further change, and a re-import leaves them so', async () => {
    const id = await idOf('Yusuf Reed');
    expect(await cancelAttendee(testDb.db, testDb.eventId, id)).toMatchObject({ id, name: 'Yusuf Reed', status: 'cancelled' });
    expect((await listAttendees(testDb.db, testDb.eventId, { search: 'yusuf' })).attendees).toMatchObject([{ id, status: 'cancelled' }]);
    await expect(attendeeBadge(testDb.db, testDb.eventId, id)).rejects.toMatchObject({ status: 409 });
    await expect(cancelAttendee(testDb.db, testDb.eventId, id)).rejects.toMatchObject({ status: 409, message: ATTENDEE_CHANGE_MESSAGES.alreadyCancelled });
    await expect(updateAttendee(testDb.db, testDb.eventId, id, attendeeDetailsOf({ name: 'Yusuf R.', ticketType: 'Visitor' }))).rejects.toMatchObject({
      status: 409,
      message: ATTENDEE_CHANGE_MESSAGES.cancelledUnchangeable,
    });
    expect(await importAttendees(testDb.db, testDb.eventId, HEADER + YUSUF)).toMatchObject({ ok: true, result: { imported: 0, kept: 1 } });
    const [row] = await testDb.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row!.status).toBe('cancelled');
  });

  it("answers 404 for an exhibitor's guest, of this event or another", async () => {
    const { eventId, guestTicket } = await otherEvent();
    await expect(cancelAttendee(testDb.db, testDb.eventId, guestTicket)).rejects.toMatchObject({ status: 404 });
    await expect(cancelAttendee(testDb.db, eventId, guestTicket)).rejects.toMatchObject({ status: 404 });
    const [guest] = await testDb.db.select().from(tickets).where(eq(tickets.id, guestTicket));
    expect(guest!.status).toBe('active');
  });
});
