// What a sign-in leaves on the device: the token and the user it read. A page opened with these starts as a returning visitor does, signed in
// before `/auth/me` answers; the Lighthouse bench and `npm run profile` open their screens so.

import { TOKEN_KEY } from '../src/api/token-store.ts';
import { STORED_USER_KEY } from '../src/machines/app/session.machine.ts';

type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>;

/** localStorage entries, by key, for an account's token on the server at `origin`. */
export async function keptSignIn(origin: string, token: string, fetcher: Fetch): Promise<Record<string, string>> {
  const me = await fetcher(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status}`);
  const user = ((await me.json()) as { data: unknown }).data;
  return { [TOKEN_KEY]: token, [STORED_USER_KEY]: JSON.stringify(user) };
}

/** Writes the entries into the storage of the page it runs in (passed to a browser's evaluate). */
export const storeEntries = (entries: Record<string, string>): void => {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
};
