// The lead actions through the real API: dates (today or later in the event's time zone, the demo
// event's Asia/Kolkata), the calendar file read back with ical.js, Send Info's e-mail received by a
// real SMTP server with the links, tags added once, Done, and the caller's leads due (today and
// before, not tomorrow). The zones at their edges: lead-follow-up-zones.test.ts.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_EVENT } from '../demo/demo-data.ts';
import { downloads } from '../db/schema/all-tables.ts';
import { addDays, FOLLOW_UP_MESSAGES } from '../../src/rules/lead-follow-up-rules.ts';
import { eventDay } from '../../src/rules/event-time.ts';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts';
import { signInExhibitor, unknownId, useApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});

describe('lead follow-up', () => {
  const api = useApiServer('pglite', () => ({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } }));
  let acme: SignedInExhibitor;
  const today = eventDay(new Date(), DEMO_EVENT.timezone);

  beforeAll(async () => {
    acme = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
  });

  const newLead = async ({ remarks, tags, ...person }: Record<string, unknown>) => {
    const answer = await acme.call('POST', '/api/leads', {
      priority: 'high',
      person,
      ...(typeof remarks === 'string' ? { remarks } : {}),
      ...(tags === undefined ? {} : { tags }),
    });
    expect(answer.status).toBe(201);
    return answer.body.data._id as string;
  };
  const run = (id: string, body: Record<string, unknown>) => acme.call('POST', `/api/leads/${id}/follow-up`, body);

  it('Follow Up sets the date and status and appends the note; a past or missing date is refused', async () => {
    const id = await newLead({ fullName: 'Vikram Mehta', emailId: 'vikram@globex.example', companyName: 'Globex', phone: '+91 9123456780', remarks: 'Met at the booth.' });
    const yesterday = addDays(today, -1);
    const past = await run(id, { action: 'followUp', followUpDate: yesterday });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(FOLLOW_UP_MESSAGES.datePast);
    expect(past.body.errors).toEqual([{ path: '/followUpDate', message: FOLLOW_UP_MESSAGES.datePast }]);
    const missing = await run(id, { action: 'scheduleCall' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(FOLLOW_UP_MESSAGES.dateRequired);

    const tomorrow = addDays(today, 1);
    const done = await run(id, { action: 'followUp', followUpDate: tomorrow });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Vikram Mehta: Follow-up planned for ${tomorrow}.`);
    expect(done.body.data).toMatchObject({ status: 'follow-up', followUpDate: tomorrow, remarks: `Met at the booth.\nFollow-up planned for ${tomorrow}.` });
    const call = await run(id, { action: 'scheduleCall', followUpDate: today });
    expect(call.body.data).toMatchObject({ status: 'call-scheduled', followUpDate: today });
  });

  it('the calendar file is an all-day event on the follow-up date with the lead; no date answers 409', async () => {
    const id = await newLead({ fullName: 'Ana Lopez', emailId: 'ana@initech.example', companyName: 'Initech', phone: '+34 600 000 000' });
    const none = await acme.call('GET', `/api/leads/${id}/follow-up.ics`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(FOLLOW_UP_MESSAGES.noDate);
    const day = addDays(today, 30);
    expect((await run(id, { action: 'futureFollowUp', followUpDate: day })).status).toBe(200);
    const file = await acme.call('GET', `/api/leads/${id}/follow-up.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="follow-up-ana-lopez.ics"');
    const calendar = new ICAL.Component(ICAL.parse(file.body as string));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Follow up: Ana Lopez (Initech)');
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(day);
    expect(String(event.getFirstPropertyValue('description'))).toBe(
      'Lead: Ana Lopez\nCompany: Initech\nPhone: +34 600 000 000\nEmail: ana@initech.example\nStatus: Future follow-up',
    );
    expect((await acme.call('GET', `/api/leads/${unknownId}/follow-up.ics`)).status).toBe(404);
  });

  it('Send Info e-mails the chosen resources as links and notes what was sent; no e-mail is refused', async () => {
    const link = await acme.call('POST', '/api/downloads', { title: 'Product sheet', type: 'link', fileUrl: 'https://acme.example/sheet' });
    expect(link.status).toBe(201);
    const [eventGuide] = await api.db
      .insert(downloads)
      .values({ eventId: acme.eventId, title: 'Visitor guide', type: 'pdf', attachment: 'resource/visitor-guide.pdf', isExhibitor: false })
      .returning();
    const id = await newLead({ fullName: 'Chen Wei', emailId: 'chen@umbrella.example', remarks: null });

    const none = await run(id, { action: 'sendInfo' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(FOLLOW_UP_MESSAGES.resourcesRequired);
    const foreign = await run(id, { action: 'sendInfo', resourceIds: [unknownId] });
    expect(foreign.body.message).toBe(FOLLOW_UP_MESSAGES.resourceUnknown);

    const sent = await run(id, { action: 'sendInfo', resourceIds: [link.body.data._id, eventGuide!.id] });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'info-sent', remarks: 'Information sent: Product sheet, Visitor guide.' });
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes('chen@umbrella.example')).length, { timeout: 15_000 }).toBe(1);
    const mail = decodeQuotedPrintable(smtp.received.find((caught) => caught.to.includes('chen@umbrella.example'))!.raw);
    expect(mail).toContain('Subject: Acme Robotics: the information you asked for');
    expect(mail).toContain('- Product sheet: https://acme.example/sheet');
    expect(mail).toContain(`- Visitor guide: ${api.url}/files/resource/visitor-guide.pdf`);
    expect(mail).toContain('Acme Robotics');

    const mute = await newLead({ fullName: 'No Mail' });
    const refused = await run(mute, { action: 'sendInfo', resourceIds: [link.body.data._id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FOLLOW_UP_MESSAGES.noEmail);
  });

  it('Newsletter and Add to Nurture add their tag once', async () => {
    const id = await newLead({ fullName: 'Tag Me', tags: ['VIP', 'Newsletter'] });
    const first = await run(id, { action: 'newsletter' });
    expect(first.body.data).toMatchObject({ status: 'newsletter', tags: ['VIP', 'Newsletter'], remarks: 'Added to the newsletter.' });
    const nurture = await run(id, { action: 'addToNurture' });
    expect(nurture.body.data.tags).toEqual(['VIP', 'Newsletter', 'nurture']);
    const again = await run(id, { action: 'addToNurture' });
    expect(again.body.data.tags).toEqual(['VIP', 'Newsletter', 'nurture']);
    expect(again.body.data.remarks).toBe('Added to the newsletter.\nAdded to nurture.\nAdded to nurture.');
  });

  it('Done finishes the follow-up: the day is cleared, the status kept, the note added; the lead is no longer due', async () => {
    const id = await newLead({ fullName: 'Done Deal', remarks: 'Called twice.' });
    expect((await run(id, { action: 'scheduleCall', followUpDate: today })).status).toBe(200);
    const due = async () => (await acme.call('GET', '/api/leads/follow-ups-due?limit=50')).body.data.leads.map((lead: { _id: string }) => lead._id);
    expect(await due()).toContain(id);
    const done = await run(id, { action: 'done' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Done Deal: Follow-up done.');
    expect(done.body.data).toMatchObject({ status: 'call-scheduled', followUpDate: null, remarks: `Called twice.\nCall scheduled for ${today}.\nFollow-up done.` });
    expect(await due()).not.toContain(id);
    // Every finishing action clears the day; one that plans another keeps it.
    expect((await run(id, { action: 'followUp', followUpDate: today })).body.data.followUpDate).toBe(today);
    expect((await run(id, { action: 'newsletter' })).body.data.followUpDate).toBeNull();
  });

  it('lists the leads due today or before, earliest first, late before today; tomorrow is not due', async () => {
    const due = await acme.call('GET', '/api/leads/follow-ups-due?limit=50');
    expect(due.status).toBe(200);
    expect(due.body.data).toMatchObject({ today, timeZone: DEMO_EVENT.timezone, timeZoneNote: null });
    const names = due.body.data.leads.map((lead: { fullName: string }) => lead.fullName);
    // Vikram's call is today; Ana's is in 30 days.
    expect(names).toContain('Vikram Mehta');
    expect(names).not.toContain('Ana Lopez');
    expect(due.body.data.leads.find((lead: { fullName: string }) => lead.fullName === 'Vikram Mehta')).toMatchObject({ followUpDate: today, late: false });
    for (const lead of due.body.data.leads) expect(lead.late).toBe(lead.followUpDate < today);
    const dates = due.body.data.leads.map((lead: { followUpDate: string }) => lead.followUpDate);
    expect(dates).toEqual([...dates].sort());
    expect((await acme.call('GET', '/api/leads/follow-ups-due?limit=0')).status).toBe(400);
  });
});
