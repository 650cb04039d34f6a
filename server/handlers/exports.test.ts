import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, exhibitors, leadExports, leadNotes, leads } from '../db/schema/all-tables.ts';
import { signInExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { FULL_HEADER } from '../exports/lead-export-columns.ts';
import { HUBSPOT_HEADER, SALESFORCE_HEADER } from '../../src/rules/crm-mapping.ts';

// Every export read back by a reader that shares no code with the writer: papaparse for CSV,
// exceljs for the workbook, ical.js for vCards. One lead carries every awkward value a visitor
// types: commas, quotes, line breaks, non-ASCII letters, a formula-looking remark.

const api = useSeededApi();

const TRICKY = {
  fullName: 'José "Pepe" Müller-Øster',
  emailId: 'jose@münchen.example',
  phone: '+49 (89) 1234-5678',
  website: 'https://grün-blau.example',
  address: 'Leopoldstraße 1, 80802 München',
  captureKind: 'business_card' as const,
  companyName: 'Grün; Blau, & Co',
  designation: 'Head of R&D\nEurope',
  status: 'contacted',
  priority: 'high' as const,
  source: 'networking' as const,
  rating: 4,
  tags: ['hot', 'demo, asked'],
  remarks: 'Wants a quote — "soon"\r\nCall before 10:00; not Fridays\\weekends',
  followUpDate: '2031-02-03',
  answers: { budget: '10k, maybe', interests: ['PickBot', 'Sorter'] },
};
const QUESTIONS = [
  { _id: 'q1', name: 'budget', label: 'Budget', type: 'text' },
  { _id: 'q2', name: 'interests', label: 'Interests', type: 'checkbox', options: ['PickBot', 'Sorter'] },
  { _id: 'q3', name: null, label: 'About you', type: 'title' },
];

async function download(who: SignedInExhibitor, path: string) {
  const response = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${who.token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

function parseCsv(bytes: Buffer): { bom: boolean; rows: Record<string, string>[]; fields: string[] } {
  const text = bytes.toString('utf8');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { bom: text.startsWith('\ufeff'), rows: parsed.data, fields: parsed.meta.fields ?? [] };
}

let trickyId: string;
let acmeLeadCount: number;

beforeAll(async () => {
  await api.db.update(exhibitors).set({ leadQuestions: QUESTIONS as never }).where(eq(exhibitors.id, api.acme.exhibitorId));
  const [row] = await api.db
    .insert(leads)
    .values({ ...TRICKY, exhibitorId: api.acme.exhibitorId, capturedBy: api.acme.user._id, ownerId: api.acme.user._id })
    .returning();
  trickyId = row!.id;
  await api.db.insert(leadNotes).values([
    { leadId: trickyId, authorId: api.acme.user._id, text: 'First, "quoted" note', createdAt: new Date('2030-01-02T10:00:00Z') },
    { leadId: trickyId, authorId: api.acme.user._id, text: 'Second note', createdAt: new Date('2030-01-03T11:30:00Z') },
  ]);
  acmeLeadCount = (await api.db.select({ id: leads.id }).from(leads).where(eq(leads.exhibitorId, api.acme.exhibitorId))).length;
});

describe('GET /api/leads/export/file', () => {
  it('writes every field as RFC 4180 CSV with a BOM, one column per lead question', async () => {
    const { response, bytes } = await download(api.acme, '/api/leads/export/file?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { bom, rows, fields } = parseCsv(bytes);
    expect(bom).toBe(true);
    expect(fields).toEqual([...FULL_HEADER, 'Budget', 'Interests']);
    expect(rows).toHaveLength(acmeLeadCount);
    const tricky = rows.find((row) => row.Email === TRICKY.emailId)!;
    expect(tricky).toMatchObject({
      Name: TRICKY.fullName,
      Phone: TRICKY.phone,
      Company: TRICKY.companyName,
      Designation: TRICKY.designation,
      Website: TRICKY.website,
      Address: TRICKY.address,
      Status: 'contacted',
      Priority: 'high',
      Source: 'networking',
      'Captured As': 'Business card',
      Rating: '4',
      // The tag holding a comma is quoted, so Import Leads reads it back as one tag.
      Tags: 'hot, "demo, asked"',
      Remarks: TRICKY.remarks,
      'Follow-up Date': '2031-02-03',
      Budget: '10k, maybe',
      Interests: 'PickBot, Sorter',
    });
    const list = (await api.acme.call('GET', '/api/leads')).body.data as Array<{ _id: string; capturedBy: { name: string } }>;
    const capturer = list.find((lead) => lead._id === trickyId)!.capturedBy.name;
    expect(capturer).not.toBe('');
    expect(tricky.Notes).toBe(`2030-01-02 10:00 ${capturer}: First, "quoted" note\n2030-01-03 11:30 ${capturer}: Second note`);
    expect(tricky['Captured By']).toBe(capturer);
    expect(tricky.Owner).toBe(capturer);
    expect(Date.parse(tricky.Created!)).not.toBeNaN();
    // A newline inside a field stays inside its quoted field.
    expect(bytes.toString('utf8')).toContain('"Head of R&D\nEurope"');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps phone numbers as typed', async () => {
    await api.db.update(leads).set({ remarks: '=HYPERLINK("http://evil.example")', designation: '@SUM(A1)' }).where(eq(leads.id, trickyId));
    try {
      const { bytes } = await download(api.acme, '/api/leads/export/file?format=csv');
      const tricky = parseCsv(bytes).rows.find((row) => row.Email === TRICKY.emailId)!;
      expect(tricky.Remarks).toBe(`'=HYPERLINK("http://evil.example")`);
      expect(tricky.Designation).toBe(`'@SUM(A1)`);
      expect(tricky.Phone).toBe(TRICKY.phone);
    } finally {
      await api.db.update(leads).set({ remarks: TRICKY.remarks, designation: TRICKY.designation }).where(eq(leads.id, trickyId));
    }
  });

  it('writes the HubSpot preset: its contact columns, names split into first and last', async () => {
    const { response, bytes } = await download(api.acme, '/api/leads/export/file?format=hubspot');
    expect(response.headers.get('content-disposition')).toMatch(/filename="leads-hubspot-\d{4}-\d{2}-\d{2}\.csv"/);
    const { bom, rows, fields } = parseCsv(bytes);
    expect(bom).toBe(true);
    expect(fields).toEqual(expect.arrayContaining(['First Name', 'Last Name', 'Email', 'Company Name', 'Job Title', 'Phone Number']));
    expect(fields).toEqual(HUBSPOT_HEADER);
    expect(rows.find((row) => row.Email === TRICKY.emailId)).toEqual({
      'First Name': 'José "Pepe"',
      'Last Name': 'Müller-Øster',
      Email: TRICKY.emailId,
      'Company Name': TRICKY.companyName,
      'Job Title': TRICKY.designation,
      'Phone Number': TRICKY.phone,
      'Lifecycle Stage': 'Lead',
    });
  });

  it('writes the Salesforce preset with Last Name and Company on every row', async () => {
    const [noCompany] = await api.db
      .insert(leads)
      .values({ exhibitorId: api.acme.exhibitorId, fullName: 'Cher', source: 'referral' })
      .returning();
    const { bytes } = await download(api.acme, '/api/leads/export/file?format=salesforce');
    const { rows, fields } = parseCsv(bytes);
    expect(fields).toEqual(SALESFORCE_HEADER);
    for (const row of rows) {
      expect(row['Last Name']).not.toBe('');
      expect(row.Company).not.toBe('');
    }
    expect(rows.find((row) => row['Last Name'] === 'Cher')).toMatchObject({ 'First Name': '', Company: 'Unknown', 'Lead Source': 'External Referral' });
    const tricky = rows.find((row) => row.Email === TRICKY.emailId)!;
    expect(tricky).toMatchObject({ Company: TRICKY.companyName, Title: TRICKY.designation, 'Lead Source': 'Trade Show' });
    expect(tricky.Description).toContain(TRICKY.remarks);
    expect(tricky.Description).toContain('Second note');
    await api.db.delete(leads).where(eq(leads.id, noCompany!.id));
  });

  it('writes an Excel workbook exceljs reads back with every field', async () => {
    const { response, bytes } = await download(api.acme, '/api/leads/export/file?format=xlsx');
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.getWorksheet('Leads')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map((value) => (value === undefined || value === null ? '' : String(value)));
    const header = values(1);
    expect(header).toEqual([...FULL_HEADER, 'Budget', 'Interests']);
    expect(sheet.actualRowCount).toBe(acmeLeadCount + 1);
    const csv = parseCsv((await download(api.acme, '/api/leads/export/file?format=csv')).bytes).rows;
    for (let index = 0; index < csv.length; index++) {
      const cells = values(index + 2);
      const record = Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']));
      // Line breaks in a cell are LF, as spreadsheets write them.
      const expected = Object.fromEntries(Object.entries(csv[index]!).map(([name, value]) => [name, value.replace(/\r\n/g, '\n')]));
      expect(record).toEqual(expected);
    }
  });

  it.each(['xlsx', 'csv', 'vcard'] as const)('has recorded a %s export, with its activity entry, by the time the whole file has arrived', async (format) => {
    const exportsOf = () => api.db.select().from(leadExports).where(eq(leadExports.exhibitorId, api.acme.exhibitorId));
    const entriesOf = () => api.db.select().from(activityLog).where(eq(activityLog.exhibitorId, api.acme.exhibitorId));
    const [exportsBefore, entriesBefore] = [(await exportsOf()).length, (await entriesOf()).length];
    await download(api.acme, `/api/leads/export/file?format=${format}`);
    expect((await exportsOf()).length).toBe(exportsBefore + 1);
    expect((await entriesOf()).length).toBe(entriesBefore + 1);
  });

  it('writes vCard 4.0 cards ical.js reads back, with folded lines of at most 75 octets', async () => {
    const { response, bytes } = await download(api.acme, '/api/leads/export/file?format=vcard');
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.vcf"/);
    const text = bytes.toString('utf8');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const parsed = ICAL.parse(text) as unknown[];
    const cards = (Array.isArray(parsed[0]) ? parsed : [parsed]).map((jcard) => new ICAL.Component(jcard as never));
    expect(cards).toHaveLength(acmeLeadCount);
    const card = cards.find((c) => c.getFirstPropertyValue('email') === TRICKY.emailId)!;
    expect(card.getFirstPropertyValue('version')).toBe('4.0');
    expect(card.getFirstPropertyValue('fn')).toBe(TRICKY.fullName);
    expect(card.getFirstPropertyValue('n')).toEqual(['Müller-Øster', 'José "Pepe"', '', '', '']);
    expect(card.getFirstPropertyValue('org')).toBe(TRICKY.companyName);
    expect(card.getFirstPropertyValue('title')).toBe(TRICKY.designation);
    expect(card.getFirstPropertyValue('tel')).toBe(TRICKY.phone);
    expect(card.getFirstProperty('categories')!.getValues()).toEqual(TRICKY.tags);
    expect(card.getFirstPropertyValue('note')).toBe(`${TRICKY.remarks.replace(/\r\n/g, '\n')}\n${parseCsv((await download(api.acme, '/api/leads/export/file?format=csv')).bytes).rows.find((row) => row.Email === TRICKY.emailId)!.Notes}`);
  });

  it('exports only the leads created since the caller’s last export, and remembers each export', async () => {
    const before = await api.db.select().from(leadExports).where(eq(leadExports.userId, api.acme.user._id));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((row) => row.rowCount > 0)).toBe(true);
    const added = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Newest Visitor', emailId: 'newest@example.com' } });
    expect(added.status).toBe(201);
    const fresh = parseCsv((await download(api.acme, '/api/leads/export/file?format=hubspot&since=last-export')).bytes).rows;
    expect(fresh.map((row) => row.Email)).toEqual(['newest@example.com']);
    const { response, bytes } = await download(api.acme, '/api/leads/export/file?format=csv&since=last-export');
    expect(response.headers.get('content-disposition')).toMatch(/filename="leads-new-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(parseCsv(bytes).rows).toEqual([]);
    const latest = await api.db.select().from(leadExports).where(eq(leadExports.userId, api.acme.user._id));
    expect(latest.map((row) => row.rowCount).sort()).toEqual([...before.map((row) => row.rowCount), 1, 0].sort());
  });

  it('gives a lead scanner only the leads they own (lead-export-roles.test.ts for every role), and refuses a caller without a token', async () => {
    const scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    const mine = await scanner.call('POST', '/api/leads', { person: { fullName: 'Scanned Person', emailId: 'scanned@example.com' } });
    expect(mine.status).toBe(201);
    const rows = parseCsv((await download(scanner, '/api/leads/export/file?format=csv')).bytes).rows;
    expect(rows.map((row) => row.Email)).toEqual(['scanned@example.com']);
    const anonymous = await api.call('GET', '/api/leads/export/file?format=csv');
    expect(anonymous.status).toBe(401);
    const unknown = await api.acme.call('GET', '/api/leads/export/file?format=pdf');
    expect(unknown.status).toBe(400);
  });
});

describe('team, referral and product exports', () => {
  it('writes the team as CSV for owners and admins only', async () => {
    const { response, bytes } = await download(api.acme, '/api/team-members/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="team-\d{4}-\d{2}-\d{2}\.csv"/);
    const { bom, rows, fields } = parseCsv(bytes);
    expect(bom).toBe(true);
    expect(fields).toEqual(['Name', 'Email', 'Phone', 'Designation', 'Role', 'Status', 'Invited', 'Added']);
    const team = (await api.acme.call('GET', '/api/team-members')).body.data as Array<{ fullName: string; role: string; status: string }>;
    expect(rows.map((row) => [row.Name, row.Role, row.Status])).toEqual(team.map((member) => [member.fullName, member.role, member.status]));
    const staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
    expect((await staff.call('GET', '/api/team-members/export')).status).toBe(403);
  });

  it('writes the referral registrations and the products as CSV', async () => {
    const registrations = (await api.acme.call('GET', '/api/ticket-allocations')).body.data as Array<{
      firstName: string; lastName: string; emailId: string | null; approve: boolean; reject: boolean; ticketCode: string | null;
    }>;
    const referrals = parseCsv((await download(api.acme, '/api/referral-registrations/export')).bytes).rows;
    expect(referrals.map((row) => [row['First Name'], row['Last Name'], row.Email, row.Status, row['Ticket Code']])).toEqual(
      registrations.map((r) => [r.firstName, r.lastName, r.emailId ?? '', r.approve ? 'Approved' : r.reject ? 'Rejected' : 'Pending', r.ticketCode ?? '']),
    );
    const products = (await api.acme.call('GET', '/api/products')).body.data as Array<{ productName: string; productLink: string | null }>;
    const exported = parseCsv((await download(api.acme, '/api/products/export')).bytes).rows;
    expect(exported.map((row) => [row.Name, row.Link])).toEqual(products.map((p) => [p.productName, p.productLink ?? '']));
  });
});
