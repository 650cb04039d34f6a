import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, leadImages, leadNotes, leads, leadTouches, uploads } from '../db/schema/all-tables.ts';
import { samplePdf, samplePng, sampleJpeg } from '../storage/sample-files.ts';
import { IMAGE_ONLY_MESSAGE } from '../storage/upload-signatures.ts';
import { LEAD_IMAGE_MESSAGES } from '../leads/lead-images.ts';
import { dbKinds, signInExhibitor, snapshot, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// POST /leads/photos and POST /leads/business-card: a card's photo goes up first (PNG or JPEG, into
// the company's leadPhoto area), then the fields read from it make a lead with source
// `business_card` that keeps the photos and the read text, or are merged into the company's lead of
// the same person. Only a photo the caller's company uploaded there may be kept with a lead.

function photoForm(content: Uint8Array, fileName: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  return form;
}

describe.each(dbKinds)('business cards on %s', (kind) => {
  const api = useSeededApi(kind);
  let scanner: SignedInExhibitor;

  const upload = async (token: string, content: Uint8Array = sampleJpeg(), fileName = 'card.jpg') => {
    const answer = await api.call('POST', '/api/leads/photos', { token, form: photoForm(content, fileName) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.filePath as string;
  };
  const card = (who: { token: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.call('POST', '/api/leads/business-card', { token: who.token, json: body, headers });
  const written = () => snapshot(api.db, [leads, leadTouches, leadNotes, leadImages, activityLog]);

  beforeAll(async () => {
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
  });

  it('stores a lead photo for any role in the leadPhoto area, served under /files/, and records whose it is', async () => {
    const path = await upload(scanner.token, samplePng(), 'front.png');
    expect(path).toMatch(/^leadPhoto\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(join(api.dataDir, 'uploads', path))).toEqual(samplePng());
    const [row] = await api.db.select().from(uploads).where(eq(uploads.path, path));
    expect(row).toMatchObject({ exhibitorId: scanner.exhibitorId, uploadType: 'leadPhoto', mimeType: 'image/png' });
    const served = await fetch(`${api.url}/files/${path}`);
    expect(served.status).toBe(200);
  });

  it('refuses a photo that is no PNG or JPEG, and a PNG name on other bytes, storing nothing', async () => {
    const before = await snapshot(api.db, uploads);
    const pdf = await api.call('POST', '/api/leads/photos', { token: api.acme.token, form: photoForm(samplePdf(), 'card.pdf') });
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe(IMAGE_ONLY_MESSAGE);
    const fake = await api.call('POST', '/api/leads/photos', { token: api.acme.token, form: photoForm(samplePdf(), 'card.png') });
    expect(fake.status).toBe(415);
    expect(await snapshot(api.db, uploads)).toEqual(before);
  });

  it('makes a lead from a card with both sides’ photos and the read text', async () => {
    const front = await upload(scanner.token);
    const back = await upload(scanner.token, samplePng(), 'back.png');
    const text = 'Ananya Sharma\nHead of Procurement\nVertex Labs Pvt Ltd\n+91 98200 12345';
    const { status, body } = await card(scanner, {
      person: { fullName: 'Ananya Sharma', designation: 'Head of Procurement', companyName: 'Vertex Labs Pvt Ltd', phone: '+91 98200 12345', website: 'vertexlabs.example' },
      photo: front,
      backPhoto: back,
      text,
      qualification: { priority: 'high', appendNote: 'Met at the demo.' },
    });
    expect(status).toBe(201);
    expect(body.message).toBe('Lead captured from the business card');
    const lead = body.data.lead;
    expect(lead).toMatchObject({
      source: 'business_card',
      priority: 'high',
      user: { fullName: 'Ananya Sharma', phone: '+919820012345', website: 'vertexlabs.example', emailId: null },
      capture: { kind: 'business_card', text },
      capturedBy: { userId: scanner.user._id },
    });
    expect(lead.capture.images.map((image: { url: string; label: string }) => [image.url, image.label])).toEqual([
      [front, 'card_front'],
      [back, 'card_back'],
    ]);
    expect(lead.touches).toHaveLength(1);
    const [entry] = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, lead._id));
    expect(entry).toMatchObject({ action: 'lead.card', summary: 'Read the business card of Ananya Sharma: new lead' });
  });

  it('merges a card of a visitor the company has (same e-mail) into that lead, which gains the photo and the read text as a note', async () => {
    const made = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Rahul Verma', emailId: 'rahul@verma.example' } });
    const photo = await upload(api.acme.token);
    const { status, body } = await card(api.acme, { person: { fullName: 'Rahul V.', emailId: 'Rahul@Verma.example', companyName: 'Verma Steel' }, photo, text: 'Rahul Verma\nVerma Steel' });
    expect(status).toBe(200);
    expect(body.data.outcome).toBe('existing');
    expect(body.data.lead).toMatchObject({
      _id: made.body.data._id,
      source: 'manual',
      user: { fullName: 'Rahul Verma', companyName: 'Verma Steel' },
      capture: { kind: 'manual', images: [{ url: photo, label: 'card_front' }] },
    });
    expect(body.data.lead.notes.map((note: { text: string }) => note.text)).toEqual(['Read from a business card:\nRahul Verma\nVerma Steel']);
  });

  it('answers a repeat with the same Idempotency-Key as the first time, writing nothing more', async () => {
    const photo = await upload(api.acme.token);
    const body = { person: { fullName: 'Once Only', emailId: 'once.only@example.com' }, photo };
    const headers = { 'idempotency-key': `card-${kind}-once-only` };
    const first = await card(api.acme, body, headers);
    const before = await written();
    const repeat = await card(api.acme, body, headers);
    expect(first.status).toBe(201);
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: first.status, body: first.body });
    expect(await written()).toEqual(before);
  });

  describe('refuses a photo that is not one the company uploaded for a lead, and writes nothing', () => {
    const cases: Array<[string, () => Promise<{ photo: string; backPhoto?: string }>, string]> = [
      ['another company’s lead photo', async () => ({ photo: await upload(api.borealis.token) }), '/photo'],
      ['the company’s own logo upload', async () => ({ photo: (await api.call('POST', '/api/v1/event-website/upload', { token: api.acme.token, form: photoForm(samplePng(), 'logo.png') })).body.data.filePath }), '/photo'],
      ['a path nobody uploaded', async () => ({ photo: 'leadPhoto/4b1c2d3e-5f60-4718-92a3-b4c5d6e7f809.jpg' }), '/photo'],
      ['a foreign back photo', async () => ({ photo: await upload(api.acme.token), backPhoto: await upload(api.borealis.token) }), '/backPhoto'],
    ];
    it.each(cases)('%s', async (_name, photos, pointer) => {
      const sent = await photos();
      const before = await written();
      const answer = await card(api.acme, { person: { fullName: 'Should Not Exist' }, ...sent });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(LEAD_IMAGE_MESSAGES.notOwnPhoto);
      expect(answer.body.errors).toEqual([{ path: pointer, message: LEAD_IMAGE_MESSAGES.notOwnPhoto }]);
      expect(await written()).toEqual(before);
    });
  });

  it('refuses a card without a name, and writes nothing', async () => {
    const photo = await upload(api.acme.token);
    const before = await written();
    const answer = await card(api.acme, { person: { fullName: '  ' }, photo });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].path).toBe('/person/fullName');
    expect(await written()).toEqual(before);
  });
});
