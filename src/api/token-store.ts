/** The bearer token lives in local storage under `access_token` (SPEC §4, §9). */
export const TOKEN_KEY = "access_token";

/** The organiser console's token, kept apart: signing in to one never signs the browser in to the other. */
export const ORGANISER_TOKEN_KEY = "organiser_token";

/** The part of the Web Storage interface the token needs; tests pass an in-memory one. */
export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A Map-backed Storage for tests and for runtimes without `localStorage`. */
export const createMemoryStorage = (initial: Record<string, string> = {}): TokenStorage & { readonly size: number } => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    get size() {
      return items.size;
    },
  };
};

let fallbackStorage: TokenStorage | undefined;

/**
 * The browser's localStorage, looked up on each use (not at import) so server-side tooling can
 * import this module; a private-mode browser that throws on access gets an in-memory store.
 */
const defaultStorage = (): TokenStorage => {
  try {
    if (typeof globalThis.localStorage !== "undefined") return globalThis.localStorage;
  } catch {
    // Access denied (storage disabled): fall through to memory.
  }
  fallbackStorage ??= createMemoryStorage();
  return fallbackStorage;
};

export const createTokenStore = (storage?: TokenStorage, key: string = TOKEN_KEY): TokenStore => {
  const store = (): TokenStorage => storage ?? defaultStorage();
  return {
    get: () => {
      const token = store().getItem(key);
      return token === null || token === "" ? null : token;
    },
    set: (token) => store().setItem(key, token),
    clear: () => store().removeItem(key),
  };
};
