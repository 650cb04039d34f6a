import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, leadNotes, leads } from '../db/schema/all-tables.ts';
import { countRows, snapshot, useSeededApi } from '../testing/api-test-kit.ts';
import { options, question } from '../testing/question-fixtures.ts';

const api = useSeededApi();

const acmeLeads = () => countRows(api.db, leads, `exhibitor_id = '${api.acme.exhibitorId}'`);

async function lastActivity(action: string) {
  const [entry] = await api.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.exhibitorId, api.acme.exhibitorId), eq(activityLog.action, action)))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  return entry;
}

async function newLead(fullName: string, emailId: string | null = null) {
  const { status, body } = await api.acme.call('POST', '/api/leads', { person: { fullName, emailId } });
  expect(status).toBe(201);
  return body.data as { _id: string } & Record<string, any>;
}

beforeAll(async () => {
  const saved = await api.acme.call('PUT', '/api/company/lead-questions', {
    questions: [
      question('budget', 'select', { options: options('Under 10k', 'Over 50k'), required: true }),
      question('interests', 'multiSelect', { options: options('Robots', 'Drones', 'Sensors') }),
      question('seats', 'number'),
    ],
  });
  expect(saved.status).toBe(200);
});

describe('qualifying a lead (PUT /api/leads/{id})', () => {
  it('sets rating, tags (trimmed, repeated ones dropped), follow-up day and answers, and answers the whole lead', async () => {
    const lead = await newLead('Qualified Person');
    expect(lead).toMatchObject({ rating: null, tags: [], followUpDate: null, ticketCode: null, answers: {}, notes: [], touches: [] });
    const { status, body } = await api.acme.call('PUT', `/api/leads/${lead._id}`, {
      rating: 4,
      tags: [' Hot ', 'hot', 'Pilot', 'HOT', 'pilot '],
      followUpDate: '2025-06-01',
      answers: { budget: 'Over 50k', interests: ['Robots', 'Drones'] },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ rating: 4, tags: ['Hot', 'Pilot'], followUpDate: '2025-06-01', answers: { budget: 'Over 50k', interests: ['Robots', 'Drones'] } });
    expect((await lastActivity('lead.update'))?.summary).toBe('Changed rating, tags, follow-up date, answers of lead Qualified Person');
    // The list shows the same lead.
    const listed = (await api.acme.call('GET', '/api/leads')).body.data.find((l: { _id: string }) => l._id === lead._id);
    expect(listed).toEqual(body.data);
  });

  it('merges answers into the ones given before, and clears a rating with null', async () => {
    const lead = await newLead('Merged Answers');
    await api.acme.call('PUT', `/api/leads/${lead._id}`, { rating: 2, answers: { budget: 'Under 10k', seats: 3 } });
    const { body } = await api.acme.call('PUT', `/api/leads/${lead._id}`, { rating: null, answers: { interests: ['Sensors'], seats: null } });
    expect(body.data.rating).toBeNull();
    expect(body.data.answers).toEqual({ budget: 'Under 10k', interests: ['Sensors'] });
  });

  it('refuses answers the questions do not allow with a pointer to each, changing nothing', async () => {
    const lead = await newLead('Bad Answers');
    const before = await snapshot(api.db, leads);
    const { status, body } = await api.acme.call('PUT', `/api/leads/${lead._id}`, {
      rating: 5,
      answers: { budget: 'Priceless', interests: ['Boats'], colour: 'red' },
    });
    expect(status).toBe(400);
    expect(body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['/answers/budget', '/answers/colour', '/answers/interests']);
    expect(await snapshot(api.db, leads)).toEqual(before);
    // Only the questions answered are checked: a required one may be answered later, but not cleared.
    const later = await api.acme.call('PUT', `/api/leads/${lead._id}`, { answers: { seats: 4 } });
    expect(later.status).toBe(200);
    expect(later.body.data.answers).toEqual({ seats: 4 });
    const cleared = await api.acme.call('PUT', `/api/leads/${lead._id}`, { answers: { budget: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ path: '/answers/budget', message: expect.any(String) }]);
  });

  it('appends notes with their author and the server time, oldest first, never replacing one', async () => {
    const lead = await newLead('Noted Person');
    const first = await api.acme.call('PUT', `/api/leads/${lead._id}`, { appendNote: '  Wants a demo.  ' });
    expect(first.status).toBe(200);
    expect((await lastActivity('lead.update'))?.summary).toBe('Added a note to lead Noted Person');
    const second = await api.acme.call('PUT', `/api/leads/${lead._id}`, { appendNote: 'Called back.', status: 'contacted' });
    expect((await lastActivity('lead.update'))?.summary).toBe('Changed status and added a note to lead Noted Person');
    const notes = second.body.data.notes as Array<{ text: string; author: { userId: string; name: string }; createdAt: string }>;
    expect(notes.map((note) => note.text)).toEqual(['Wants a demo.', 'Called back.']);
    expect(notes[0]!.author.userId).toBe(api.acme.user._id);
    expect(Date.parse(notes[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(notes[1]!.createdAt));
    expect(await countRows(api.db, leadNotes, `lead_id = '${lead._id}'`)).toBe(2);
  });
});

describe('POST /api/leads with qualification and duplicates', () => {
  it('stores the qualification fields of a new lead', async () => {
    const { status, body } = await api.acme.call('POST', '/api/leads', {
      person: { fullName: 'Fresh Qualified', emailId: 'fresh.qualified@example.com' },
      rating: 3,
      tags: ['Expo'],
      followUpDate: '2025-07-01',
      answers: { budget: 'Under 10k' },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ rating: 3, tags: ['Expo'], followUpDate: '2025-07-01', answers: { budget: 'Under 10k' } });
  });

  it('refuses a new lead whose answers break the rules, storing nothing', async () => {
    const count = await acmeLeads();
    const { status, body } = await api.acme.call('POST', '/api/leads', { person: { fullName: 'No Budget' }, answers: { seats: 'many' } });
    expect(status).toBe(400);
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(['/answers/seats']);
    expect(await acmeLeads()).toBe(count);
  });

  it('answers 409 naming the lead with the same e-mail (any case), and merges it when asked', async () => {
    const original = await newLead('Dup Original', 'dup.person@example.com');
    const count = await acmeLeads();
    const asked = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Dup Again', emailId: 'DUP.Person@Example.com', companyName: 'Dup Co' } });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({
      success: false,
      message: 'A lead with this e-mail already exists: Dup Original.',
      duplicates: [{ row: null, matchedOn: 'email', lead: original }],
    });
    expect(await acmeLeads()).toBe(count);
    // Another company's lead with that e-mail is no duplicate.
    const other = await api.borealis.call('POST', '/api/leads', { person: { fullName: 'Elsewhere', emailId: 'dup.person@example.com' } });
    expect(other.status).toBe(201);

    const merged = await api.acme.call('POST', '/api/leads', {
      onDuplicate: 'merge',
      remarks: 'Met again on day two.',
      rating: 5,
      person: { fullName: 'Dup Again', emailId: 'dup.person@example.com', companyName: 'Dup Co', phone: '+91 9000000099' },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe('Lead merged');
    expect(merged.body.data).toMatchObject({
      _id: original._id,
      rating: 5,
      user: { fullName: 'Dup Original', emailId: 'dup.person@example.com', companyName: 'Dup Co', phone: '+91 9000000099' },
      notes: [{ text: 'Met again on day two.' }],
    });
    expect(await acmeLeads()).toBe(count);
    expect((await lastActivity('lead.merge'))?.summary).toBe('Merged a new entry into lead Dup Original');
  });
});

describe('POST /api/leads/import with duplicates', () => {
  const rows = () => [
    { person: { fullName: 'Import New', emailId: 'import.new@example.com' } },
    { person: { fullName: 'Import Existing', emailId: 'IMPORT.EXISTING@example.com', designation: 'CTO' }, remarks: 'From the CSV' },
    { person: { fullName: 'Import New Again', emailId: 'import.new@example.com', companyName: 'Again Co' } },
    { person: { fullName: 'No E-mail' } },
  ];

  it('asks by default: 409 listing every repeating row, against stored leads and earlier rows, importing nothing', async () => {
    const existing = await newLead('Stored Existing', 'import.existing@example.com');
    const count = await acmeLeads();
    const { status, body } = await api.acme.call('POST', '/api/leads/import', { leads: rows() });
    expect(status).toBe(409);
    expect(body.success).toBe(false);
    expect(body.duplicates.map((d: { row: number; matchedOn: string }) => [d.row, d.matchedOn])).toEqual([
      [1, 'email'],
      [2, 'email'],
    ]);
    expect(body.duplicates[0].lead).toEqual(existing);
    expect(body.duplicates[1].lead.user.fullName).toBe('Import New');
    expect(await acmeLeads()).toBe(count);
  });

  it('skips repeating rows when told to', async () => {
    const count = await acmeLeads();
    const { status, body } = await api.acme.call('POST', '/api/leads/import', { onDuplicate: 'skip', leads: rows().map((row, i) => ({ ...row, person: { ...row.person, emailId: row.person.emailId?.replace('@', `.skip${i === 2 ? 0 : i}@`) ?? null } })) });
    expect(status).toBe(201);
    expect(body.data).toEqual({ imported: 3, merged: 0, skipped: 1 });
    expect(body.message).toBe('3 leads imported (1 skipped)');
    expect(await acmeLeads()).toBe(count + 3);
  });

  it('merges repeating rows into the stored lead or the earlier row when told to', async () => {
    const count = await acmeLeads();
    const { status, body } = await api.acme.call('POST', '/api/leads/import', { onDuplicate: 'merge', leads: rows() });
    expect(status).toBe(201);
    expect(body.data).toEqual({ imported: 2, merged: 2, skipped: 0 });
    expect(await acmeLeads()).toBe(count + 2);
    const [stored] = await api.db.select().from(leads).where(and(eq(leads.exhibitorId, api.acme.exhibitorId), sql`lower(${leads.emailId}) = 'import.existing@example.com'`));
    expect(stored).toMatchObject({ fullName: 'Stored Existing', designation: 'CTO' });
    const [notes] = await api.db.select({ text: leadNotes.text }).from(leadNotes).where(eq(leadNotes.leadId, stored!.id));
    expect(notes).toEqual({ text: 'From the CSV' });
    const [fresh] = await api.db.select().from(leads).where(and(eq(leads.exhibitorId, api.acme.exhibitorId), eq(leads.emailId, 'import.new@example.com')));
    expect(fresh).toMatchObject({ fullName: 'Import New', companyName: 'Again Co' });
    expect((await lastActivity('lead.import'))?.summary).toBe('Imported 2 leads (2 merged)');
  });

  it('refuses rows whose answers break the rules, with pointers into the file', async () => {
    const { status, body } = await api.acme.call('POST', '/api/leads/import', { leads: [{ person: { fullName: 'Row Zero' }, answers: { budget: 'Priceless' } }] });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: '/leads/0/answers/budget', message: expect.any(String) }]);
  });
});
