// The console's Exhibitors over HTTP: an organiser lists, adds (the owner is invited by SMS and
// e-mail and then signs in to the exhibitor portal), changes, allocates passes (never below what is
// used), reads the team and removes an exhibitor only after reading what goes and confirming.
// Organiser staff read the list and the teams and change nothing; an organiser of another event gets 404 and changes nothing; an
// exhibitor's token opens none of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN } from '../demo/demo-data.ts';
import { events, exhibitorCategories, exhibitors, leads, passes, referralRegistrations, teamMembers, users } from '../db/schema/all-tables.ts';
import { organiserToken } from '../testing/organiser-kit.ts';
import { dbKinds, defaultEventId, refusalCheck, signInExhibitor, unknownId, useApiServer } from '../testing/api-test-kit.ts';

const TABLES = [exhibitors, users, teamMembers, passes, exhibitorCategories, referralRegistrations, leads] as const;

describe.each(dbKinds)('organiser exhibitors on %s', (kind) => {
  const api = useApiServer(kind, { env: { OTP_RESEND_SECONDS: '0' } });
  const refused = refusalCheck(api, TABLES);
  let eventId: string;
  let organiser: string;
  let staff: string;
  let stranger: string;

  beforeAll(async () => {
    eventId = await defaultEventId(api.url);
    organiser = await organiserToken(api, { eventId, role: 'organiser' });
    staff = await organiserToken(api, { eventId, role: 'organiser-staff' });
    const [other] = await api.db.insert(events).values({ domain: `other-${kind}.example.test`, title: 'Other Expo' }).returning();
    stranger = await organiserToken(api, { eventId: other!.id, role: 'organiser' });
  });

  const as = (token: string) => ({ token });

  it('lists the event\'s exhibitors with owner, team, passes and leads, and the categories', async () => {
    const answer = await api.call('GET', '/api/organiser/exhibitors', as(staff));
    expect(answer.status).toBe(200);
    const acme = answer.body.data.exhibitors.find((row: { owner: { mobile: string } | null }) => row.owner?.mobile === DEMO_ADMIN.mobile);
    expect(acme).toMatchObject({ teamSize: expect.any(Number), leadsCount: expect.any(Number), owner: { signedIn: expect.any(Boolean) } });
    expect(acme.passes.length).toBeGreaterThan(0);
    expect(answer.body.data.categories.length).toBeGreaterThan(0);
    expect((await api.call('GET', '/api/organiser/exhibitors', as(stranger))).body.data.exhibitors).toEqual([]);
  });

  it('adds an exhibitor, invites the owner, who then signs in to the exhibitor portal', async () => {
    const created = await api.call('POST', '/api/organiser/exhibitors', {
      ...as(organiser),
      json: { name: 'Zeta Systems', boothNumber: 'Z-1', owner: { fullName: 'Ravi Iyer', phoneCode: '+91', mobile: '98000 77001', email: 'ravi@zeta.example' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Added Zeta Systems and invited Ravi Iyer by SMS and e-mail.');
    expect(created.body.data).toMatchObject({ name: 'Zeta Systems', boothNumber: 'Z-1', teamSize: 1, owner: { mobile: '9800077001', signedIn: false } });
    const outbox = await api.call('GET', '/api/dev/outbox?mobile=9800077001');
    expect(outbox.body.data.some((sms: { body: string }) => sms.body.includes('/exhibitor/login?mobile=9800077001'))).toBe(true);
    await signInExhibitor(api.url, '9800077001');
    const listed = await api.call('GET', '/api/organiser/exhibitors', as(organiser));
    expect(listed.body.data.exhibitors.find((row: { name: string }) => row.name === 'Zeta Systems').owner.signedIn).toBe(true);
    await refused('POST', `/api/organiser/exhibitors/${created.body.data._id}/invite`, as(organiser), 409, /already signed in/);
  });

  it('says what to fix and stores nothing for bad input and taken names or numbers', async () => {
    const bad = await refused('POST', '/api/organiser/exhibitors', { ...as(organiser), json: { name: '', boothNumber: '', owner: { fullName: '', mobile: '12' } } }, 400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['/name', '/boothNumber', '/owner/fullName', '/owner/mobile']);
    await refused('POST', '/api/organiser/exhibitors', { ...as(organiser), json: { name: 'zeta systems', boothNumber: 'Z-2', owner: { fullName: 'X', mobile: '9800077002' } } }, 409, /already at this event/);
    await refused('POST', '/api/organiser/exhibitors', { ...as(organiser), json: { name: 'Other Co', boothNumber: 'Z-2', owner: { fullName: 'X', mobile: DEMO_ADMIN.mobile } } }, 409, /already used/);
    await refused('POST', '/api/organiser/exhibitors', { ...as(organiser), json: { name: 'Other Co', boothNumber: 'Z-2' } }, 400);
  });

  it('allocates passes and refuses an allocation below what is used, saying how many and what to do', async () => {
    const list = await api.call('GET', '/api/organiser/exhibitors', as(organiser));
    const acme = list.body.data.exhibitors.find((row: { owner: { mobile: string } | null }) => row.owner?.mobile === DEMO_ADMIN.mobile);
    const used = acme.passes.find((pass: { used: number }) => pass.used > 0);
    expect(used).toBeTruthy();
    await refused('PUT', `/api/organiser/exhibitors/${acme._id}/passes`, { ...as(staff), json: { categoryId: used.categoryId, numberOfPasses: used.allocated + 5 } }, 403);
    const below = await refused('PUT', `/api/organiser/exhibitors/${acme._id}/passes`, { ...as(organiser), json: { categoryId: used.categoryId, numberOfPasses: used.used - 1 } }, 409);
    expect(below.body.message).toContain(`cannot go below ${used.used}`);
    expect(below.body.message).toContain('reject registrations');
    const raised = await api.call('PUT', `/api/organiser/exhibitors/${acme._id}/passes`, { ...as(organiser), json: { categoryId: used.categoryId, numberOfPasses: used.allocated + 5 } });
    expect(raised.status).toBe(200);
    expect(raised.body.data.passes.find((pass: { categoryId: string }) => pass.categoryId === used.categoryId).allocated).toBe(used.allocated + 5);
    const fresh = await api.call('PUT', `/api/organiser/exhibitors/${acme._id}/passes`, { ...as(organiser), json: { categoryName: 'Press', numberOfPasses: 2 } });
    expect(fresh.body.message).toContain('now has 2 "Press" passes');
    await refused('PUT', `/api/organiser/exhibitors/${acme._id}/passes`, { ...as(organiser), json: { categoryName: 'Press', numberOfPasses: -1 } }, 400);
  });

  it('changes name, booth and category, and reads the team', async () => {
    const list = await api.call('GET', '/api/organiser/exhibitors', as(organiser));
    const zeta = list.body.data.exhibitors.find((row: { name: string }) => row.name === 'Zeta Systems');
    const category = list.body.data.categories[0];
    await refused('PUT', `/api/organiser/exhibitors/${zeta._id}`, { ...as(staff), json: { boothNumber: 'Z-9', categoryId: category._id } }, 403);
    const changed = await api.call('PUT', `/api/organiser/exhibitors/${zeta._id}`, { ...as(organiser), json: { boothNumber: 'Z-9', categoryId: category._id } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ boothNumber: 'Z-9', categoryName: category.name });
    const team = await api.call('GET', `/api/organiser/exhibitors/${zeta._id}/team`, as(staff));
    expect(team.body.data).toEqual([expect.objectContaining({ fullName: 'Ravi Iyer', role: 'owner', status: 'active' })]);
  });

  it('removes only after the organiser read what goes and confirmed; staff may not remove', async () => {
    const list = await api.call('GET', '/api/organiser/exhibitors', as(organiser));
    const zeta = list.body.data.exhibitors.find((row: { name: string }) => row.name === 'Zeta Systems');
    await refused('GET', `/api/organiser/exhibitors/${zeta._id}/removal`, as(staff), 403);
    await refused('DELETE', `/api/organiser/exhibitors/${zeta._id}?confirm=true`, as(staff), 403);
    const preview = await api.call('GET', `/api/organiser/exhibitors/${zeta._id}/removal`, as(organiser));
    expect(preview.body.data).toMatchObject({ counts: { teamMembers: 1, leads: 0, registrations: 0, passes: 0 }, summary: expect.stringContaining('Removing Zeta Systems deletes') });
    await refused('DELETE', `/api/organiser/exhibitors/${zeta._id}`, as(organiser), 409, /confirm=true/);
    const removed = await api.call('DELETE', `/api/organiser/exhibitors/${zeta._id}?confirm=true`, as(organiser));
    expect(removed.status).toBe(200);
    expect(await api.db.select().from(users).where(eq(users.mobile, '9800077001'))).toEqual([]);
    await refused('GET', `/api/organiser/exhibitors/${zeta._id}/team`, as(organiser), 404);
  });

  it('an organiser of another event gets 404 on every exhibitor operation and changes nothing', async () => {
    const list = await api.call('GET', '/api/organiser/exhibitors', as(organiser));
    const acme = list.body.data.exhibitors[0]._id;
    for (const id of [acme, unknownId, 'not-a-uuid']) {
      await refused('PUT', `/api/organiser/exhibitors/${id}`, { ...as(stranger), json: { name: 'Taken over' } }, id === 'not-a-uuid' ? 400 : 404);
    }
    await refused('PUT', `/api/organiser/exhibitors/${acme}/passes`, { ...as(stranger), json: { categoryName: 'Gold', numberOfPasses: 999 } }, 404);
    await refused('POST', `/api/organiser/exhibitors/${acme}/invite`, as(stranger), 404);
    await refused('GET', `/api/organiser/exhibitors/${acme}/team`, as(stranger), 404);
    await refused('GET', `/api/organiser/exhibitors/${acme}/removal`, as(stranger), 404);
    await refused('DELETE', `/api/organiser/exhibitors/${acme}?confirm=true`, as(stranger), 404);
  });

  it('an exhibitor token opens none of it', async () => {
    const owner = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
    await refused('GET', '/api/organiser/exhibitors', as(owner.token), 401);
    await refused('POST', '/api/organiser/exhibitors', { ...as(owner.token), json: { name: 'X', boothNumber: 'Y', owner: { fullName: 'Z', mobile: '9800077009' } } }, 401);
  });
});
