import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exhibitorCategories, mailOutbox, passes, referralRegistrations, smsOutbox, tickets } from '../db/schema/all-tables.ts';
import { countRows, type SeededApi, type SignedInExhibitor, snapshot, useSeededApi } from '../testing/api-test-kit.ts';
import { demoFormAnswers } from '../testing/demo-form-answers.ts';

interface ApiPass {
  _id: string;
  numberOfPasses: number;
  exhibitorCategory: { categoryName: string; isActive: boolean };
}

const WRITTEN_TABLES = [referralRegistrations, tickets, passes];

async function passNamed(exhibitor: SignedInExhibitor, categoryName: string): Promise<ApiPass> {
  const { body } = await exhibitor.call('GET', '/api/passes');
  const pass = (body.data as ApiPass[]).find((p) => p.exhibitorCategory.categoryName === categoryName);
  if (!pass) throw new Error(`No ${categoryName} pass`);
  return pass;
}

/** Answers that satisfy the demo form; the visit date is the first show day from the form itself. */
async function validAnswers(exhibitor: SignedInExhibitor, passId: string, n = 0): Promise<Record<string, unknown>> {
  const form = await exhibitor.call('GET', `/api/form-fields?ticketId=${passId}`);
  return {
    ticketId: passId,
    ...demoFormAnswers(form.body.data, { firstName: 'Meera', lastName: `Iyer ${n}`, emailId: `Meera.${n}@Initech.example`, mobile: String(9988776600 + n) }),
  };
}

/** A fresh Gold pass of `numberOfPasses` for the exhibitor, inserted directly. */
async function addGoldPass(api: SeededApi, exhibitorId: string, numberOfPasses: number): Promise<string> {
  const [gold] = await api.db
    .select()
    .from(exhibitorCategories)
    .where(eq(exhibitorCategories.categoryName, 'Gold Exhibitor'));
  const [pass] = await api.db
    .insert(passes)
    .values({ exhibitorId, categoryId: gold!.id, numberOfPasses })
    .returning({ id: passes.id });
  return pass!.id;
}

/** More registrations at once than passes left: exactly the passes left succeed, the rest get 409. */
async function oversellScenario(api: SeededApi): Promise<void> {
  const { acme } = api;
  const passId = await addGoldPass(api, acme.exhibitorId, 3);
  const bodies = await Promise.all(Array.from({ length: 10 }, (_, i) => validAnswers(acme, passId, 100 + i)));
  const ticketsBefore = await countRows(api.db, tickets, `exhibitor_id = '${acme.exhibitorId}'`);
  const answers = await Promise.all(bodies.map((body) => acme.call('POST', '/api/referral-registration', body)));
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.status === 409)) {
    expect(refused.body).toEqual({ success: false, message: 'All passes of this allocation are used.' });
  }
  expect(await countRows(api.db, referralRegistrations, `pass_id = '${passId}'`)).toBe(3);
  // One ticket per registration, no more.
  expect(await countRows(api.db, tickets, `exhibitor_id = '${acme.exhibitorId}'`)).toBe(ticketsBefore + 3);
}

describe('POST /api/referral-registration (PGlite)', () => {
  const api = useSeededApi('pglite');
  const unchanged = () => snapshot(api.db, WRITTEN_TABLES);

  it('registers a person, fills the list columns and issues a ticket', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const body = await validAnswers(api.acme, gold._id);
    const ticketsBefore = await countRows(api.db, tickets, `exhibitor_id = '${api.acme.exhibitorId}'`);
    const { status, body: answer } = await api.acme.call('POST', '/api/referral-registration', {
      ...body,
      yearsOfExperience: 12,
      topics: ['keynote', 'ai'],
      industries: ['Retail'],
      photo: 'eventWebsite/abc.png',
      meetingSlot: `${body.visitDate}T11:30`,
      arrivalTime: '09:45',
      interests: '',
    });
    expect(status).toBe(201);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe('<p>Your registration for <strong>Global Tech Expo 2026</strong> is complete.</p>');
    expect(answer.data).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer 0',
      emailId: 'meera.0@initech.example',
      phoneCode: '91',
      authenticationId: '9988776600',
      approve: false,
      reject: false,
      passId: gold._id,
      answers: {
        firstName: 'Meera',
        emailId: 'Meera.0@Initech.example',
        mobileNumber: { country: '91', number: '9988776600' },
        yearsOfExperience: 12,
        topics: ['keynote', 'ai'],
        agreeTerms: true,
      },
    });
    // Empty optional answers are not stored.
    expect(answer.data.answers).not.toHaveProperty('interests');
    expect(answer.data.answers).not.toHaveProperty('ticketId');

    const list = await api.acme.call('GET', '/api/ticket-allocations');
    expect(list.body.data[0]).toEqual(answer.data);
    expect(await countRows(api.db, tickets, `exhibitor_id = '${api.acme.exhibitorId}'`)).toBe(ticketsBefore + 1);
    const [ticket] = await api.db.select().from(tickets).where(eq(tickets.guestEmail, 'meera.0@initech.example'));
    expect(ticket).toMatchObject({ guestName: 'Meera Iyer 0', ticketType: 'Gold Exhibitor', status: 'active' });
    expect(ticket!.ticketCode).toMatch(/^GOLD-[A-Z2-7]{8}$/);
    const byType = await api.acme.call('GET', '/api/tickets/by-type');
    // 3 demo registrations (a fourth was rejected and gave its place back) and this one use 4 of the
    // 6 Gold passes, on the dashboard's figures as on the pass card.
    expect(byType.body.data['Gold Exhibitor']).toEqual({ allocated: 6, issued: 4, available: 2 });
    expect(await passNamed(api.acme, 'Gold Exhibitor')).toMatchObject({ usedPasses: 4, remainingPasses: 2 });

    // The person is told as a guest on a public link is: the ticket and badge by e-mail, and by SMS.
    expect(answer.ticketEmail).toBe('queued');
    const mailTo = () => api.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'meera.0@initech.example'));
    await expect.poll(async () => (await mailTo()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailTo();
    expect(mail!.text).toContain(`Ticket: ${ticket!.ticketCode} (Gold Exhibitor)`);
    expect(mail!.attachmentNames).toEqual([`badge-${ticket!.ticketCode}.pdf`]);
    const [sms] = await api.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9988776600'));
    expect(sms!.body).toBe(`Global Tech Expo 2026: you are registered. Ticket ${ticket!.ticketCode} (Gold Exhibitor). Your badge was sent by e-mail.`);
  });

  it('checks every field type and reports each bad answer by field name', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const before = await unchanged();
    const { status, body } = await api.acme.call('POST', '/api/referral-registration', {
      ticketId: gold._id,
      firstName: '   ',
      emailId: 'not-an-email',
      mobileNumber: { country: '91', number: '12345' },
      yearsOfExperience: 'many',
      guestPassword: '123',
      interests: 5,
      visitDate: '2020-01-01',
      meetingSlot: 'tomorrow',
      arrivalTime: '25:00',
      passDay: 'day9',
      topics: ['keynote', 'nope'],
      industries: 'Retail',
      photo: 'eventWebsite/x.gif',
      idProof: 'eventWebsite/x.png',
      agreeTerms: 'yes',
      introText: 'display-only fields take no answer',
      isVip: true,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    const byPath = Object.fromEntries(body.errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        'introText',
        'isVip',
        'firstName',
        'lastName',
        'emailId',
        'mobileNumber',
        'yearsOfExperience',
        'guestPassword',
        'interests',
        'visitDate',
        'meetingSlot',
        'arrivalTime',
        'passDay',
        'topics',
        'industries',
        'photo',
        'idProof',
        'agreeTerms',
      ].sort(),
    );
    expect(byPath).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      emailId: 'Email must be a valid e-mail address',
      yearsOfExperience: 'Years of experience must be a number',
      guestPassword: 'Guest app password must be at least 6 characters',
      agreeTerms: 'I agree to the event terms and conditions must be checked',
      isVip: 'isVip is not a field of this form',
      introText: 'introText is not a field of this form',
      passDay: 'Pass valid on must be one of the listed options',
      industries: 'Industries must be a list of text values',
    });
    expect(byPath.visitDate).toMatch(/^Visit date must be on or after \d{4}-\d{2}-\d{2}$/);
    expect(body.message).toMatch(/\(and 17 more problems\)$/);
    expect(await unchanged()).toEqual(before);
  });

  it('applies the number rule and date bounds from the definitions', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const base = await validAnswers(api.acme, gold._id, 50);
    const form = await api.acme.call('GET', `/api/form-fields?ticketId=${gold._id}`);
    const maxDate = form.body.data.find((f: { name: string }) => f.name === 'visitDate').maxDate as string;
    const before = await unchanged();
    const tooOld = await api.acme.call('POST', '/api/referral-registration', { ...base, yearsOfExperience: 61 });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.errors).toEqual([{ path: 'yearsOfExperience', message: 'Years of experience must be at most 60' }]);
    const late = new Date(Date.parse(`${maxDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const tooLate = await api.acme.call('POST', '/api/referral-registration', { ...base, visitDate: late });
    expect(tooLate.body.errors).toEqual([{ path: 'visitDate', message: `Visit date must be on or before ${maxDate}` }]);
    const unticked = await api.acme.call('POST', '/api/referral-registration', { ...base, agreeTerms: false });
    expect(unticked.body.message).toBe('I agree to the event terms and conditions must be checked');
    const usNumber = await api.acme.call('POST', '/api/referral-registration', {
      ...base,
      mobileNumber: { country: '1', number: '20255501431' },
    });
    expect(usNumber.body.errors).toEqual([{ path: 'mobileNumber', message: 'Enter a 10-digit mobile number' }]);
    expect(await unchanged()).toEqual(before);
  });

  it('refuses an inactive category with 409', async () => {
    const silver = await passNamed(api.acme, 'Silver Exhibitor');
    const before = await unchanged();
    const body = await validAnswers(api.acme, silver._id);
    const answer = await api.acme.call('POST', '/api/referral-registration', body);
    expect(answer).toEqual({ status: 409, body: { success: false, message: 'This pass category is not active.' } });
    expect(await unchanged()).toEqual(before);
  });

  it('refuses a pass of another exhibitor, unknown or malformed ids, and no token', async () => {
    const foreign = await passNamed(api.borealis, 'Gold Exhibitor');
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const body = await validAnswers(api.acme, gold._id);
    const before = await unchanged();
    const stolen = await api.acme.call('POST', '/api/referral-registration', { ...body, ticketId: foreign._id });
    expect(stolen).toEqual({ status: 404, body: { success: false, message: 'Pass not found' } });
    const unknown = await api.acme.call('POST', '/api/referral-registration', {
      ...body,
      ticketId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect((await api.acme.call('POST', '/api/referral-registration', { ...body, ticketId: 'pass-1' })).status).toBe(400);
    const { ticketId: _omit, ...withoutTicket } = body;
    const missing = await api.acme.call('POST', '/api/referral-registration', withoutTicket);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('ticketId');
    expect((await api.acme.call('POST', '/api/referral-registration', [body])).status).toBe(400);
    expect((await api.acme.call('POST', '/api/referral-registration', { ...body, firstName: { a: 1 } })).status).toBe(400);
    const tooMany = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`k${i}`, 'x']));
    expect((await api.acme.call('POST', '/api/referral-registration', { ...body, ...tooMany })).status).toBe(400);
    const anonymous = await api.call('POST', '/api/referral-registration', { json: body });
    expect(anonymous.status).toBe(401);
    expect(await unchanged()).toEqual(before);
  });

  it('stops at numberOfPasses', async () => {
    const passId = await addGoldPass(api, api.acme.exhibitorId, 1);
    const first = await api.acme.call('POST', '/api/referral-registration', await validAnswers(api.acme, passId, 7));
    expect(first.status).toBe(201);
    const before = await unchanged();
    const second = await api.acme.call('POST', '/api/referral-registration', await validAnswers(api.acme, passId, 8));
    expect(second).toEqual({ status: 409, body: { success: false, message: 'All passes of this allocation are used.' } });
    expect(await unchanged()).toEqual(before);
  });

  it("answers the pass's own success message, as stored, when the organiser set one", async () => {
    const passId = await addGoldPass(api, api.acme.exhibitorId, 2);
    const message = '<p>See you at <em>Hall B</em>!</p>';
    await api.db.update(passes).set({ successMessage: message }).where(eq(passes.id, passId));
    const answer = await api.acme.call('POST', '/api/referral-registration', await validAnswers(api.acme, passId, 9));
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(message);
    // A blank message is no message: the event's default applies.
    await api.db.update(passes).set({ successMessage: '  ' }).where(eq(passes.id, passId));
    const second = await api.acme.call('POST', '/api/referral-registration', await validAnswers(api.acme, passId, 10));
    expect(second.body.message).toBe('<p>Your registration for <strong>Global Tech Expo 2026</strong> is complete.</p>');
  });

  it('never oversells under concurrent registrations', async () => {
    await oversellScenario(api);
  });
});

describe('POST /api/referral-registration (PostgreSQL)', () => {
  const api = useSeededApi('postgres');

  it('never oversells when many connections race for the last passes', async () => {
    await oversellScenario(api);
  });

  it('answers 404 (not a cast error) for malformed ids reaching the database layer', async () => {
    const gold = await passNamed(api.acme, 'Gold Exhibitor');
    const form = await api.acme.call('GET', `/api/form-fields?ticketId=${gold._id}`);
    expect(form.status).toBe(200);
    expect((await api.acme.call('GET', '/api/form-fields?ticketId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.acme.call('DELETE', '/api/leads/00000000-0000-4000-8000-00000000000g')).status).toBe(400);
  });
});
