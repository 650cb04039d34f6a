// Lists kept on the device (IndexedDB, through `idb`), per signed-in user, so a screen opened again
// shows what it showed last time at once, while its read brings it up to date. Keeping is a
// convenience, never a condition: a browser without IndexedDB, a full disk or a broken store just
// means nothing is recalled, and the read alone decides what the screen shows.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { whenIdle } from "./when-idle.ts";

export const KEPT_LISTS_DB_NAME = "exhibitor-portal-lists";

interface KeptListsSchema extends DBSchema {
  /**
   * A list under `<user>:<name>`; the server's version of it (its `ETag`), when known, under
   * `<user>:<name>#version`. A list kept in pages has only their count there, and each page under
   * `<user>:<name>/page/<n>`.
   */
  lists: {
    key: string;
    value:
      | { readonly data: unknown; readonly keptAt: string }
      | { readonly pageCount: number; readonly keptAt: string }
      | { readonly page: ReadonlyArray<unknown> }
      | { readonly version: string };
  };
}

export type Pages = ReadonlyArray<ReadonlyArray<unknown>>;

export interface KeptLists {
  /** The list last kept under `name` for the signed-in user; null when none (or none can be read). */
  recall(name: string): Promise<unknown>;
  /**
   * The server's version of the list kept under `name` (written with it), so a read can ask whether
   * it is still current; null when none is known. Reading it does not copy the list.
   */
  recallVersion(name: string): Promise<string | null>;
  /** Keeps `data` under `name` for the signed-in user; failures are ignored. */
  keep(name: string, data: unknown): Promise<void>;
  /**
   * The pages last kept under `name`, read one at a time, each in a task of its own; `each` runs on
   * every page in the task that read it (so work per page stays in small tasks). Null when none.
   */
  recallPages(name: string, each: (page: ReadonlyArray<unknown>) => void): Promise<Pages | null>;
  /**
   * Keeps a list of pages under `name`, each page a record of its own: no task copies the whole
   * list, in writing it or in reading it back. Failures are ignored.
   */
  keepPages(name: string, pages: Pages, version: string | null): Promise<void>;
}

const versionKey = (key: string): string => `${key}#version`;
const pageKey = (key: string, index: number): string => `${key}/page/${index}`;
/** Every page key of `key`: "/page/" followed by digits sorts between these two. */
const allPages = (key: string): IDBKeyRange => IDBKeyRange.bound(`${key}/page/`, `${key}/page/\uffff`);

export const browserKeptLists = (deps: { readonly currentUserId: () => string | null }): KeptLists => {
  let opened: Promise<IDBPDatabase<KeptListsSchema>> | null = null;
  const open = () =>
    (opened ??= openDB<KeptListsSchema>(KEPT_LISTS_DB_NAME, 1, {
      upgrade: (db) => void db.createObjectStore("lists"),
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    }));
  const keyOf = (name: string): string | null => {
    const userId = deps.currentUserId();
    return userId === null ? null : `${userId}:${name}`;
  };
  return {
    async recall(name) {
      const key = keyOf(name);
      if (key === null) return null;
      try {
        const kept = await (await open()).get("lists", key);
        return kept !== undefined && "data" in kept ? kept.data : null;
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
    async keep(name, data) {
      const key = keyOf(name);
      if (key === null) return;
      try {
        const db = await open();
        // Storing copies the whole list on the main thread (10,000 leads: tens of milliseconds), so it
        // waits until the screen that shows the list has painted and the page is idle.
        await whenIdle();
        // One transaction: a version is never found beside a list it does not describe.
        const transaction = db.transaction("lists", "readwrite");
        await Promise.all([
          transaction.store.put({ data, keptAt: new Date().toISOString() }, key),
          transaction.store.delete(allPages(key)),
          // A list kept whole has no version: its read always answers in full.
          transaction.store.delete(versionKey(key)),
          transaction.done,
        ]);
      } catch {
        // Not kept: the next visit reads from the server only.
      }
    },
    async recallPages(name, each) {
      const key = keyOf(name);
      if (key === null) return null;
      try {
        const db = await open();
        const kept = await db.get("lists", key);
        if (kept === undefined) return null;
        // A list kept whole (before lists were kept in pages) is one page.
        if ("data" in kept) {
          if (!Array.isArray(kept.data)) return null;
          each(kept.data);
          return [kept.data];
        }
        if (!("pageCount" in kept)) return null;
        const pages: Array<ReadonlyArray<unknown>> = [];
        // One read per page, each answered in a task of its own, so none copies the whole list.
        for (let index = 0; index < kept.pageCount; index += 1) {
          const page = await db.get("lists", pageKey(key, index));
          if (page === undefined || !("page" in page)) return null;
          pages.push(page.page);
          each(page.page);
        }
        return pages;
      } catch {
        return null;
      }
    },
    async keepPages(name, pages, version) {
      const key = keyOf(name);
      if (key === null) return;
      try {
        const db = await open();
        await whenIdle();
        // One transaction (a version is never found beside pages it does not describe), one put
        // after another: each page is copied in the task its predecessor's write answered in.
        const transaction = db.transaction("lists", "readwrite");
        const done = transaction.done;
        // A write that fails aborts the transaction; that failure is the one caught below.
        done.catch(() => undefined);
        await transaction.store.delete(allPages(key));
        for (const [index, page] of pages.entries()) await transaction.store.put({ page }, pageKey(key, index));
        await transaction.store.put({ pageCount: pages.length, keptAt: new Date().toISOString() }, key);
        await (version === null ? transaction.store.delete(versionKey(key)) : transaction.store.put({ version }, versionKey(key)));
        await done;
      } catch {
        // Not kept: the next visit reads from the server only.
      }
    },
  };
};
