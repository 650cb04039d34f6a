/**
 * A download (a chunk of code, a database to open) asked for once and shared by every caller. One
 * that failed (the hall's network dropped) is forgotten, so the next caller asks again instead of
 * getting the same failure for the rest of the page's life.
 */
export const onceUntilFailed = <T>(download: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= download().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
};
