import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exhibitorCategories, passes, uploads } from '../db/schema/all-tables.ts';
import { DEMO_ADMIN, DEMO_OPTION_LISTS } from '../demo/demo-data.ts';
import { samplePdf, samplePng } from '../storage/sample-files.ts';
import { callApi, dbKinds, expectRefusedUnchanged, freshIp, signInExhibitor, snapshot, useApiServer, type ApiServer, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { GUEST_LINK_MESSAGES } from '../referral/guest-links.ts';
import { GUEST_UPLOAD_RATE } from './guest-uploads-handlers.ts';

// The public guest page's own calls beyond the page and the registration: its selectApi options
// come with the page, and its image and file fields upload through the link, with the upload's
// checks, for the link's company, refused for a closed link and past the per-address limit.

function form(content: Uint8Array, fileName: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)]), fileName);
  return data;
}

async function goldLink(api: ApiServer, member: SignedInExhibitor): Promise<{ id: string; token: string }> {
  const [gold] = await api.db.select().from(exhibitorCategories).where(eq(exhibitorCategories.categoryName, 'Gold Exhibitor'));
  const [pass] = await api.db.insert(passes).values({ exhibitorId: member.exhibitorId, categoryId: gold!.id, numberOfPasses: 5 }).returning({ id: passes.id });
  const { status, body } = await member.call('POST', `/api/passes/${pass!.id}/guest-links`);
  expect(status).toBe(201);
  return { id: body.data._id as string, token: (body.data.url as string).split('/exhibitor/register/')[1]! };
}

describe.each(dbKinds)('the guest page\'s options and uploads (%s)', (kind) => {
  const api = useApiServer(kind, { env: { TRUST_PROXY: '1' } });
  let acme: SignedInExhibitor;
  const signIn = async () => {
    acme ??= await signInExhibitor(api.url, DEMO_ADMIN.mobile);
  };
  const upload = (token: string, data: FormData, ip: string) => callApi(api.url, 'POST', `/api/guest-registration/${token}/upload`, { form: data, ip });
  const stored = async () => ({ rows: await snapshot(api.db, uploads) });

  it('brings a selectApi field its option list and the event its time zone', async () => {
    await signIn();
    const link = await goldLink(api, acme);
    const page = await callApi(api.url, 'GET', `/api/guest-registration/${link.token}`, { ip: freshIp() });
    expect(page.status).toBe(200);
    const sector = page.body.data.fields.find((field: { name: string | null }) => field.name === 'sector');
    const sectors = DEMO_OPTION_LISTS.find((list) => list.name === 'sectors')!.options as Array<{ value: string; label: string }>;
    expect(sector).toMatchObject({ type: 'select', selectApi: 'sectors', options: sectors });
    expect(page.body.data.event.timezone).toEqual(expect.any(String));
  });

  it('stores a guest\'s file for the link\'s company, which the registration then names', async () => {
    await signIn();
    const link = await goldLink(api, acme);
    const ip = freshIp();
    const answer = await upload(link.token, form(samplePdf(), 'id-card.pdf'), ip);
    expect(answer.status).toBe(201);
    const { filePath } = answer.body.data as { filePath: string };
    expect(filePath).toMatch(/^eventWebsite\/[0-9a-f-]{36}\.pdf$/u);
    expect(await readFile(join(api.dataDir, 'uploads', filePath))).toEqual(Buffer.from(samplePdf()));
    const [row] = await api.db.select().from(uploads).where(eq(uploads.path, filePath));
    expect(row).toMatchObject({ exhibitorId: acme.exhibitorId, originalName: 'id-card.pdf' });

    const page = await callApi(api.url, 'GET', `/api/guest-registration/${link.token}`, { ip });
    const visitDate = page.body.data.fields.find((f: { name: string | null }) => f.name === 'visitDate').minDate as string;
    const registered = await callApi(api.url, 'POST', `/api/guest-registration/${link.token}`, {
      ip,
      json: {
        firstName: 'Ravi',
        lastName: 'Upload',
        emailId: `ravi.upload.${kind}@guests.example`,
        mobileNumber: { country: '91', number: kind === 'pglite' ? '9123456781' : '9123456782' },
        visitDate,
        passDay: 'day1',
        sector: 'logistics',
        idProof: filePath,
        agreeTerms: true,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });

  it('refuses what a company\'s upload refuses, and a closed or made-up link, storing nothing', async () => {
    await signIn();
    const link = await goldLink(api, acme);
    const ip = freshIp();
    // Named a PNG, but the bytes are text.
    await expectRefusedUnchanged(stored, () => upload(link.token, form(new TextEncoder().encode('not an image'), 'fake.png'), ip), 415);
    await expectRefusedUnchanged(stored, () => upload('A'.repeat(43), form(samplePng(), 'photo.png'), ip), 404);
    expect((await acme.call('DELETE', `/api/guest-links/${link.id}`)).status).toBe(200);
    const revoked = await expectRefusedUnchanged(stored, () => upload(link.token, form(samplePng(), 'photo.png'), ip), 410);
    expect(revoked.body.message).toBe(GUEST_LINK_MESSAGES.revoked);
  });

  it('limits uploads per client address', async () => {
    await signIn();
    const link = await goldLink(api, acme);
    const ip = freshIp();
    for (let n = 0; n < GUEST_UPLOAD_RATE.limit; n++) expect((await upload(link.token, form(samplePng(), `p${n}.png`), ip)).status).toBe(201);
    const refused = await expectRefusedUnchanged(stored, () => upload(link.token, form(samplePng(), 'one-more.png'), ip), 429);
    expect(refused.body.message).toMatch(/^Too many uploads from this network/);
    // Another address is not held back.
    expect((await upload(link.token, form(samplePng(), 'other.png'), freshIp())).status).toBe(201);
  });
});
