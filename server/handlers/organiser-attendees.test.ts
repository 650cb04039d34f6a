// The console's Attendees and badges screen over HTTP: the organiser imports a CSV (all or nothing,
// the lines to fix named; a re-import adds only new people), finds attendees by name, e-mail, company
// or badge id, and prints one badge or all of them as a PDF; an organiser of another event sees none
// of it, gets 404 for this event's attendees and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { tickets } from '../db/schema/all-tables.ts';
import { DEMO_ATTENDEES } from '../demo/demo-attendees.ts';
import { pdfShownText } from '../badges/pdf-text.ts';
import { callApi, defaultEventId, refusalCheck, unknownId, useSeededApi, type ApiAnswer } from '../testing/api-test-kit.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { insertOtherEvent, type OtherEvent } from '../testing/other-event.ts';

interface Row {
  _id: string;
  name: string;
  email: string | null;
  company: string | null;
  ticketCode: string;
  badgeId: string | null;
  status: string;
}

const api = useSeededApi();
const refused = refusalCheck(api, [tickets]);

let eventId: string;
let other: OtherEvent;
let organiser: string;
let staff: string;
let otherOrganiser: string;

const as = (token: string) => (method: string, path: string, json?: unknown): Promise<ApiAnswer> => callApi(api.url, method, path, { token, json });

const list = async (token: string, query = ''): Promise<{ attendees: Row[]; total: number; limit: number; offset: number }> => {
  const answer = await as(token)('GET', `/api/organiser/attendees${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** The PDF a download answered, with its pages and the text it shows. */
async function pdfOf(token: string, path: string): Promise<{ answer: Response; pages: number; shown: string[] }> {
  const answer = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  const pdf = new Uint8Array(await answer.arrayBuffer());
  return { answer, pages: (await PDFDocument.load(pdf)).getPageCount(), shown: pdfShownText(pdf) };
}

const importCsv = (token: string, csv: string) => as(token)('POST', '/api/organiser/attendees/import', { csv });

beforeAll(async () => {
  eventId = await defaultEventId(api.url);
  other = await insertOtherEvent(api.db);
  organiser = await organiserToken(api, { eventId, role: 'organiser' });
  staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
  otherOrganiser = await organiserToken(api, { eventId: other.eventId, role: 'organiser' });
});

describe('GET /api/organiser/attendees', () => {
  it("lists the event's imported attendees by name, not the exhibitors' guests nor another event's", async () => {
    const page = await list(organiser);
    expect(page.attendees.map((a) => a.name)).toEqual(DEMO_ATTENDEES.map((a) => a.guestName).sort((a, b) => (a < b ? -1 : 1)));
    expect(page.total).toBe(DEMO_ATTENDEES.length);
    expect(page.attendees.find((a) => a.name === 'Priya Nair')).toMatchObject({ email: 'priya.nair@initech.example', company: 'Initech', badgeId: 'EXPO-100001', ticketCode: 'GTE26-VIS-0001', status: 'active' });
    expect(page.attendees.some((a) => a.ticketCode.startsWith('GOLD-'))).toBe(false);
    expect((await list(otherOrganiser)).total).toBe(0);
  });

  it('finds by name, e-mail, company or badge id in any case, and pages', async () => {
    expect((await list(staff, '?search=NAIR')).attendees.map((a) => a.name)).toEqual(['Priya Nair']);
    expect((await list(organiser, '?search=hooli.example')).attendees.map((a) => a.name)).toEqual(['Tomás Herrera']);
    expect((await list(organiser, '?search=soylent')).attendees.map((a) => a.name)).toEqual(['Aiko Tanaka']);
    expect((await list(organiser, '?search=expo-100003')).attendees.map((a) => a.name)).toEqual(['Aiko Tanaka']);
    expect((await list(organiser, '?search=%25')).total).toBe(0);
    const second = await list(organiser, '?limit=2&offset=2');
    expect(second).toMatchObject({ total: DEMO_ATTENDEES.length, limit: 2, offset: 2 });
    expect(second.attendees).toHaveLength(2);
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', `?search=${'x'.repeat(201)}`]) {
      expect((await as(organiser)('GET', `/api/organiser/attendees${query}`)).status, query).toBe(400);
    }
  });

  it('is not open to an exhibitor or without a token', async () => {
    expect((await api.acme.call('GET', '/api/organiser/attendees')).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/organiser/attendees')).status).toBe(401);
  });
});

describe('POST /api/organiser/attendees/import', () => {
  it('imports a file with badge ids; a re-import adds only the new people', async () => {
    const csv = 'Name,Email,Company,Job title,Ticket type,Badge ID\nAsha Menon,Asha@Example.com,Globex,CTO,Visitor,EXPO-200001\nBruno Costa,bruno@example.com,Hooli,Buyer,Press,\n';
    const answer = await importCsv(staff, csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Imported 2 attendees.', data: { imported: 2, kept: 0, filled: 0, unmatchedLines: [], warning: null } });
    const [asha] = (await list(organiser, '?search=EXPO-200001')).attendees;
    expect(asha).toMatchObject({ name: 'Asha Menon', email: 'asha@example.com', company: 'Globex', badgeId: 'EXPO-200001', status: 'active' });
    expect(asha!.ticketCode).toMatch(/^VISITO-[A-Z0-9]{8}$/);

    const again = await importCsv(organiser, `${csv}Cara Diaz,cara@example.com,,,Visitor,BADGE-7\n`.replace('Hooli,Buyer,Press,', 'Hooli,Buyer,Press,EXPO-200002'));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe('Imported 1 attendee (2 already had a ticket and were left as they were, 1 of them given their badge id).');
    // The demo event recognises EXPO- and six digits: the other id is imported, and said.
    expect(again.body.data).toMatchObject({ imported: 1, kept: 2, filled: 1, unmatchedLines: [4] });
    expect(again.body.data.warning).toMatch(/^1 badge id does not match the event's badge id pattern .* \(line 4\)/);
    expect((await list(organiser, '?search=bruno')).attendees[0]!.badgeId).toBe('EXPO-200002');
    expect((await list(organiser, '?search=EXPO-2000')).total).toBe(2);
  });

  it('imports no one from a file with bad lines, and lists the lines to fix', async () => {
    const bad = 'name,email,ticket type\nGood Person,good@example.com,Visitor\n,no-name@example.com,Visitor\nRaj,raj@,\n';
    const answer = await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: bad } }, 400, 'Nothing was imported: fix these 2 problems in the file and import it again.');
    expect(answer.body.errors).toEqual([
      { path: '/csv', message: 'Line 3: the name is missing.' },
      { path: '/csv', message: 'Line 4: the ticket type is missing; "raj@" is not an e-mail address.' },
    ]);
    const header = await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: 'who,ticket type\nX,Visitor\n' } }, 400, 'Nothing was imported: fix these 2 problems in the file and import it again.');
    expect(header.body.errors.map((e: { message: string }) => e.message)).toContain('Line 1: unknown column "who" (use name, email, company, designation, phone, ticket type, badge id).');
    // A badge id another attendee of the event holds: named by its line, nothing imported.
    const taken = DEMO_ATTENDEES[0]!;
    const clash = await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: `name,email,ticket type,badge id\nNew One,new.one@example.com,Visitor,EXPO-200099\nHugo Ives,hugo@example.com,Visitor,${taken.externalBadgeId}\n` } }, 400);
    expect(clash.body.errors).toEqual([{ path: '/csv', message: `Line 3: badge id ${taken.externalBadgeId} is already ${taken.guestName} (${taken.guestEmail})'s.` }]);
    expect((await list(organiser, '?search=new.one')).total).toBe(0);
    await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: '' } }, 400);
    await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: 'x'.repeat(1_000_001) } }, 400);
    await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { csv: 'x'.repeat(1_100_000) } }, 413);
    await refused('POST', '/api/organiser/attendees/import', { token: organiser, json: { file: 'name\n' } }, 400);
  });
});

describe('printing badges', () => {
  it("prints one attendee's badge as a PDF named by the ticket code", async () => {
    const [priya] = (await list(staff, '?search=priya')).attendees;
    const { answer, pages, shown } = await pdfOf(staff, `/api/organiser/attendees/${priya!._id}/badge`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="badge-${priya!.ticketCode}.pdf"`);
    expect(pages).toBe(1);
    expect(shown).toContain(priya!.ticketCode);
    expect(shown).toContain('Priya Nair');
  });

  it('prints every attendee whose ticket is not cancelled, or those a search finds, in one PDF', async () => {
    const [farhan] = (await list(organiser, '?search=farhan')).attendees;
    await api.db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.id, farhan!._id));
    const active = await api.db.select().from(tickets).where(and(eq(tickets.eventId, eventId), isNull(tickets.exhibitorId)));
    const printable = active.filter((t) => t.status !== 'cancelled');
    const all = await pdfOf(organiser, '/api/organiser/attendees/badges');
    expect(all.answer.headers.get('content-disposition')).toBe('attachment; filename="attendee-badges.pdf"');
    expect(all.pages).toBe(printable.length);
    for (const ticket of printable) expect(all.shown).toContain(ticket.ticketCode);
    expect(all.shown).not.toContain(farhan!.ticketCode);
    expect((await pdfOf(organiser, '/api/organiser/attendees/badges?search=initech')).pages).toBe(1);
    await refused('GET', `/api/organiser/attendees/${farhan!._id}/badge`, { token: organiser }, 409, "This attendee's ticket was cancelled, so it has no badge to print.");
    await refused('GET', '/api/organiser/attendees/badges?search=nobody-at-all', { token: organiser }, 409, 'No attendee with an active ticket matches, so there are no badges to print.');
  });

  it("answers 404 for an unknown attendee and for an exhibitor's guest", async () => {
    await refused('GET', `/api/organiser/attendees/${unknownId}/badge`, { token: organiser }, 404, 'Attendee not found');
    const [guest] = await api.db.select().from(tickets).where(eq(tickets.ticketCode, 'GOLD-DEMO0001'));
    await refused('GET', `/api/organiser/attendees/${guest!.id}/badge`, { token: organiser }, 404, 'Attendee not found');
    await refused('GET', '/api/organiser/attendees/not-an-id/badge', { token: organiser }, 400);
  });
});

describe('an organiser of another event', () => {
  it("gets 404 for this event's attendees, and their import touches only their own event", async () => {
    const [priya] = (await list(organiser, '?search=priya')).attendees;
    await refused('GET', `/api/organiser/attendees/${priya!._id}/badge`, { token: otherOrganiser }, 404, 'Attendee not found');
    await refused('GET', '/api/organiser/attendees/badges', { token: otherOrganiser }, 409);
    // The same e-mail and badge id as this event's attendee: another event's list, so a new person there.
    const theirs = await importCsv(otherOrganiser, `name,email,ticket type,badge id\nPriya Nair,${DEMO_ATTENDEES[0]!.guestEmail},Visitor,${DEMO_ATTENDEES[0]!.externalBadgeId}\n`);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.data.imported).toBe(1);
    const [their] = (await list(otherOrganiser)).attendees;
    expect(their!._id).not.toBe(priya!._id);
    await refused('GET', `/api/organiser/attendees/${their!._id}/badge`, { token: organiser }, 404, 'Attendee not found');
    expect((await list(organiser, '?search=priya')).attendees).toEqual([priya]);
  });
});

describe('previewing an import, correcting and cancelling an attendee', () => {
  it('previews a file as the import reads it and writes nothing', async () => {
    const csv = 'name,email,ticket type\nDana Fox,dana.fox@example.com,Visitor\nAsha Menon,asha@example.com,Visitor\n';
    const before = await api.db.select().from(tickets);
    const answer = await as(staff)('POST', '/api/organiser/attendees/import/preview', { csv });
    expect(answer.body).toEqual({ success: true, data: { read: 2, added: 1, kept: 1, filled: 0, refused: [], unmatchedLines: [], warning: null } });
    const bad = await as(organiser)('POST', '/api/organiser/attendees/import/preview', { csv: 'name,ticket type\n,Visitor\n' });
    expect(bad.body.data).toMatchObject({ read: 1, added: 0, refused: ['Line 2: the name is missing.'] });
    expect(await api.db.select().from(tickets)).toEqual(before);
    await refused('POST', '/api/organiser/attendees/import/preview', { token: organiser, json: { csv: '' } }, 400);
    expect((await api.acme.call('POST', '/api/organiser/attendees/import/preview', { csv })).status).toBe(401);
  });

  it("corrects an attendee's details, refusing a bad body, a held e-mail and another event's organiser", async () => {
    const [asha] = (await list(organiser, '?search=asha@example.com')).attendees;
    const path = `/api/organiser/attendees/${asha!._id}`;
    const body = { name: 'Asha Menon-Rao', email: 'asha.rao@example.com', company: 'Globex', designation: 'CTO', phone: null, ticketType: 'Visitor', badgeId: 'EXPO-200001' };
    const saved = await as(staff)('PUT', path, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: "Asha Menon-Rao's details were saved.", data: { _id: asha!._id, name: 'Asha Menon-Rao', email: 'asha.rao@example.com', ticketCode: asha!.ticketCode } });
    await refused('PUT', path, { token: organiser, json: { ...body, name: '' } }, 400);
    await refused('PUT', path, { token: organiser, json: { name: 'Only A Name' } }, 400);
    const held = await refused('PUT', path, { token: organiser, json: { ...body, email: 'bruno@example.com' } }, 409, 'bruno@example.com is already Bruno Costa\'s e-mail address.');
    expect(held.body.errors).toEqual([{ path: '/email', message: "bruno@example.com is already Bruno Costa's e-mail address." }]);
    await refused('PUT', path, { token: otherOrganiser, json: body }, 404, 'Attendee not found');
    await refused('PUT', `/api/organiser/attendees/${unknownId}`, { token: organiser, json: body }, 404, 'Attendee not found');
    expect((await api.acme.call('PUT', path, body)).status).toBe(401);
  });

  it('cancels an attendee, who stays listed as Cancelled; again, or by another event, is refused', async () => {
    const [bruno] = (await list(organiser, '?search=bruno')).attendees;
    const path = `/api/organiser/attendees/${bruno!._id}/cancel`;
    await refused('POST', path, { token: otherOrganiser }, 404, 'Attendee not found');
    const answer = await as(staff)('POST', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Bruno Costa's ticket was cancelled: their badge no longer prints or lets them in.", data: { _id: bruno!._id, status: 'cancelled' } });
    expect((await list(organiser, '?search=bruno')).attendees).toMatchObject([{ _id: bruno!._id, status: 'cancelled' }]);
    await refused('POST', path, { token: organiser }, 409, "This attendee's ticket is already cancelled.");
    await refused('PUT', `/api/organiser/attendees/${bruno!._id}`, { token: organiser, json: { name: 'Bruno C.', email: null, company: null, designation: null, phone: null, ticketType: 'Press', badgeId: null } }, 409);
  });
});
