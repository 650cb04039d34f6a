// A company's own resources, called as the handlers call them, against a real database (PGlite) and
// without HTTP: the source rule holds for the resource as it would be after a change, another
// company's resource is not found and stays as it was, and a download is counted only of what the
// caller may download. The answers on the wire stay in server/handlers/downloads.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloads } from '../db/schema/all-tables.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { RESOURCE_SOURCE_MESSAGES } from '../../src/rules/resource-rules.ts';
import { addOwnResource, changeOwnResource, countDownload, deleteOwnResource, eventResources } from './exhibitor-resources.ts';

const testDb = useAuthTestDb('pglite');

const rowOf = async (id: string) => (await testDb.db.select().from(downloads).where(eq(downloads.id, id)))[0];

describe('exhibitor resources', () => {
  it('checks a change against the resource as it would be: a file resource turned into a link needs a web address', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Resources One');
    const added = await addOwnResource(testDb.db, owner, { title: 'Brochure', type: 'pdf', attachment: '/uploads/resource/brochure.pdf' });
    expect(added).toMatchObject({ isExhibitor: true, isPublic: false, exhibitorId: owner.exhibitorId });
    await expect(changeOwnResource(testDb.db, owner.exhibitorId, added.id, { type: 'link' })).rejects.toMatchObject({
      status: 400,
      message: RESOURCE_SOURCE_MESSAGES.linkInvalid,
    });
    await expect(changeOwnResource(testDb.db, owner.exhibitorId, added.id, { attachment: null })).rejects.toMatchObject({
      status: 400,
      message: RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired,
    });
    expect(await rowOf(added.id)).toMatchObject({ type: 'pdf', attachment: '/uploads/resource/brochure.pdf' });
    const link = await changeOwnResource(testDb.db, owner.exhibitorId, added.id, { type: 'link', attachment: 'https://example.com/brochure' });
    expect(link).toMatchObject({ type: 'link', attachment: 'https://example.com/brochure' });
  });

  it("answers 404 for another company's resource and leaves it as it was", async () => {
    const owner = await ownerOfNewCompany(testDb, 'Resources Two');
    const stranger = await ownerOfNewCompany(testDb, 'Resources Three');
    const added = await addOwnResource(testDb.db, owner, { title: 'Price list', type: 'doc', attachment: '/uploads/resource/prices.docx' });
    await expect(changeOwnResource(testDb.db, stranger.exhibitorId, added.id, { title: 'Taken' })).rejects.toMatchObject({ status: 404, message: 'Resource not found' });
    await expect(changeOwnResource(testDb.db, stranger.exhibitorId, added.id, { type: 'link' })).rejects.toMatchObject({ status: 404 });
    await expect(deleteOwnResource(testDb.db, stranger.exhibitorId, added.id)).rejects.toMatchObject({ status: 404 });
    expect(await rowOf(added.id)).toMatchObject({ title: 'Price list', type: 'doc' });
    expect((await eventResources(testDb.db, owner.eventId, { own: stranger.exhibitorId })).map((row) => row.id)).not.toContain(added.id);
    expect((await eventResources(testDb.db, owner.eventId, { own: owner.exhibitorId })).map((row) => row.id)).toEqual([added.id]);
  });

  it('counts a download of a company resource only for its own company, never for anyone else', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Resources Four');
    const stranger = await ownerOfNewCompany(testDb, 'Resources Five');
    const added = await addOwnResource(testDb.db, owner, { title: 'Catalogue', type: 'pdf', attachment: '/uploads/resource/catalogue.pdf' });
    await expect(countDownload(testDb.db, added.id, undefined)).rejects.toMatchObject({ status: 404 });
    await expect(countDownload(testDb.db, added.id, stranger.exhibitorId)).rejects.toMatchObject({ status: 404 });
    expect(await countDownload(testDb.db, added.id, owner.exhibitorId)).toEqual({ id: added.id, downloadCount: 1 });
    expect((await rowOf(added.id))!.downloadCount).toBe(1);
  });
});
