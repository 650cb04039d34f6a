import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_RESOURCES, DEMO_EXHIBITOR_RESOURCES } from '../demo/demo-data.ts';
import { downloads } from '../db/schema/all-tables.ts';
import { dbKinds, refusalCheck, snapshot, unknownId, useSeededApi } from '../testing/api-test-kit.ts';

interface Resource {
  _id: string;
  title: string;
  isExhibitor: boolean;
  exhibitor: string | null;
  downloadCount: number;
}

describe.each(dbKinds)('resource handlers on %s', (kind) => {
  const api = useSeededApi(kind);
  let event: string;
  let organiserResource: Resource;
  let borealisResource: Resource;
  let acmeResource: Resource;
  beforeAll(async () => {
    event = api.acme.eventId;
    organiserResource = (await api.call('GET', `/api/downloads?event=${event}&excludeExhibitor=true`)).body.data[0];
    const own = (token: string, exhibitor: string) =>
      api.call('GET', `/api/downloads?event=${event}&isExhibitor=true&exhibitor=${exhibitor}`, { token });
    borealisResource = (await own(api.borealis.token, api.borealis.user.exhibitorId)).body.data[0];
    acmeResource = (await own(api.acme.token, api.acme.user.exhibitorId)).body.data[0];
  });

  const expectRefused = refusalCheck(api, [downloads]);

  const countOf = async (id: string) =>
    (await api.db.select({ n: downloads.downloadCount }).from(downloads).where(eq(downloads.id, id)))[0]!.n;

  describe('listing', () => {
    it('event resources need no token and leave exhibitor resources out', async () => {
      for (const query of ['excludeExhibitor=true', 'isExhibitor=false', '']) {
        const answer = await api.call('GET', `/api/downloads?event=${event}&${query}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toHaveLength(DEMO_EVENT_RESOURCES.length);
        for (const resource of answer.body.data) expect(resource.isExhibitor).toBe(false);
      }
    });

    it('orders by category, then title', async () => {
      const answer = await api.call('GET', `/api/downloads?event=${event}&excludeExhibitor=true`);
      const keys = answer.body.data.map((r: { category: string; title: string }) => `${r.category}\u0000${r.title}`);
      expect(keys).toEqual([...keys].sort());
    });

    it('My Resources lists only the token’s company’s resources', async () => {
      const answer = await api.call('GET', `/api/downloads?event=${event}&isExhibitor=true&exhibitor=${api.acme.user.exhibitorId}`, {
        token: api.acme.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r: Resource) => r.title).sort()).toEqual(DEMO_EXHIBITOR_RESOURCES.map((r) => r.title).sort());
      for (const resource of answer.body.data) {
        expect(resource).toMatchObject({ isExhibitor: true, isPublic: false, exhibitor: api.acme.user.exhibitorId });
      }
    });

    it('My Resources needs a token (401) whose company and event match (403)', async () => {
      const mine = `/api/downloads?event=${event}&isExhibitor=true&exhibitor=${api.acme.user.exhibitorId}`;
      expect((await api.call('GET', mine)).status).toBe(401);
      expect((await api.call('GET', mine, { token: 'forged' })).status).toBe(401);
      const other = await api.borealis.call('GET', mine);
      expect(other.status).toBe(403);
      expect(other.body.success).toBe(false);
      const otherEvent = await api.acme.call('GET', `/api/downloads?event=${unknownId}&isExhibitor=true`);
      expect(otherEvent.status).toBe(403);
    });

    it('refuses a missing, malformed or unknown event and contradictory filters', async () => {
      expect((await api.call('GET', '/api/downloads')).status).toBe(400);
      expect((await api.call('GET', '/api/downloads?event=abc')).status).toBe(400);
      expect((await api.call('GET', `/api/downloads?event=${event}&excludeExhibitor=yes`)).status).toBe(400);
      const unknown = await api.call('GET', `/api/downloads?event=${unknownId}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Event not found');
      const both = await api.call('GET', `/api/downloads?event=${event}&isExhibitor=true&excludeExhibitor=true`, {
        token: api.acme.token,
      });
      expect(both.status).toBe(400);
    });
  });

  describe('exhibitor resources', () => {
    it('creates one from the SPEC §3 payload, owned by the token’s company and not public', async () => {
      const created = await api.acme.call('POST', '/api/downloads', {
        title: ' Safety datasheet ',
        description: 'Certificates.',
        type: 'pdf',
        fileUrl: 'resource/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.pdf',
        fileType: 'pdf',
        event,
        exhibitor: api.acme.user.exhibitorId,
        isExhibitor: true,
        isPublic: false,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        title: 'Safety datasheet',
        attachment: 'resource/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.pdf',
        type: 'pdf',
        isExhibitor: true,
        isPublic: false,
        exhibitor: api.acme.user.exhibitorId,
        event,
        downloadCount: 0,
      });
      const publicList = await api.call('GET', `/api/downloads?event=${event}`);
      expect(publicList.body.data.map((r: Resource) => r._id)).not.toContain(created.body.data._id);

      const updated = await api.acme.call('PUT', `/api/downloads/${created.body.data._id}`, { title: 'Safety datasheet v2', description: null });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ title: 'Safety datasheet v2', description: null, type: 'pdf' });

      const deleted = await api.acme.call('DELETE', `/api/downloads/${created.body.data._id}`);
      expect(deleted.status).toBe(200);
      expect(await snapshot(api.db, downloads)).not.toContainEqual(expect.objectContaining({ id: created.body.data._id }));
    });

    it.each([
      ['no title', { type: 'pdf' }],
      ['a blank title', { title: '  ', type: 'pdf' }],
      ['no type', { title: 'X' }],
      ['an unknown type', { title: 'X', type: 'exe' }],
      ['a title of the wrong type', { title: 5, type: 'pdf' }],
      ['isPublic true', { title: 'X', type: 'pdf', isPublic: true }],
      ['a script fileUrl', { title: 'X', type: 'link', fileUrl: 'javascript:alert(1)' }],
      ['a malformed event', { title: 'X', type: 'pdf', event: 'abc' }],
    ])('POST with %s answers 400 and changes nothing', async (_label, json) => {
      await expectRefused('POST', '/api/downloads', { token: api.acme.token, json }, 400);
    });

    it.each([
      ['a file type without a file', { title: 'X', type: 'pdf' }, 'Every resource needs a file or a link: choose a file, or pick the Link type'],
      ['a file type with a blank file', { title: 'X', type: 'doc', fileUrl: '  ' }, 'Every resource needs a file or a link: choose a file, or pick the Link type'],
      ['a link without an address', { title: 'X', type: 'link', fileUrl: null }, 'Valid URL is required'],
      ['a link that is not a web address', { title: 'X', type: 'link', fileUrl: 'acme.example/video' }, 'Valid URL is required'],
    ])('POST with %s answers 400 with the shared rule’s message at /fileUrl', async (_label, json, message) => {
      const answer = await expectRefused('POST', '/api/downloads', { token: api.acme.token, json }, 400);
      expect(answer.body).toMatchObject({ message, errors: [{ path: '/fileUrl', message }] });
    });

    it('a link resource keeps its web address as the attachment', async () => {
      const created = await api.acme.call('POST', '/api/downloads', { title: 'Booth tour', type: 'link', fileUrl: ' https://acme.example/tour ' });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ type: 'link', attachment: 'https://acme.example/tour' });
      await api.acme.call('DELETE', `/api/downloads/${created.body.data._id}`);
    });

    it('PUT applies the rule to the resource as it would become, and leaves other changes alone', async () => {
      const created = await api.acme.call('POST', '/api/downloads', { title: 'Price list', type: 'pdf', fileUrl: 'eventWebsite/0f0e0d0c-0b0a-4908-8706-050403020100.pdf' });
      const path = `/api/downloads/${created.body.data._id}`;
      const cleared = await expectRefused('PUT', path, { token: api.acme.token, json: { fileUrl: null } }, 400);
      expect(cleared.body.errors).toEqual([{ path: '/fileUrl', message: 'Every resource needs a file or a link: choose a file, or pick the Link type' }]);
      // A stored file path is no web address: turning it into a link needs one.
      const relinked = await expectRefused('PUT', path, { token: api.acme.token, json: { type: 'link' } }, 400);
      expect(relinked.body.message).toBe('Valid URL is required');
      const link = await api.acme.call('PUT', path, { type: 'link', fileUrl: 'https://acme.example/prices' });
      expect(link.status).toBe(200);
      expect(link.body.data).toMatchObject({ type: 'link', attachment: 'https://acme.example/prices' });
      const renamed = await api.acme.call('PUT', path, { title: 'Price list 2026' });
      expect(renamed.body.data).toMatchObject({ title: 'Price list 2026', type: 'link', attachment: 'https://acme.example/prices' });
      await api.acme.call('DELETE', path);
    });

    it('PUT of the rule’s fields on another company’s resource still answers 404', async () => {
      const put = await expectRefused('PUT', `/api/downloads/${borealisResource._id}`, { token: api.acme.token, json: { fileUrl: null } }, 404);
      expect(put.body.message).toBe('Resource not found');
    });

    it('POST naming another company or event answers 403 and changes nothing', async () => {
      await expectRefused('POST', '/api/downloads', { token: api.acme.token, json: { title: 'X', type: 'pdf', exhibitor: api.borealis.user.exhibitorId } }, 403);
      await expectRefused('POST', '/api/downloads', { token: api.acme.token, json: { title: 'X', type: 'pdf', event: unknownId } }, 403);
    });

    it('another company’s and the organiser’s resources answer 404 to update and delete', async () => {
      for (const id of [borealisResource._id, organiserResource._id, unknownId]) {
        const put = await expectRefused('PUT', `/api/downloads/${id}`, { token: api.acme.token, json: { title: 'Mine' } }, 404);
        expect(put.body.message).toBe('Resource not found');
        await expectRefused('DELETE', `/api/downloads/${id}`, { token: api.acme.token }, 404);
      }
      await expectRefused('DELETE', '/api/downloads/not-an-id', { token: api.acme.token }, 400);
    });

    it.each([
      ['POST', '/api/downloads'],
      ['PUT', `/api/downloads/${unknownId}`],
      ['DELETE', `/api/downloads/${unknownId}`],
    ])('%s %s without a token answers 401 and changes nothing', async (method, path) => {
      const json = method === 'DELETE' ? undefined : { title: 'X', type: 'pdf' };
      const answer = await expectRefused(method, path, { json }, 401);
      expect(answer.body.message).toBe('Unauthorized');
    });
  });

  describe('increment', () => {
    it('counts a public download without a token and answers the new count', async () => {
      const before = await countOf(organiserResource._id);
      const answer = await api.call('POST', `/api/downloads/${organiserResource._id}/increment`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ _id: organiserResource._id, downloadCount: before + 1 });
    });

    it('never loses a count under concurrent downloads', async () => {
      const before = await countOf(organiserResource._id);
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => api.call('POST', `/api/downloads/${organiserResource._id}/increment`)),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(await countOf(organiserResource._id)).toBe(before + 25);
      const counts = answers.map((a) => a.body.data.downloadCount as number).sort((x, y) => x - y);
      expect(new Set(counts).size).toBe(25);
    });

    it('a private resource counts only for its own company', async () => {
      await expectRefused('POST', `/api/downloads/${acmeResource._id}/increment`, {}, 404);
      await expectRefused('POST', `/api/downloads/${acmeResource._id}/increment`, { token: api.borealis.token }, 404);
      const before = await countOf(acmeResource._id);
      const own = await api.acme.call('POST', `/api/downloads/${acmeResource._id}/increment`);
      expect(own.status).toBe(200);
      expect(own.body.data.downloadCount).toBe(before + 1);
    });

    it('unknown and malformed ids are refused', async () => {
      await expectRefused('POST', `/api/downloads/${unknownId}/increment`, {}, 404);
      await expectRefused('POST', '/api/downloads/zzz/increment', {}, 400);
    });
  });
});
