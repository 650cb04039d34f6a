/** A Map-backed Web Storage (local or session) for test worlds; `clear()` included, unlike the token store's. */
export interface TestStorage extends Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear"> {
  /** A copy of every item, for assertions. */
  entries(): Record<string, string>;
}

export const createTestStorage = (initial: Record<string, string> = {}): TestStorage => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    entries: () => Object.fromEntries(items),
  };
};
