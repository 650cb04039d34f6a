import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, uploads, users } from '../db/schema/all-tables.ts';
import { EMAIL_NEEDED_TO_SIGN_IN, FIRST_NAME_REQUIRED } from '../auth/own-details.ts';
import { sampleJpeg, samplePdf } from '../storage/sample-files.ts';
import { snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { signInDemoTeam, type DemoTeam } from '../testing/demo-team.ts';

// My profile on the server: every member uploads a photo of themselves (POST /auth/photo, images
// only) and saves it with their name (PUT /auth/updatedetails). Only the caller's own account and
// own team row change, and the Team list shows what the person set.

describe('a member sets their own name and photo', () => {
  const api = useSeededApi('pglite');
  const people = {} as DemoTeam;
  beforeAll(async () => {
    await signInDemoTeam(api, people);
  });

  const uploadPhoto = (who: SignedInExhibitor, name: string, content: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    return api.call('POST', '/api/auth/photo', { token: who.token, form });
  };

  /** Every account and team row of the demo event except the caller's own. */
  const othersRows = async (who: SignedInExhibitor) => [
    await api.db.select().from(users).where(ne(users.id, who.user._id)).orderBy(users.id),
    await api.db.select().from(teamMembers).where(ne(teamMembers.id, who.user.teamMemberId)).orderBy(teamMembers.id),
  ];

  it.each(['owner', 'admin', 'staff', 'scanner'] as const)('%s changes only their own account and team row', async (role) => {
    const who = people[role];
    const before = await othersRows(who);
    const uploaded = await uploadPhoto(who, 'me.jpg', sampleJpeg());
    expect(uploaded.status).toBe(201);
    const photo = uploaded.body.data.filePath as string;
    expect(photo).toMatch(/^teamMember\/[0-9a-f-]{36}\.jpg$/);
    const [stored] = await api.db.select().from(uploads).where(eq(uploads.path, photo));
    expect(stored).toMatchObject({ exhibitorId: who.exhibitorId, uploadType: 'teamMember', mimeType: 'image/jpeg' });

    const saved = await who.call('PUT', '/api/auth/updatedetails', { firstName: ` Renamed ${role} `, lastName: 'Person', profileImageUrl: photo });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Details updated', data: { firstName: `Renamed ${role}`, lastName: 'Person', profileImageUrl: photo, role } } });
    expect((await who.call('GET', '/api/auth/me')).body.data).toMatchObject({ firstName: `Renamed ${role}`, profileImageUrl: photo });
    const [member] = await api.db.select().from(teamMembers).where(eq(teamMembers.id, who.user.teamMemberId));
    expect(member).toMatchObject({ fullName: `Renamed ${role} Person`, profileImage: photo });
    expect(await othersRows(who), 'nobody else changed').toEqual(before);
  });

  it('shows the new name and photo in the Team list', async () => {
    const staff = people.staff;
    const photo = (await uploadPhoto(staff, 'team.jpg', sampleJpeg())).body.data.filePath as string;
    await staff.call('PUT', '/api/auth/updatedetails', { firstName: 'Meera', lastName: 'Iyer-Rao', profileImageUrl: photo });
    const team = (await people.owner.call('GET', '/api/team-members')).body.data as Array<{ _id: string; fullName: string; profileImage: string | null }>;
    expect(team.find((row) => row._id === staff.user.teamMemberId)).toMatchObject({ fullName: 'Meera Iyer-Rao', profileImage: photo });
  });

  it('takes only images as a photo, and changes nothing for a refused one', async () => {
    const before = await snapshot(api.db, [users, teamMembers, uploads]);
    const refused = await uploadPhoto(people.scanner, 'brochure.pdf', samplePdf());
    expect(refused.status).toBe(415);
    expect(await snapshot(api.db, [users, teamMembers, uploads])).toEqual(before);
  });

  it('keeps a typed name required, and changes nothing when refused', async () => {
    const before = await snapshot(api.db, [users, teamMembers]);
    const refused = await people.admin.call('PUT', '/api/auth/updatedetails', { firstName: '   ', lastName: 'Shah' });
    expect(refused).toMatchObject({ status: 400, body: { message: FIRST_NAME_REQUIRED, errors: [{ path: 'firstName', message: FIRST_NAME_REQUIRED }] } });
    expect(await snapshot(api.db, [users, teamMembers])).toEqual(before);
  });

  it('keeps the e-mail of an account that has no number to sign in with', async () => {
    const admin = people.admin;
    await admin.call('PUT', '/api/auth/updatedetails', { email: 'vikram.own@acme-robotics.example' });
    // The same person without a number: the e-mail is their only way in.
    await api.db.update(users).set({ mobile: null, phoneCode: null }).where(eq(users.id, admin.user._id));
    const refused = await admin.call('PUT', '/api/auth/updatedetails', { email: '' });
    expect(refused).toMatchObject({ status: 400, body: { message: EMAIL_NEEDED_TO_SIGN_IN } });
    const [row] = await api.db.select().from(users).where(eq(users.id, admin.user._id));
    expect(row!.email).toBe('vikram.own@acme-robotics.example');
    const [member] = await api.db.select().from(teamMembers).where(eq(teamMembers.id, admin.user.teamMemberId));
    expect(member!.emailId).toBe('vikram.own@acme-robotics.example');
  });
});
