// Lists kept on the device (IndexedDB, through `idb`), per signed-in user, so a screen opened again
// shows what it showed last time at once, while its read brings it up to date. Keeping is a
// convenience, never a condition: a browser without IndexedDB, a full disk or a broken store just
// means nothing is recalled, and the read alone decides what the screen shows.
import type { DBSchema, IDBPDatabase } from "idb";
import { whenIdle } from "./when-idle.ts";

export const KEPT_LISTS_DB_NAME = "exhibitor-portal-lists";

interface KeptListsSchema extends DBSchema {
  /** A list under `<user>:<name>`; the server's version of it (its `ETag`), when known, under `<user>:<name>#version`. */
  lists: { key: string; value: { readonly data: unknown; readonly keptAt: string } | { readonly version: string } };
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

export const browserKeptLists = (deps: { readonly currentUserId: () => string | null }): KeptLists => {
  let opened: Promise<IDBPDatabase<KeptListsSchema>> | null = null;
  const open = () =>
    // `idb` is loaded with the first use: the composition root holds the kept lists from the start.
    (opened ??= import("idb")
      .then(({ openDB }) => openDB<KeptListsSchema>(KEPT_LISTS_DB_NAME, 1, { upgrade: (db) => void db.createObjectStore("lists") }))
      .catch((error: unknown) => {
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
    async keep(name, data, version = null) {
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
          version === null ? transaction.store.delete(versionKey(key)) : transaction.store.put({ version }, versionKey(key)),
          transaction.done,
        ]);
      } catch {
        // Not kept: the next visit reads from the server only.
      }
    },
  };
};
