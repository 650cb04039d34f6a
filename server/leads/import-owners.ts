// Who follows up each lead of an import: the file's Owner column, as the portal resolved its names
// to members (`owners` of POST /leads/import). Every assignment is checked before anything is
// written; one that names no row of the file, a row twice, or nobody who can own leads refuses the
// file, as a refused row does.
import type { Executor } from '../db/prepared.ts';
import { ApiError, type FieldError } from '../http/api-error.ts';
import { OWNER_MESSAGES, ownerAccount } from './lead-owner.ts';

export interface ImportOwner {
  readonly row: number;
  readonly userId: string;
}

export const IMPORT_OWNER_MESSAGES = {
  noSuchRow: (rowCount: number) => `There is no such row: the file has ${rowCount.toLocaleString('en-US')} ${rowCount === 1 ? 'lead' : 'leads'}.`,
  rowTwice: 'This row is already given an owner.',
} as const;

/**
 * The owner of each row named, by the row's index. The members are read in the import's
 * transaction (share-locked, as a hand-over does), so a member removed meanwhile is not made owner.
 */
export async function importOwners(tx: Executor, exhibitorId: string, owners: readonly ImportOwner[], rowCount: number): Promise<Map<number, string>> {
  const errors: FieldError[] = [];
  const byRow = new Map<number, string>();
  const accounts = new Map<string, boolean>();
  for (const [index, owner] of owners.entries()) {
    if (owner.row >= rowCount) errors.push({ path: `/owners/${index}/row`, message: IMPORT_OWNER_MESSAGES.noSuchRow(rowCount) });
    else if (byRow.has(owner.row)) errors.push({ path: `/owners/${index}/row`, message: IMPORT_OWNER_MESSAGES.rowTwice });
    if (!accounts.has(owner.userId)) accounts.set(owner.userId, (await ownerAccount(tx, exhibitorId, owner.userId)) !== null);
    if (!accounts.get(owner.userId)) errors.push({ path: `/owners/${index}/userId`, message: OWNER_MESSAGES.unknownMember });
    byRow.set(owner.row, owner.userId);
  }
  if (errors.length > 0) throw new ApiError(400, 'The owners given could not be used; nothing was imported', errors);
  return byRow;
}
