import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, organisers, organiserSessions } from '../db/schema/all-tables.ts';
import { callApi, defaultEventId, freshIp, freshMobile, latestOutboxCode, useSeededApi } from '../testing/api-test-kit.ts';
import { signInOrganiser } from '../testing/organiser-kit.ts';
import { addOrganiser } from '../organisers/organiser-accounts.ts';

const api = useSeededApi();

describe('organiser sign-in', () => {
  it('signs an organiser in by code and answers who they are and which event they run', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = await signInOrganiser(api, { eventId, name: 'Meera Iyer' });
    const me = await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: organiser.token });
    expect(me.status).toBe(200);
    expect(me.body.data.organiser).toMatchObject({ name: 'Meera Iyer', role: 'organiser', allEvents: false, status: 'active' });
    expect(me.body.data.event._id).toBe(eventId);
  });

  it('answers a number without an organiser account as it answers one with, and never signs it in', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const sent = await callApi(api.url, 'POST', '/api/organiser/auth/code', { json: { phoneCode: '+91', mobile }, ip });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'OTP sent successfully' } });
    const verified = await callApi(api.url, 'POST', '/api/organiser/auth/verify', { json: { phoneCode: '+91', mobile, otp: '1234' }, ip });
    expect(verified).toMatchObject({ status: 400, body: { message: 'Invalid or expired OTP' } });
  });

  it('signs in to the console only, with a code sent for the console', async () => {
    const eventId = await defaultEventId(api.url);
    const mobile = freshMobile();
    await addOrganiser(api.db, { eventId, name: 'Two Hats', phone: { phoneCode: '91', mobile }, role: 'organiser' });
    const ip = freshIp();
    await callApi(api.url, 'POST', '/api/organiser/auth/code', { json: { phoneCode: '+91', mobile }, ip });
    const otp = await latestOutboxCode(api.url, mobile);
    const asExhibitor = await callApi(api.url, 'POST', '/api/auth/verify-otp-with-country', { json: { phoneCode: '+91', mobile, otp }, ip });
    expect(asExhibitor.status).toBe(400);
    const asOrganiser = await callApi(api.url, 'POST', '/api/organiser/auth/verify', { json: { phoneCode: '+91', mobile, otp }, ip });
    expect(asOrganiser.status).toBe(200);
  });

  it('keeps the two kinds of token apart', async () => {
    const eventId = await defaultEventId(api.url);
    const organiser = await signInOrganiser(api, { eventId });
    expect((await callApi(api.url, 'GET', '/api/auth/me', { token: organiser.token })).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/leads', { token: organiser.token })).status).toBe(401);
    expect((await api.acme.call('GET', '/api/organiser/auth/me')).status).toBe(401);
    expect((await api.acme.call('GET', '/api/organiser/organisers')).status).toBe(401);
  });

  it('signs out: the token stops working at once', async () => {
    const organiser = await signInOrganiser(api, { eventId: await defaultEventId(api.url) });
    expect((await callApi(api.url, 'POST', '/api/organiser/auth/logout', { token: organiser.token })).status).toBe(200);
    expect((await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: organiser.token })).status).toBe(401);
  });

  it('lets an organiser of every event sign in to any event, bound to the one signed in to', async () => {
    const eventId = await defaultEventId(api.url);
    const everywhere = await signInOrganiser(api, { eventId: null });
    expect(everywhere.eventId).toBe(eventId);
    const me = await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: everywhere.token });
    expect(me.body.data.organiser.allEvents).toBe(true);
  });
});

describe('organisers of the event', () => {
  it('invites another organiser, who gets an SMS with the console link and shows pending until they sign in', async () => {
    const eventId = await defaultEventId(api.url);
    const inviter = await signInOrganiser(api, { eventId, name: 'Meera Iyer' });
    const mobile = freshMobile();
    const invited = await callApi(api.url, 'POST', '/api/organiser/organisers', {
      token: inviter.token,
      json: { name: 'Arjun Rao', phoneCode: '+91', mobile, role: 'organiser-staff', email: 'arjun@expo.example' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ name: 'Arjun Rao', role: 'organiser-staff', status: 'pending', email: 'arjun@expo.example' });
    const outbox = await callApi(api.url, 'GET', `/api/dev/outbox?mobile=${mobile}`);
    expect(JSON.stringify(outbox.body)).toContain(`/organiser/login?mobile=${mobile}&phoneCode=91`);
    const listed = await callApi(api.url, 'GET', '/api/organiser/organisers', { token: inviter.token });
    expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Meera Iyer', 'Arjun Rao']));

    const again = await callApi(api.url, 'POST', '/api/organiser/organisers', {
      token: inviter.token,
      json: { name: 'Arjun again', phoneCode: '91', mobile, role: 'organiser' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: `+91 ${mobile} is already an organiser of this event; invite another number.` } });
  });

  it('refuses organiser staff the invitation and the removal, changing nothing', async () => {
    const eventId = await defaultEventId(api.url);
    const staff = await signInOrganiser(api, { eventId, role: 'organiser-staff' });
    const before = await api.db.select().from(organisers);
    const invited = await callApi(api.url, 'POST', '/api/organiser/organisers', {
      token: staff.token,
      json: { name: 'Nope', phoneCode: '91', mobile: freshMobile(), role: 'organiser' },
    });
    expect(invited).toMatchObject({ status: 403, body: { message: 'Only an organiser can do this; organiser staff cannot.' } });
    const removed = await callApi(api.url, 'DELETE', `/api/organiser/organisers/${staff.organiserId}`, { token: staff.token });
    expect(removed.status).toBe(403);
    expect(await api.db.select().from(organisers)).toEqual(before);
  });

  it('removes an organiser with their sessions, but never oneself nor another event\'s organiser', async () => {
    const eventId = await defaultEventId(api.url);
    const remover = await signInOrganiser(api, { eventId });
    const removed = await signInOrganiser(api, { eventId, role: 'organiser-staff' });
    expect((await callApi(api.url, 'DELETE', `/api/organiser/organisers/${remover.organiserId}`, { token: remover.token })).body.message).toBe(
      'You cannot remove yourself; ask another organiser.',
    );
    const answer = await callApi(api.url, 'DELETE', `/api/organiser/organisers/${removed.organiserId}`, { token: remover.token });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Organiser removed' } });
    expect((await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: removed.token })).status).toBe(401);
    expect(await api.db.select().from(organiserSessions).where(eq(organiserSessions.organiserId, removed.organiserId))).toEqual([]);

    const [other] = await api.db.insert(events).values({ domain: 'other-expo.example', title: 'Other Expo' }).returning();
    const elsewhere = await addOrganiser(api.db, { eventId: other!.id, name: 'Elsewhere', phone: { phoneCode: '91', mobile: freshMobile() }, role: 'organiser' });
    const refused = await callApi(api.url, 'DELETE', `/api/organiser/organisers/${elsewhere.id}`, { token: remover.token });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Organiser not found' } });
    const listed = await callApi(api.url, 'GET', '/api/organiser/organisers', { token: remover.token });
    expect(listed.body.data.map((row: { _id: string }) => row._id)).not.toContain(elsewhere.id);
  });
});
