import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { activityLog, leadImages, leadNotes, leads } from '../db/schema/all-tables.ts';
import { sampleJpeg } from '../storage/sample-files.ts';
import { LEAD_IMAGE_LIMIT, LEAD_IMAGE_MESSAGES } from '../leads/lead-images.ts';
import { dbKinds, signInExhibitor, snapshot, unknownId, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// POST /leads/{id}/images: another photo kept with a lead (the back of a card, the visitor's badge),
// its read text appended as a note. A lead scanner adds photos only to the leads they own;
// another member's lead, like another company's, is not found.

describe.each(dbKinds)('photos added to a lead on %s', (kind) => {
  const api = useSeededApi(kind);
  let scanner: SignedInExhibitor;
  let staff: SignedInExhibitor;

  const upload = async (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sampleJpeg())]), 'photo.jpg');
    const answer = await api.call('POST', '/api/leads/photos', { token, form });
    expect(answer.status).toBe(201);
    return answer.body.data.filePath as string;
  };
  const addImage = (who: SignedInExhibitor, leadId: string, body: Record<string, unknown>) => who.call('POST', `/api/leads/${leadId}/images`, body);
  const newLead = async (who: SignedInExhibitor, fullName: string) => (await who.call('POST', '/api/leads', { person: { fullName } })).body.data._id as string;
  const written = () => snapshot(api.db, [leads, leadImages, leadNotes, activityLog]);

  beforeAll(async () => {
    scanner = await signInExhibitor(api.url, DEMO_TEAM[2].authenticationId);
    staff = await signInExhibitor(api.url, DEMO_TEAM[1].authenticationId);
  });

  it('keeps the photo with its label, oldest first, and the read text as a note', async () => {
    const leadId = await newLead(scanner, 'Photo Person');
    const badge = await upload(scanner.token);
    const back = await upload(scanner.token);
    const first = await addImage(scanner, leadId, { photo: badge, label: 'badge' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Photo added to the lead');
    const second = await addImage(scanner, leadId, { photo: back, label: 'card_back', text: ' Fax +91 22 5555 0100 ' });
    const lead = second.body.data;
    expect(lead.capture.images.map((image: { url: string; label: string }) => [image.url, image.label])).toEqual([
      [badge, 'badge'],
      [back, 'card_back'],
    ]);
    expect(lead.notes.map((note: { text: string }) => note.text)).toEqual(['Read from the photo (card back):\nFax +91 22 5555 0100']);
    const entries = await api.db.select().from(activityLog).where(eq(activityLog.subjectId, leadId));
    expect(entries.map((entry) => entry.summary)).toContain('Added a photo (card back) to lead Photo Person');
    // Staff see every lead of the company and may add to it.
    expect((await addImage(staff, leadId, { photo: await upload(staff.token), label: 'other' })).status).toBe(200);
  });

  it('lets a lead scanner add a photo only to a lead they own: another member’s is not found, and nothing changes', async () => {
    const othersLead = await newLead(api.acme, 'Not The Scanner’s');
    const photo = await upload(scanner.token);
    const before = await written();
    const answer = await addImage(scanner, othersLead, { photo, label: 'badge' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Lead not found');
    expect(await written()).toEqual(before);
  });

  it('finds no lead of another company, or no lead at all, and changes nothing', async () => {
    const borealisLead = await newLead(api.borealis, 'Borealis Lead');
    const photo = await upload(api.acme.token);
    const before = await written();
    for (const id of [borealisLead, unknownId]) {
      const answer = await addImage(api.acme, id, { photo, label: 'other' });
      expect(answer.status, id).toBe(404);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a photo the company did not upload for a lead, and changes nothing', async () => {
    const leadId = await newLead(api.acme, 'Foreign Photo');
    const foreign = await upload(api.borealis.token);
    const before = await written();
    const answer = await addImage(api.acme, leadId, { photo: foreign, label: 'card_front' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: '/photo', message: LEAD_IMAGE_MESSAGES.notOwnPhoto }]);
    expect(await written()).toEqual(before);
  });

  it(`keeps at most ${LEAD_IMAGE_LIMIT} photos a lead`, async () => {
    const leadId = await newLead(api.acme, 'Many Photos');
    const photo = await upload(api.acme.token);
    await api.db.insert(leadImages).values(Array.from({ length: LEAD_IMAGE_LIMIT - 1 }, () => ({ leadId, url: photo, label: 'other' as const })));
    expect((await addImage(api.acme, leadId, { photo, label: 'other' })).status).toBe(200);
    const before = await written();
    const answer = await addImage(api.acme, leadId, { photo, label: 'other' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(LEAD_IMAGE_MESSAGES.tooMany);
    expect(await written()).toEqual(before);
  });
});
