// What the portal keeps on the device, read from the page's IndexedDB as stored.
import type { Page } from '@playwright/test';

/**
 * Every record of `store` in the page's `database`. A database the portal has not made yet is left
 * for the portal to make (with its stores): the read fails, and a poll asks again.
 */
export const storedRecords = <T>(page: Page, database: string, store: string): Promise<T[]> =>
  page.evaluate(
    ([database, store]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result as T[]);
          read.onerror = () => reject(read.error);
        };
      }),
    [database, store] as const,
  );
