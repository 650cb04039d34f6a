import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog, leadNotes, leads, leadTouches } from '../db/schema/all-tables.ts';
import { CAPTURE_MESSAGES } from '../../src/rules/capture-code.ts';
import { LEAD_RULE_MESSAGES } from '../../src/rules/lead-rules.ts';
import { dbKinds, snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { scanFromCamera, signInStaffAndScanner, vcard } from '../testing/scan-kit.ts';

// POST /leads/scan with codes that carry a visitor's details (vCard, MeCard) or nothing but text:
// each makes a lead that keeps what was read, the person at the booth may correct any field, and a
// visitor the company already has (same e-mail, or same phone in E.164) is merged into their lead;
// a lead scanner's capture only into a lead they own (scan-ownership.test.ts).

describe.each(dbKinds)('contact and text codes on %s', (kind) => {
  const api = useSeededApi(kind);
  let staff: SignedInExhibitor;
  let scanner: SignedInExhibitor;

  const written = () => snapshot(api.db, [leads, leadTouches, leadNotes, activityLog]);
  /** Acme's demo lead with this e-mail. */
  const demoLead = async (email: string) => (await api.db.select().from(leads).where(and(eq(leads.exhibitorId, api.acme.exhibitorId), eq(leads.emailId, email))))[0]!;

  beforeAll(async () => {
    ({ staff, scanner } = await signInStaffAndScanner(api.url));
  });

  it('makes a lead of a vCard’s details, phones in E.164, keeping the code’s text', async () => {
    const text = vcard(['N:Rao;Kavya;;;', 'FN:Kavya Rao', 'ORG:Zenith Labs', 'TITLE:CTO', 'TEL;TYPE=CELL:098200 12345', 'EMAIL:Kavya@Zenith.example', 'URL:https://zenith.example', 'ADR;TYPE=WORK:;;5 Park St;Kolkata;;700016;India']);
    const { status, body } = await scanFromCamera(scanner, { badge: text, qualification: { rating: 4 } });
    expect(status).toBe(201);
    expect(body.message).toBe('Lead captured');
    expect(body.data.outcome).toBe('created');
    expect(body.data.lead).toMatchObject({
      source: 'booth_scan',
      rating: 4,
      ticketCode: null,
      capture: { kind: 'vcard', text, images: [] },
      user: {
        fullName: 'Kavya Rao',
        emailId: 'kavya@zenith.example',
        companyName: 'Zenith Labs',
        designation: 'CTO',
        phone: '+919820012345',
        website: 'https://zenith.example',
        address: '5 Park St, Kolkata, 700016, India',
      },
      capturedBy: { userId: scanner.user._id },
    });
    expect(body.data.lead.touches).toHaveLength(1);
    const [entry] = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, body.data.lead._id));
    expect(entry).toMatchObject({ action: 'lead.scan', summary: 'Scanned the vCard of Kavya Rao: new lead' });
  });

  it('takes each field the person at the booth gives in place of the code’s', async () => {
    const text = vcard(['FN:Omar Haddad', 'ORG:Initech', 'TITLE:Buyer', 'EMAIL:omar@initech.example']);
    const { status, body } = await scanFromCamera(staff, { badge: text, person: { companyName: 'Initech Global', designation: null, phone: '098200 99999' } });
    expect(status).toBe(201);
    expect(body.data.lead.user).toEqual({
      fullName: 'Omar Haddad',
      emailId: 'omar@initech.example',
      companyName: 'Initech Global',
      designation: null,
      phone: '+919820099999',
      website: null,
      address: null,
    });
  });

  it('merges a vCard whose e-mail the company has (any case) into that lead: empty fields filled, a touch, the read text as a note', async () => {
    const kenji = await demoLead('kenji@hikari.example');
    const text = vcard(['FN:Kenji W.', 'ORG:Another Name Ltd', 'EMAIL:KENJI@Hikari.Example', 'URL:https://hikari.example']);
    const { status, body } = await scanFromCamera(staff, { badge: text, qualification: { appendNote: 'Asked for a quote.' } });
    expect(status).toBe(200);
    expect(body.message).toBe('The company already has a lead for this visitor: the scan was merged into it');
    expect(body.data.outcome).toBe('existing');
    const lead = body.data.lead;
    expect(lead._id).toBe(kenji.id);
    // What the lead had stays; only what it lacked is filled.
    expect(lead.user).toMatchObject({ fullName: 'Kenji Watanabe', companyName: kenji.companyName, phone: kenji.phone, website: 'https://hikari.example' });
    // A merge keeps how the lead was first captured.
    expect(lead.capture).toEqual({ kind: kenji.captureKind, text: kenji.captureText, images: [] });
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual(['Asked for a quote.', `Scanned a vCard:\n${text}`]);
    expect(lead.touches.map((touch: { by: { userId: string } }) => touch.by.userId)).toEqual([staff.user._id]);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, kenji.id));
    expect(entries.map((entry) => [entry.action, entry.summary])).toContainEqual(['lead.merge', 'Scanned the vCard of Kenji Watanabe: merged into the existing lead']);
  });

  it('merges a MeCard whose phone, read in E.164, the company has into that lead, which gains the e-mail it lacked', async () => {
    const priya = await demoLead('priya.nair@freshmart.example');
    await api.db.update(leads).set({ emailId: null }).where(eq(leads.id, priya.id));
    // The demo lead's phone is stored as typed ("+91 9000000001"); the MeCard's has no country code.
    const { status, body } = await scanFromCamera(staff, { badge: 'MECARD:N:Nair,Priya;TEL:9000000001;EMAIL:priya@freshmart.example;;' });
    expect(status).toBe(200);
    expect(body.data.lead).toMatchObject({ _id: priya.id, user: { fullName: 'Priya Nair', emailId: 'priya@freshmart.example', phone: priya.phone } });
    const again = await scanFromCamera(staff, { badge: 'MECARD:N:Nair,Priya;TEL:+91 90000 00001;;' });
    expect([again.status, again.body.data.lead._id]).toEqual([200, priya.id]);
    // A MeCard nobody at the company has is a new lead.
    const fresh = await scanFromCamera(staff, { badge: 'MECARD:N:Fernandes,Lia;TEL:+351 912 345 678;;' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.lead).toMatchObject({ capture: { kind: 'mecard' }, user: { fullName: 'Lia Fernandes', phone: '+351912345678' } });
  });

  it('adds no note when the same contact code is scanned again', async () => {
    const text = vcard(['FN:Same Again', 'EMAIL:same.again@example.com']);
    const first = await scanFromCamera(api.acme, { badge: text });
    const second = await scanFromCamera(staff, { badge: text });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data.lead.notes).toEqual([]);
    expect(second.body.data.lead.touches).toHaveLength(2);
  });

  it('makes one lead when members scan the same new visitor’s code at the same moment', async () => {
    // A scanner's captures go only to leads they own, so their scans at the same moment make one of
    // their own; the others share the company's.
    for (const [who, fullName] of [[[api.acme, staff, api.acme, staff], 'Busy Visitor'], [[scanner, scanner, scanner], 'Busy Scanned']] as const) {
      const [first, last] = fullName.split(' ');
      const email = `${fullName.toLowerCase().replace(' ', '.')}@example.com`;
      const phone = who[0] === scanner ? '+44 20 7946 0959' : '+44 20 7946 0958';
      const text = vcard([`FN:${fullName}`, `EMAIL:${email}`, `TEL:${phone}`]);
      const mecard = `MECARD:N:${last},${first};TEL:${phone.replace(/ /g, '')};;`;
      const answers = await Promise.all(who.map((member, index) => scanFromCamera(member, { badge: index % 2 === 0 ? text : mecard })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([...who.slice(1).map(() => 200), 201]);
      const ids = new Set(answers.map((answer) => answer.body.data.lead._id));
      expect(ids.size).toBe(1);
      expect(await api.db.select().from(leadTouches).where(eq(leadTouches.leadId, [...ids][0]!))).toHaveLength(who.length);
    }
  });

  it('refuses a text code without the visitor’s name, and writes nothing', async () => {
    const before = await written();
    for (const person of [undefined, { fullName: '   ', companyName: 'Acme' }]) {
      const answer = await scanFromCamera(scanner, { badge: 'https://example.com/p/123', ...(person ? { person } : {}) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(CAPTURE_MESSAGES.needsName);
      expect(answer.body.errors).toEqual([{ path: '/person/fullName', message: CAPTURE_MESSAGES.needsName }]);
    }
    expect(await written()).toEqual(before);
  });

  it('keeps a named text code’s text on a new lead', async () => {
    const { status, body } = await scanFromCamera(scanner, { badge: 'https://example.com/p/123', person: { fullName: 'Meera from the talk', companyName: 'Talk Co' } });
    expect(status).toBe(201);
    expect(body.data.lead).toMatchObject({
      source: 'booth_scan',
      capture: { kind: 'text', text: 'https://example.com/p/123', images: [] },
      user: { fullName: 'Meera from the talk', companyName: 'Talk Co', emailId: null },
    });
    const [entry] = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, body.data.lead._id));
    expect(entry!.summary).toBe('Scanned a code for Meera from the talk: new lead');
  });

  it('refuses a given e-mail that is none, and writes nothing', async () => {
    const before = await written();
    const answer = await scanFromCamera(staff, { badge: vcard(['FN:Bad Mail']), person: { emailId: 'not an address' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: '/person/emailId', message: LEAD_RULE_MESSAGES.emailInvalid }]);
    expect(await written()).toEqual(before);
  });

  it('counts every capture in the dashboard’s booth figures', async () => {
    const total = async () => (await api.acme.call('GET', '/api/dashboard/analytics')).body.data.boothScans.total as number;
    const before = await total();
    const captures = [
      { badge: 'EXPO-100002' },
      { badge: 'EXPO-654321' },
      { badge: vcard(['FN:Counted Card', 'EMAIL:counted@example.com']) },
      { badge: 'MECARD:N:Counted,Me;EMAIL:counted.me@example.com;;' },
      { badge: 'plain text code', person: { fullName: 'Counted Text' } },
      { badge: 'GTE26-DEL-0002', from: 'typed' },
    ];
    for (const body of captures) expect((await scanFromCamera(staff, body)).status).toBeLessThan(300);
    expect(await total()).toBe(before + captures.length);
  });
});
