// The organiser's exhibitor functions on a real database: adding with the owner's account, the list's
// figures, changes, pass allocations (never below what registrations use), the owner's invitation
// and removal with what goes with it. Every function is scoped by the event: another event's
// exhibitor is not found and nothing of it changes.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import {
  activityLog,
  events,
  exhibitorCategories,
  exhibitors,
  leads,
  passes,
  referralRegistrations,
  teamMembers,
  users,
} from '../db/schema/all-tables.ts';
import type { ApiError } from '../http/api-error.ts';
import { NUMBER_TAKEN } from '../auth/number-free.ts';
import type { SmsMessage } from '../context/sms-sender.ts';
import type { MailMessage } from '../mail/mail-sender.ts';
import { organiserActor } from './exhibitor-actor.ts';
import { addExhibitor, changeExhibitor, type NewExhibitor } from './exhibitor-details.ts';
import { exhibitorTeam, listExhibitors } from './exhibitor-list.ts';
import { allocatePasses } from './exhibitor-passes.ts';
import { removalPreview, removeExhibitor } from './exhibitor-removal.ts';
import { inviteNewOwner, resendOwnerInvite, OWNER_INVITE_MESSAGES } from './exhibitor-invitation.ts';
import { EXHIBITOR_MESSAGES } from '../../src/rules/exhibitor-rules.ts';

const testDb = useAuthTestDb('pglite');
const by = organiserActor('Priya Menon');

let mobileSeq = 9_100_000_000;
const nextMobile = () => String(mobileSeq++);

const newExhibitor = (name: string, extra: Partial<NewExhibitor> = {}): NewExhibitor => ({
  name,
  boothNumber: 'B-1',
  owner: { fullName: 'Ravi Iyer', phoneCode: '+91', mobile: nextMobile(), email: null },
  ...extra,
});

async function refused(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeTruthy();
  return error as ApiError;
}

async function otherEvent(): Promise<string> {
  const [event] = await testDb.db
    .insert(events)
    .values({ domain: `other-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.test`, title: 'Other Expo' })
    .returning({ id: events.id });
  return event!.id;
}

describe('adding an exhibitor', () => {
  it('makes the company, the owner account and the owner row, and the list shows them', async () => {
    const { db, eventId } = testDb;
    const added = await addExhibitor(db, eventId, newExhibitor('Zeta Systems', {
      boothNumber: ' A-12 ',
      owner: { fullName: ' Ravi  Iyer ', phoneCode: '+91', mobile: '98765 11111', email: 'Ravi@Zeta.example' },
    }), by);
    expect(added).toMatchObject({ name: 'Zeta Systems', boothNumber: 'A-12', owner: { fullName: 'Ravi Iyer', phoneCode: '91', mobile: '9876511111', email: 'ravi@zeta.example' } });
    const [user] = await db.select().from(users).where(eq(users.exhibitorId, added.id));
    expect(user).toMatchObject({ firstName: 'Ravi', lastName: 'Iyer', email: 'ravi@zeta.example', mobile: '9876511111', phoneCode: '91' });
    const [listed] = await listExhibitors(db, eventId, added.id);
    expect(listed).toMatchObject({
      name: 'Zeta Systems',
      boothNumber: 'A-12',
      categoryId: null,
      owner: { fullName: 'Ravi Iyer', mobile: '9876511111', email: 'ravi@zeta.example', signedIn: false, invitedAt: null },
      teamSize: 1,
      leadsCount: 0,
      passes: [],
    });
    const log = await db.select().from(activityLog).where(eq(activityLog.exhibitorId, added.id));
    expect(log).toEqual([expect.objectContaining({ actorName: 'Priya Menon (organiser)', action: 'company.create', actorUserId: null })]);
  });

  it('says what to fix for every bad field at once, and stores nothing', async () => {
    const { db, eventId } = testDb;
    const before = await db.select({ id: exhibitors.id }).from(exhibitors);
    const error = await refused(
      addExhibitor(db, eventId, { name: ' ', boothNumber: '', owner: { fullName: '', phoneCode: 'x', mobile: '12ab', email: 'not-mail' } }, by),
    );
    expect(error.status).toBe(400);
    expect(error.errors?.map((e) => e.path)).toEqual(['/name', '/boothNumber', '/owner/fullName', '/owner/mobile', '/owner/phoneCode', '/owner/email']);
    expect(error.errors?.[3]?.message).toBe(EXHIBITOR_MESSAGES.mobile);
    expect(await db.select({ id: exhibitors.id }).from(exhibitors)).toHaveLength(before.length);
  });

  it('refuses a taken name, number or e-mail, and a category of another event', async () => {
    const { db, eventId } = testDb;
    const first = await addExhibitor(db, eventId, newExhibitor('Orbit Labs', { owner: { fullName: 'A B', mobile: '9000000011', email: 'a@orbit.example' } }), by);
    expect(first.id).toBeTruthy();
    const sameName = await refused(addExhibitor(db, eventId, newExhibitor('orbit labs'), by));
    expect(sameName).toMatchObject({ status: 409, errors: [{ path: '/name' }] });
    const sameNumber = await refused(addExhibitor(db, eventId, newExhibitor('Orbit Two', { owner: { fullName: 'C D', mobile: '90000 00011' } }), by));
    expect(sameNumber).toMatchObject({ status: 409, message: NUMBER_TAKEN, errors: [{ path: '/owner/mobile' }] });
    const sameMail = await refused(addExhibitor(db, eventId, newExhibitor('Orbit Three', { owner: { fullName: 'E F', mobile: nextMobile(), email: 'A@orbit.example' } }), by));
    expect(sameMail).toMatchObject({ status: 409, errors: [{ path: '/owner/email' }] });

    const elsewhere = await otherEvent();
    const [foreign] = await db.insert(exhibitorCategories).values({ eventId: elsewhere, categoryName: 'Gold' }).returning();
    const foreignCategory = await refused(addExhibitor(db, eventId, newExhibitor('Orbit Four', { categoryId: foreign!.id }), by));
    expect(foreignCategory).toMatchObject({ status: 400, errors: [{ path: '/categoryId' }] });
    expect(await db.select().from(exhibitors).where(eq(exhibitors.name, 'Orbit Four'))).toEqual([]);
  });
});

describe('changing an exhibitor', () => {
  it('changes name, booth and category; another event cannot see or change it', async () => {
    const { db, eventId } = testDb;
    const added = await addExhibitor(db, eventId, newExhibitor('Helix Bio'), by);
    const [silver] = await db.insert(exhibitorCategories).values({ eventId, categoryName: 'Silver' }).returning();
    const changed = await changeExhibitor(db, eventId, added.id, { name: 'Helix Biotech', boothNumber: 'C-3', categoryId: silver!.id }, by);
    expect(changed).toMatchObject({ name: 'Helix Biotech', boothNumber: 'C-3', categoryId: silver!.id, categoryName: 'Silver' });
    const cleared = await changeExhibitor(db, eventId, added.id, { categoryId: null }, by);
    expect(cleared).toMatchObject({ name: 'Helix Biotech', categoryId: null, categoryName: null });
    expect((await refused(changeExhibitor(db, eventId, added.id, { boothNumber: ' ' }, by))).errors).toEqual([
      { path: '/boothNumber', message: EXHIBITOR_MESSAGES.boothRequired },
    ]);

    const elsewhere = await otherEvent();
    expect((await refused(changeExhibitor(db, elsewhere, added.id, { name: 'Stolen' }, by))).status).toBe(404);
    expect((await refused(changeExhibitor(db, eventId, 'not-an-id', { name: 'X' }, by))).status).toBe(404);
    expect(await listExhibitors(db, elsewhere)).toEqual([]);
    const [row] = await db.select().from(exhibitors).where(eq(exhibitors.id, added.id));
    expect(row).toMatchObject({ name: 'Helix Biotech', boothNumber: 'C-3' });
  });
});

describe('allocating passes', () => {
  it('creates the category when new, changes the number, and never goes below what is used', async () => {
    const { db, eventId } = testDb;
    const added = await addExhibitor(db, eventId, newExhibitor('Quanta Tools'), by);
    const first = await allocatePasses(db, eventId, added.id, { categoryName: 'Gold', numberOfPasses: 4, categoryPasses: 10 }, by);
    expect(first).toMatchObject({ numberOfPasses: 4, used: 0, category: { name: 'Gold', exhibitorPasses: 10, isActive: true } });
    const [pass] = await db.select().from(passes).where(eq(passes.exhibitorId, added.id));
    for (const [n, reject] of [[1, false], [2, false], [3, false], [4, true]] as const) {
      await db.insert(referralRegistrations).values({ exhibitorId: added.id, passId: pass!.id, firstName: `Guest ${n}`, reject });
    }
    const byId = await allocatePasses(db, eventId, added.id, { categoryId: first.category.id, numberOfPasses: 3 }, by);
    expect(byId).toMatchObject({ numberOfPasses: 3, used: 3 });

    const below = await refused(allocatePasses(db, eventId, added.id, { categoryName: 'Gold', numberOfPasses: 2 }, by));
    expect(below.status).toBe(409);
    expect(below.message).toBe(
      '3 people are already registered on the "Gold" passes, so the allocation cannot go below 3 (asked: 2). ' +
        'Allocate 3 or more, or reject registrations in Registrations to free places first.',
    );
    const [after] = await listExhibitors(db, eventId, added.id);
    expect(after!.passes).toEqual([expect.objectContaining({ categoryName: 'Gold', allocated: 3, used: 3, categoryPasses: 10 })]);

    expect((await refused(allocatePasses(db, eventId, added.id, { categoryName: 'Gold', numberOfPasses: -1 }, by))).errors?.[0]?.path).toBe('/numberOfPasses');
    expect((await refused(allocatePasses(db, eventId, added.id, { categoryName: ' ', numberOfPasses: 1 }, by))).errors?.[0]?.message).toBe(
      EXHIBITOR_MESSAGES.categoryRequired,
    );
    const elsewhere = await otherEvent();
    expect((await refused(allocatePasses(db, elsewhere, added.id, { categoryName: 'Gold', numberOfPasses: 50 }, by))).status).toBe(404);
    expect(
      (await refused(allocatePasses(db, eventId, added.id, { categoryId: '00000000-0000-4000-8000-000000000000', numberOfPasses: 5 }, by))).status,
    ).toBe(404);
    expect(await db.select().from(exhibitorCategories).where(eq(exhibitorCategories.eventId, elsewhere))).toEqual([]);
    const [unchanged] = await db.select().from(passes).where(eq(passes.id, pass!.id));
    expect(unchanged!.numberOfPasses).toBe(3);
  });
});

describe('the owner invitation', () => {
  it('sends SMS and e-mail, paces resends, and has nothing to resend once the owner signed in', async () => {
    const { db, eventId } = testDb;
    const sms: SmsMessage[] = [];
    const mails: MailMessage[] = [];
    const sending = {
      db,
      origin: 'https://expo.example.test',
      sms: { kind: 'outbox' as const, send: async (m: SmsMessage) => void sms.push(m) },
      mail: { kind: 'outbox' as const, send: async (m: MailMessage) => void mails.push(m), close() {} },
      log: { error() {} },
    };
    const added = await addExhibitor(db, eventId, newExhibitor('Nimbus Air', { owner: { fullName: 'Mira Das', mobile: '9222222222', email: 'mira@nimbus.example' } }), by);
    const outcome = await inviteNewOwner(sending, eventId, added.id, 'Priya Menon');
    expect(outcome).toEqual({ attempted: ['sms', 'email'], failed: [] });
    expect(sms[0]).toMatchObject({ phoneCode: '91', mobile: '9222222222', body: expect.stringContaining('/exhibitor/login?mobile=9222222222&phoneCode=91') });
    expect(mails[0]).toMatchObject({ to: 'mira@nimbus.example', subject: expect.stringContaining('Nimbus Air') });

    const tooSoon = await refused(resendOwnerInvite(sending, eventId, added.id, 'Priya Menon', 30));
    expect(tooSoon.status).toBe(429);
    const again = await resendOwnerInvite(sending, eventId, added.id, 'Priya Menon', 0);
    expect(again.outcome.failed).toEqual([]);
    expect(sms).toHaveLength(2);

    const elsewhere = await otherEvent();
    expect((await refused(resendOwnerInvite(sending, elsewhere, added.id, 'Priya Menon', 0))).status).toBe(404);
    expect(sms).toHaveLength(2);

    await db.update(teamMembers).set({ joinedAt: new Date() }).where(and(eq(teamMembers.exhibitorId, added.id), eq(teamMembers.role, 'owner')));
    expect(await refused(resendOwnerInvite(sending, eventId, added.id, 'Priya Menon', 0))).toMatchObject({ status: 409, message: OWNER_INVITE_MESSAGES.alreadySignedIn });
    const [listed] = await listExhibitors(db, eventId, added.id);
    expect(listed!.owner).toMatchObject({ signedIn: true, invitedAt: expect.any(Date) });
  });
});

describe('removing an exhibitor', () => {
  it('says what goes, removes nothing without confirmation, then removes all of it in one go', async () => {
    const { db, eventId } = testDb;
    const added = await addExhibitor(db, eventId, newExhibitor('Vega Motors'), by);
    await allocatePasses(db, eventId, added.id, { categoryName: 'Gold', numberOfPasses: 5 }, by);
    const [pass] = await db.select().from(passes).where(eq(passes.exhibitorId, added.id));
    await db.insert(referralRegistrations).values({ exhibitorId: added.id, passId: pass!.id, firstName: 'Guest' });
    await db.insert(teamMembers).values({ exhibitorId: added.id, fullName: 'Second Person', role: 'staff' });
    await db.insert(leads).values([{ exhibitorId: added.id, fullName: 'Lead One' }, { exhibitorId: added.id, fullName: 'Lead Two' }]);

    const team = await exhibitorTeam(db, eventId, added.id);
    expect(team.map((m) => m.role)).toEqual(['owner', 'staff']);

    const preview = await removalPreview(db, eventId, added.id);
    expect(preview.counts).toEqual({ teamMembers: 2, leads: 2, registrations: 1, passes: 5 });
    expect(preview.summary).toContain('2 team members, 2 leads, 1 registration and 5 passes');

    const unconfirmed = await refused(removeExhibitor(db, eventId, added.id, false));
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.message).toContain('confirm=true');
    const elsewhere = await otherEvent();
    expect((await refused(removeExhibitor(db, elsewhere, added.id, true))).status).toBe(404);
    expect((await refused(removalPreview(db, elsewhere, added.id))).status).toBe(404);
    expect((await refused(exhibitorTeam(db, elsewhere, added.id))).status).toBe(404);
    expect(await db.select().from(leads).where(eq(leads.exhibitorId, added.id))).toHaveLength(2);

    const removed = await removeExhibitor(db, eventId, added.id, true);
    expect(removed.counts).toEqual(preview.counts);
    for (const table of [teamMembers, leads, passes, referralRegistrations, users] as const) {
      expect(await db.select().from(table).where(eq(table.exhibitorId, added.id))).toEqual([]);
    }
    expect(await db.select().from(exhibitors).where(eq(exhibitors.id, added.id))).toEqual([]);
    // The category stays: other exhibitors may hold passes in it.
    expect(await db.select().from(exhibitorCategories).where(and(eq(exhibitorCategories.eventId, eventId), eq(exhibitorCategories.categoryName, 'Gold')))).toHaveLength(1);
  });
});
