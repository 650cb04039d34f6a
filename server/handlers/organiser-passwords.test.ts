import { describe, expect, it } from 'vitest';
import { callApi, defaultEventId, freshIp, useSeededApi } from '../testing/api-test-kit.ts';
import { signInOrganiser } from '../testing/organiser-kit.ts';
import { addOrganiser } from '../organisers/organiser-accounts.ts';

const api = useSeededApi();
const INVALID = { status: 400, body: { message: 'Invalid e-mail or password' } };
let unique = 0;
const freshEmail = () => `organiser-${Date.now()}-${++unique}@expo.example`;

const setPassword = (token: string, json: Record<string, string>) => callApi(api.url, 'PUT', '/api/organiser/auth/password', { token, json });
const login = (email: string, password: string, ip = freshIp()) =>
  callApi(api.url, 'POST', '/api/organiser/auth/login', { json: { email, password }, ip });

describe('organiser sign-in by e-mail and password', () => {
  it('sets a first password without a current one, then signs in with any case of the e-mail', async () => {
    const eventId = await defaultEventId(api.url);
    const email = freshEmail();
    const organiser = await signInOrganiser(api, { eventId, name: 'Meera Iyer', email });
    const set = await setPassword(organiser.token, { newPassword: 'first-pass', confirmPassword: 'first-pass' });
    expect(set).toMatchObject({ status: 200, body: { success: true } });
    const signedIn = await login(email.toUpperCase(), 'first-pass');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.organiser).toMatchObject({ name: 'Meera Iyer', hasPassword: true });
    expect(signedIn.body.data.event._id).toBe(eventId);
    const me = await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: signedIn.body.token });
    expect(me.status).toBe(200);
    // The console's token only.
    expect((await callApi(api.url, 'GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(401);
  });

  it('answers an unknown e-mail, an organiser without a password and a wrong password alike', async () => {
    const eventId = await defaultEventId(api.url);
    const withPassword = freshEmail();
    const organiser = await signInOrganiser(api, { eventId, email: withPassword });
    await setPassword(organiser.token, { newPassword: 'right-pass', confirmPassword: 'right-pass' });
    const withoutPassword = freshEmail();
    await signInOrganiser(api, { eventId, email: withoutPassword });
    expect(await login(freshEmail(), 'right-pass')).toMatchObject(INVALID);
    expect(await login(withoutPassword, 'right-pass')).toMatchObject(INVALID);
    expect(await login(withPassword, 'wrong-pass')).toMatchObject(INVALID);
  });

  it('changes a password only with the current one, ending the other sessions and keeping the calling one', async () => {
    const eventId = await defaultEventId(api.url);
    const email = freshEmail();
    const organiser = await signInOrganiser(api, { eventId, email });
    await setPassword(organiser.token, { newPassword: 'first-pass', confirmPassword: 'first-pass' });
    const other = (await login(email, 'first-pass')).body.token as string;

    expect(await setPassword(organiser.token, { newPassword: 'second-pass', confirmPassword: 'second-pass' })).toMatchObject({
      status: 400,
      body: { message: 'Current password is required' },
    });
    expect(await setPassword(organiser.token, { currentPassword: 'nope-nope', newPassword: 'second-pass', confirmPassword: 'second-pass' })).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect' },
    });
    expect(await setPassword(organiser.token, { currentPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'other-pass' })).toMatchObject({
      status: 400,
      body: { message: "Passwords don't match" },
    });
    expect((await setPassword(organiser.token, { currentPassword: 'first-pass', newPassword: 'short', confirmPassword: 'short' })).status).toBe(400);
    // The mistakes above changed nothing: the other session still works.
    expect((await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: other })).status).toBe(200);

    const changed = await setPassword(organiser.token, { currentPassword: 'first-pass', newPassword: 'second-pass', confirmPassword: 'second-pass' });
    expect(changed.status).toBe(200);
    expect((await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: other })).status).toBe(401);
    expect((await callApi(api.url, 'GET', '/api/organiser/auth/me', { token: organiser.token })).status).toBe(200);
    expect(await login(email, 'first-pass')).toMatchObject(INVALID);
    expect((await login(email, 'second-pass')).status).toBe(200);
  });

  it('limits attempts per address as exhibitors sign-in does, known and unknown addresses alike', async () => {
    const email = freshEmail();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login(email, 'guess-pass')).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
  });

  it('keeps an e-mail to one organiser of the event, whatever its case', async () => {
    const eventId = await defaultEventId(api.url);
    const email = freshEmail();
    const inviter = await signInOrganiser(api, { eventId, email });
    const again = await callApi(api.url, 'POST', '/api/organiser/organisers', {
      token: inviter.token,
      json: { name: 'Same Address', phoneCode: '91', mobile: '9711111111', role: 'organiser-staff', email: email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already the e-mail of an organiser');
    await expect(addOrganiser(api.db, { eventId: null, name: 'Everywhere', phone: { phoneCode: '91', mobile: '9711111112' }, email, role: 'organiser' })).rejects.toThrow(
      /already the e-mail/,
    );
  });
});
