/**
 * The marks the server's redirect back from "Continue with Google" leaves in the address
 * (server/auth/openid/outcomes.ts): the session token in the fragment (never sent to a server), or a
 * failure code in the query. Apart from the messages (openid-sign-in.rules.ts), so the sign-in screen
 * can tell whether the page is such a return without downloading the rest.
 */
export const OPENID_TOKEN_PARAM = "openid";
export const OPENID_ERROR_PARAM = "openid_error";

/** Was this page opened by the provider's round trip? (`location.search`, `location.hash`) */
export const hasOpenIdReturn = (search: string, hash: string): boolean =>
  new URLSearchParams(hash.replace(/^#/, "")).get(OPENID_TOKEN_PARAM) !== null || new URLSearchParams(search).get(OPENID_ERROR_PARAM) !== null;
