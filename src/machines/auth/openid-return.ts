/**
 * The marks the server's redirect back from "Continue with Google" leaves in the address
 * (server/auth/openid/outcomes.ts): the session token in the fragment (never sent to a server), or a
 * failure code in the query. Apart from the messages (openid-sign-in.rules.ts), so the sign-in screen
 * can tell whether the page is such a return without downloading the rest.
 */
import { returnAddress } from "../../rules/return-address.ts";

export const OPENID_TOKEN_PARAM = "openid";
export const OPENID_ERROR_PARAM = "openid_error";

/** Was this page opened by the provider's round trip? (`location.search`, `location.hash`) */
export const hasOpenIdReturn = (search: string, hash: string): boolean =>
  new URLSearchParams(hash.replace(/^#/, "")).get(OPENID_TOKEN_PARAM) !== null || new URLSearchParams(search).get(OPENID_ERROR_PARAM) !== null;

/**
 * The portal address the person opened signed out (the login's `?next=`) while the browser is away at
 * the provider: the server's redirect back carries only the token, so the tab keeps it meanwhile.
 */
const RETURN_ADDRESS_KEY = "openid_return_to";

type TabStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Kept as the browser leaves for the provider; none clears what an earlier attempt kept. */
export const keepReturnAddress = (storage: TabStorage, address: string | null): void =>
  address === null ? storage.removeItem(RETURN_ADDRESS_KEY) : storage.setItem(RETURN_ADDRESS_KEY, address);

/** Read once, when the round trip signed the person in; only a portal address is followed. */
export const takeReturnAddress = (storage: TabStorage): string | null => {
  const address = returnAddress(storage.getItem(RETURN_ADDRESS_KEY));
  storage.removeItem(RETURN_ADDRESS_KEY);
  return address;
};
