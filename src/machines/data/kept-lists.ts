// Lists kept on the device (IndexedDB, through `idb`), per signed-in user, so a screen opened again
// shows what it showed last time at once, while its read brings it up to date. Keeping is a
// convenience, never a condition: a browser without IndexedDB, a full disk or a broken store just
// means nothing is recalled, and the read alone decides what the screen shows.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { whenIdle } from "./when-idle.ts";

export const KEPT_LISTS_DB_NAME = "exhibitor-portal-lists";

interface KeptListsSchema extends DBSchema {
  lists: { key: string; value: { readonly data: unknown; readonly keptAt: string } };
}

export interface KeptLists {
  /** The list last kept under `name` for the signed-in user; null when none (or none can be read). */
  recall(name: string): Promise<unknown>;
  /** Keeps `data` under `name` for the signed-in user; failures are ignored. */
  keep(name: string, data: unknown): Promise<void>;
}

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
        return (await (await open()).get("lists", key))?.data ?? null;
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
        await db.put("lists", { data, keptAt: new Date().toISOString() }, key);
      } catch {
        // Not kept: the next visit reads from the server only.
      }
    },
  };
};
