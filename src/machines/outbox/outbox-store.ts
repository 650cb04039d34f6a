// The outbox's records in IndexedDB (through `idb`). Every failure of the browser's storage becomes
// OutboxUnavailable with a reason a person can act on: a scan the device cannot keep is refused out
// loud, never dropped in silence.
import type { DBSchema, IDBPDatabase } from "idb";
import { OutboxUnavailable, type OutboxItem } from "./outbox-types.ts";

export const OUTBOX_DB_NAME = "exhibitor-portal-outbox";
const OUTBOX_DB_VERSION = 1;

/** Where a synced item's lead went: a later qualification of the same local id becomes an update of it. */
export interface SyncedRecord {
  readonly localId: string;
  readonly userId: string;
  readonly leadId: string;
  /** The lead's name as the server answered it (older records have none). */
  readonly leadName?: string | null;
}

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { byUser: string } };
  synced: { key: string; value: SyncedRecord };
}

export interface OutboxStore {
  get(localId: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  /** The user's items, oldest first. */
  list(userId: string): Promise<OutboxItem[]>;
  count(userId: string): Promise<number>;
  delete(localId: string): Promise<void>;
  /**
   * Changes one item in one transaction (so a change made while the item is being sent is never
   * lost nor brings a sent item back); `change` returns the new item. Resolves with it, or
   * undefined when there is no such item.
   */
  update(localId: string, change: (item: OutboxItem) => OutboxItem): Promise<OutboxItem | undefined>;
  /** Removes a sent item and remembers its lead, in one transaction; resolves with the item as it was. */
  markSynced(record: SyncedRecord): Promise<OutboxItem | undefined>;
  synced(localId: string): Promise<SyncedRecord | undefined>;
  close(): void;
}

export const STORAGE_MISSING = "This browser cannot keep scans on the device (no IndexedDB, or it is turned off in private browsing). Use a normal window of a current browser.";
export const STORAGE_FULL = "The device's storage is full, so this was not kept. Free some space on the device (or sync and clear old data), then try again.";
export const STORAGE_BROKEN = "The device's storage refused to keep this";

const isQuotaError = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "QuotaExceededError";

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== "" ? error.message : String(error);

/** The one translation of a storage failure into the outbox's error. */
export const unavailable = (error: unknown): OutboxUnavailable => {
  if (error instanceof OutboxUnavailable) return error;
  if (isQuotaError(error)) return new OutboxUnavailable(STORAGE_FULL);
  return new OutboxUnavailable(`${STORAGE_BROKEN} (${reasonOf(error)}). Reload the page and try again.`);
};

const guarded = async <A>(work: () => Promise<A>): Promise<A> => {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
};

const byAge = (a: OutboxItem, b: OutboxItem): number =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.localId < b.localId ? -1 : a.localId > b.localId ? 1 : 0;

/**
 * Opens the outbox database. The global `indexedDB` is looked up when called, so a browser without
 * it gets the clear message instead of a ReferenceError.
 */
export const openOutboxStore = async (name: string = OUTBOX_DB_NAME): Promise<OutboxStore> => {
  if (typeof globalThis.indexedDB === "undefined") throw new OutboxUnavailable(STORAGE_MISSING);
  let db: IDBPDatabase<OutboxSchema>;
  try {
    // `idb` is loaded with the first use: the outbox starts with the app, before anyone signed in.
    const { openDB } = await import("idb");
    db = await openDB<OutboxSchema>(name, OUTBOX_DB_VERSION, {
      upgrade(database) {
        const items = database.createObjectStore("items", { keyPath: "localId" });
        items.createIndex("byUser", "userId");
        database.createObjectStore("synced", { keyPath: "localId" });
      },
    });
  } catch (error) {
    throw isQuotaError(error) ? new OutboxUnavailable(STORAGE_FULL) : new OutboxUnavailable(`${STORAGE_MISSING} (${reasonOf(error)})`);
  }
  return {
    get: (localId) => guarded(() => db.get("items", localId)),
    put: (item) => guarded(async () => void (await db.put("items", item))),
    list: (userId) => guarded(async () => (await db.getAllFromIndex("items", "byUser", userId)).sort(byAge)),
    count: (userId) => guarded(() => db.countFromIndex("items", "byUser", userId)),
    delete: (localId) => guarded(() => db.delete("items", localId)),
    update: (localId, change) =>
      guarded(async () => {
        const tx = db.transaction("items", "readwrite");
        const item = await tx.store.get(localId);
        const next = item === undefined ? undefined : change(item);
        if (next !== undefined) await tx.store.put(next);
        await tx.done;
        return next;
      }),
    markSynced: (record) =>
      guarded(async () => {
        const tx = db.transaction(["items", "synced"], "readwrite");
        const items = tx.objectStore("items");
        const item = await items.get(record.localId);
        await Promise.all([items.delete(record.localId), tx.objectStore("synced").put(record)]);
        await tx.done;
        return item;
      }),
    synced: (localId) => guarded(() => db.get("synced", localId)),
    close: () => db.close(),
  };
};
