// The Resources screen's rows of `downloads`: the event's public resources anyone may read, and a
// company's own resources (`isExhibitor` true, never public), which only that company lists,
// changes and deletes. Every write carries the caller's exhibitor, so another company's resource id
// matches nothing and answers 404 without changing anything.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { downloads } from '../db/schema/all-tables.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { changeOwnedRow, deleteOwnedRow, ownedRow } from '../exhibitors/owned-rows.ts';
import { resourceSourceErrors, type ResourceSource } from '../../src/rules/resource-rules.ts';
import type { downloadValues, DownloadRow } from './download-mapper.ts';

export const RESOURCE = 'Resource';

type ResourceValues = ReturnType<typeof downloadValues>;

/** Which of the event's resources a list shows. */
export type ResourceShelf = { own: string } | { organiserOnly: boolean };

/** The rule the Add/Edit Resource dialog applies too: a file or a link, and a web address for a link. */
export function refuseWithoutSource(source: ResourceSource): void {
  const errors = resourceSourceErrors(source);
  if (errors.length > 0) throw new ApiError(400, errors[0]!.message, [...errors]);
}

/**
 * Visible to anyone: resources marked public. Event resources are public unless the organiser hid
 * them from exhibitors in the console; exhibitor resources are never public (SPEC §6).
 */
const publiclyListed: SQL = eq(downloads.isPublic, true);

const ownResource = (exhibitorId: string, id: string) => ownedRow(downloads, id, exhibitorId, eq(downloads.isExhibitor, true));

/** The event's resources on one shelf: a company's own, or the public ones (the organiser's only, or all). */
export function eventResources(db: Database, eventId: string, shelf: ResourceShelf): Promise<DownloadRow[]> {
  const scope =
    'own' in shelf
      ? and(eq(downloads.isExhibitor, true), eq(downloads.exhibitorId, shelf.own))!
      : shelf.organiserOnly
        ? and(eq(downloads.isExhibitor, false), publiclyListed)!
        : publiclyListed;
  return db
    .select()
    .from(downloads)
    .where(and(eq(downloads.eventId, eventId), scope))
    .orderBy(asc(downloads.category), asc(downloads.title), asc(downloads.id));
}

/** A company's own resource; the caller checked its source. */
export async function addOwnResource(db: Database, owner: { exhibitorId: string; eventId: string }, values: ResourceValues & { title: string }): Promise<DownloadRow> {
  const [row] = await db
    .insert(downloads)
    .values({ ...values, eventId: owner.eventId, exhibitorId: owner.exhibitorId, isExhibitor: true, isPublic: false })
    .returning();
  return row!;
}

/** Changes a company's own resource; the source rule holds for the resource as it would be after the change, not for the fields sent. */
export async function changeOwnResource(db: Database, exhibitorId: string, id: string, values: ResourceValues): Promise<DownloadRow> {
  const own = ownResource(exhibitorId, id);
  if (values.type !== undefined || values.attachment !== undefined) {
    const [current] = await db.select({ type: downloads.type, attachment: downloads.attachment }).from(downloads).where(own).limit(1);
    if (!current) throw notFound(RESOURCE);
    refuseWithoutSource({ type: values.type ?? current.type, fileUrl: values.attachment !== undefined ? values.attachment : current.attachment });
  }
  return changeOwnedRow(db, downloads, own, values, RESOURCE);
}

export const deleteOwnResource = (db: Database, exhibitorId: string, id: string): Promise<void> =>
  deleteOwnedRow(db, downloads, ownResource(exhibitorId, id), RESOURCE);

/**
 * Counts a download of anything the caller may download: what the event lists publicly, or the
 * caller's company's own (`exhibitorId`, signed in). One statement, so concurrent downloads never
 * lose a count.
 */
export async function countDownload(db: Database, id: string, exhibitorId: string | undefined): Promise<{ id: string; downloadCount: number }> {
  const visible = exhibitorId === undefined ? publiclyListed : or(publiclyListed, eq(downloads.exhibitorId, exhibitorId))!;
  const [row] = await db
    .update(downloads)
    .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
    .where(and(eq(downloads.id, id), visible))
    .returning({ id: downloads.id, downloadCount: downloads.downloadCount });
  if (!row) throw notFound(RESOURCE);
  return row;
}
