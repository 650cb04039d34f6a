// Where the browser goes after a sign-in with the provider. The session token travels in the
// address's fragment: a fragment is never sent to any server (so no access log, proxy or Referer
// holds it), and the sign-in screen removes it from the address and the tab's history at once.
// Failures carry a code the sign-in screen turns into its message.

export const LOGIN_ADDRESS = '/exhibitor/login';

export type OpenIdFailure =
  /** The event has no provider set up (or no such event). */
  | 'not_configured'
  /** The provider could not be reached or answered an error we did not ask for. */
  | 'provider_error'
  /** The person cancelled at the provider or it refused (error=access_denied). */
  | 'refused'
  /** Unknown, replayed or expired state: the sign-in must start again. */
  | 'expired'
  /** The answer failed a check: state, nonce, issuer, signature, PKCE, audience. */
  | 'invalid'
  | 'email_not_verified'
  | 'not_a_member'
  | 'rate_limited';

export class OpenIdRefusal extends Error {
  override name = 'OpenIdRefusal';
  readonly code: OpenIdFailure;
  readonly email: string | undefined;

  constructor(code: OpenIdFailure, email?: string, reason?: string) {
    super(reason ?? code);
    this.code = code;
    this.email = email;
  }
}

export function failureAddress(refusal: OpenIdRefusal): string {
  const query = new URLSearchParams({ openid_error: refusal.code });
  if (refusal.email) query.set('openid_email', refusal.email);
  return `${LOGIN_ADDRESS}?${query}`;
}

export function successAddress(token: string): string {
  return `${LOGIN_ADDRESS}#openid=${encodeURIComponent(token)}`;
}
