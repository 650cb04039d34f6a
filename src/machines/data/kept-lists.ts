// Lists kept on the device (IndexedDB, through `idb`), per signed-in user, so a screen opened again
// shows what it showed last time at once, while its read brings it up to date. Keeping is a
// convenience, never a condition: a browser without IndexedDB, a full disk or a broken store just
// means nothing is recalled, and the read alone decides what the screen shows.
import type { DBSchema } from "idb";
import { onceUntilFailed } from "./once-until-failed.ts";
import { whenIdle } from "./when-idle.ts";

export const KEPT_LISTS_DB_NAME = "exhibitor-portal-lists";

/** A list kept whole. */
interface KeptWhole {
  readonly data: unknown;
  readonly keptAt: string;
}

/** A list kept in pages: how many, each page under `<user>:<name>#page:<n>`. */
interface KeptInPages {
  readonly pages: number;
  readonly keptAt: string;
}

interface KeptListsSchema extends DBSchema {
  /**
   * A list under `<user>:<name>`, whole or as the head of its pages; the server's version of it (its
   * `ETag`), when known, under `<user>:<name>#version`.
   */
  lists: { key: string; value: KeptWhole | KeptInPages | { readonly page: unknown } | { readonly version: string } };
}

export interface KeptLists {
  /** The list last kept under `name` for the signed-in user; null when none (or none can be read). */
  recall(name: string): Promise<unknown>;
  /**
   * The server's version of the list kept under `name` (written with it), so a read can ask whether
   * it is still current; null when none is known. Reading it does not copy the list.
   */
  recallVersion(name: string): Promise<string | null>;
  /** Keeps `data` under `name` for the signed-in user, with the server's version of it when known; failures are ignored. */
  keep(name: string, data: unknown, version?: string | null): Promise<void>;
}

const versionKey = (key: string): string => `${key}#version`;
const pageKey = (key: string, page: number): string => `${key}#page:${page}`;
/** Every page key of a list, for removing the pages an earlier, longer list left. */
const pageKeys = (key: string): IDBKeyRange => IDBKeyRange.bound(`${key}#page:`, `${key}#page:\uffff`);

/**
 * A list read in pages (an array of arrays) is kept one record per page: copying a record in or out
 * of the store is one task on the main thread, and 10,000 leads as one record held a phone's main
 * thread for over 200 ms at the start of a repeat visit. Page by page, each copy is its own task.
 */
const isPages = (data: unknown): data is ReadonlyArray<ReadonlyArray<unknown>> =>
  Array.isArray(data) && data.length > 1 && data.every(Array.isArray);

/**
 * The page's one connection to the kept lists' database, opened at the first use (`idb` is loaded
 * then too) and shared by every `browserKeptLists`: the signed-in screens' loaders and the header's
 * company read each make one.
 */
const open = onceUntilFailed(() =>
  import("idb").then(({ openDB }) => openDB<KeptListsSchema>(KEPT_LISTS_DB_NAME, 1, { upgrade: (db) => void db.createObjectStore("lists") })),
);

export const browserKeptLists = (deps: { readonly currentUserId: () => string | null }): KeptLists => {
  const keyOf = (name: string): string | null => {
    const userId = deps.currentUserId();
    return userId === null ? null : `${userId}:${name}`;
  };
  return {
    async recall(name) {
      const key = keyOf(name);
      if (key === null) return null;
      try {
        const transaction = (await open()).transaction("lists");
        const kept = await transaction.store.get(key);
        if (kept === undefined) return null;
        if ("data" in kept) return kept.data;
        if (!("pages" in kept)) return null;
        // One page at a time: each is copied out of the store in a task of its own.
        const pages: unknown[] = [];
        for (let page = 0; page < kept.pages; page += 1) {
          const record = await transaction.store.get(pageKey(key, page));
          if (record === undefined || !("page" in record)) return null;
          pages.push(record.page);
        }
        return pages;
      } catch {
        return null;
      }
    },
    async recallVersion(name) {
      const key = keyOf(name);
      if (key === null) return null;
      try {
        // Only beside its list: a version whose list is gone would have the read keep showing nothing.
        const transaction = (await open()).transaction("lists");
        const [kept, lists] = await Promise.all([transaction.store.get(versionKey(key)), transaction.store.count(key), transaction.done]);
        return kept !== undefined && "version" in kept && lists === 1 ? kept.version : null;
      } catch {
        return null;
      }
    },
    async keep(name, data, version = null) {
      const key = keyOf(name);
      if (key === null) return;
      try {
        const db = await open();
        // Storing copies the whole list on the main thread (10,000 leads: tens of milliseconds), so it
        // waits until the screen that shows the list has painted and the page is idle.
        await whenIdle();
        // One transaction: a version is never found beside a list it does not describe, nor a head
        // beside pages of another list.
        const transaction = db.transaction("lists", "readwrite");
        const keptAt = new Date().toISOString();
        await transaction.store.delete(pageKeys(key));
        if (isPages(data)) {
          // Each page is put once the one before is in: each copy into the store is a task of its own.
          for (const [page, items] of data.entries()) await transaction.store.put({ page: items }, pageKey(key, page));
          await transaction.store.put({ pages: data.length, keptAt }, key);
        } else {
          await transaction.store.put({ data, keptAt }, key);
        }
        await (version === null ? transaction.store.delete(versionKey(key)) : transaction.store.put({ version }, versionKey(key)));
        await transaction.done;
      } catch {
        // Not kept: the next visit reads from the server only.
      }
    },
  };
};
