/**
 * "Continue with Google": what the server's redirect back to the login screen means. The server
 * puts the session token in the address's fragment (never sent to a server) or a failure code in
 * `?openid_error=` (with `openid_email` for the two that name the e-mail); see
 * server/auth/openid/outcomes.ts.
 */

import { OPENID_ERROR_PARAM, OPENID_TOKEN_PARAM } from "./openid-return.ts";

export const OPENID_MESSAGES = {
  notAMember: (email: string) => `No team member of this event has the e-mail ${email}. Ask your company admin to invite you.`,
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
  | { readonly kind: "error"; readonly message: string };

const messageFor = (code: string, email: string): string => {
  switch (code) {
    case "not_a_member":
      return email ? OPENID_MESSAGES.notAMember(email) : OPENID_MESSAGES.failed;
    case "email_not_verified":
      return email ? OPENID_MESSAGES.emailNotVerified(email) : OPENID_MESSAGES.failed;
    case "expired":
      return OPENID_MESSAGES.expired;
    case "invalid":
      return OPENID_MESSAGES.invalid;
    case "refused":
      return OPENID_MESSAGES.refused;
    case "provider_error":
      return OPENID_MESSAGES.providerError;
    case "not_configured":
      return OPENID_MESSAGES.notConfigured;
    case "rate_limited":
      return OPENID_MESSAGES.rateLimited;
    default:
      return OPENID_MESSAGES.failed;
  }
};

/** Reads the address the server sent the browser back to (`location.search`, `location.hash`). */
export function parseOpenIdReturn(search: string, hash: string): OpenIdReturn {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get(OPENID_TOKEN_PARAM);
  if (token) return { kind: "token", token };
  const query = new URLSearchParams(search);
  const code = query.get(OPENID_ERROR_PARAM);
  if (code === null) return { kind: "none" };
  return { kind: "error", message: messageFor(code, query.get("openid_email")?.trim() ?? "") };
}

/** The server page that sends the browser to the event's provider (a full page load, not a fetch). */
export const openIdStartAddress = (apiBase: string, eventId: string): string =>
  `${apiBase}/auth/openid/start?event=${encodeURIComponent(eventId)}`;
