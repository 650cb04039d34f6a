/**
 * "Continue with Google": what the server's redirect back to the login screen means. The server
 * puts the session token in the address's fragment (never sent to a server) or a failure code in
 * `?openid_error=` (with `openid_email` for the two that name the e-mail); see
 * server/auth/openid/outcomes.ts.
 */

import { OPENID_ERROR_PARAM, OPENID_TOKEN_PARAM } from "./openid-return.ts";

export const OPENID_MESSAGES = {
  notAMember: (email: string) =>
    `No team member of this event has the e-mail ${email}. To get access, ask your company's admin to add ${email} to your team in Team Management, then continue with Google again.`,
  emailNotVerified: (email: string) =>
    `Google has not verified the e-mail ${email}, so it cannot sign you in. Verify it with Google, or sign in with your mobile number.`,
  expired: "The Google sign-in expired or was already used. Please try again.",
  invalid: "The answer from Google could not be verified, so nobody was signed in. Please try again.",
  refused: "Google sign-in was cancelled. Please try again, or sign in with your mobile number.",
  providerError: "Google sign-in is not available right now. Please try again later, or sign in with your mobile number.",
  notConfigured: "Google sign-in is not set up for this event. Please sign in with your mobile number.",
  rateLimited: "Too many sign-in attempts. Please wait a few minutes and try again.",
  failed: "Google sign-in failed. Please try again.",
} as const;

export type OpenIdReturn =
  | { readonly kind: "none" }
  | { readonly kind: "token"; readonly token: string }
  /** `notMember`: the e-mail Google vouched for that is on no team of the event, for a request for access. */
  | { readonly kind: "error"; readonly message: string; readonly notMember?: string };

/** The server's failure codes (server/auth/openid/outcomes.ts) whose message names no e-mail. */
const PLAIN_MESSAGES: ReadonlyMap<string, string> = new Map([
  ["expired", OPENID_MESSAGES.expired],
  ["invalid", OPENID_MESSAGES.invalid],
  ["refused", OPENID_MESSAGES.refused],
  ["provider_error", OPENID_MESSAGES.providerError],
  ["not_configured", OPENID_MESSAGES.notConfigured],
  ["rate_limited", OPENID_MESSAGES.rateLimited],
]);

const messageFor = (code: string, email: string): string => {
  // The two that name the e-mail fall back to the plain failure when the server sent none.
  if (code === "not_a_member") return email ? OPENID_MESSAGES.notAMember(email) : OPENID_MESSAGES.failed;
  if (code === "email_not_verified") return email ? OPENID_MESSAGES.emailNotVerified(email) : OPENID_MESSAGES.failed;
  return PLAIN_MESSAGES.get(code) ?? OPENID_MESSAGES.failed;
};

/** Reads the address the server sent the browser back to (`location.search`, `location.hash`). */
export function parseOpenIdReturn(search: string, hash: string): OpenIdReturn {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(OPENID_TOKEN_PARAM);
  if (token) return { kind: "token", token };
  const query = new URLSearchParams(search);
  const code = query.get(OPENID_ERROR_PARAM);
  if (code === null) return { kind: "none" };
  const email = query.get("openid_email")?.trim() ?? "";
  return { kind: "error", message: messageFor(code, email), ...(code === "not_a_member" && email !== "" ? { notMember: email } : {}) };
}

/** The server page that sends the browser to the event's provider (a full page load, not a fetch). */
export const openIdStartAddress = (apiBase: string, eventId: string): string =>
  `${apiBase}/auth/openid/start?event=${encodeURIComponent(eventId)}`;
