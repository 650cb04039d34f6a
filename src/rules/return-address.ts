/**
 * Where a person goes back to after signing in: the portal address they opened signed out (a
 * bookmark, the team's invite link `/exhibitor/tickets?register=<passId>`), carried by the sign-in
 * addresses as `?next=`. The browser's sign-in and the server's `/api/login` accept only an address
 * of this site's portal: a path under /exhibitor/, with no scheme, host or `//` of its own (no open
 * redirect), and never a sign-in page itself.
 */

export const RETURN_PARAM = "next";

const PORTAL = "/exhibitor";
/** Resolves a relative address; any address that resolves elsewhere is another site's. */
const HERE = "https://portal.invalid";
/** The sign-in pages (SPEC §2 signed-out routes): returning to one after signing in means nothing. */
const SIGN_IN_PAGES = ["/", "/login", "/mobile-login", "/otp-verification", "/email-login", "/reset-password"];
const MAX_LENGTH = 2048;

/** The portal address to return to (path and query), or null when `value` is none of the portal's. */
export function returnAddress(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH) return null;
  // Only a rooted path: "//host", "/\host" and "https:..." would leave the site.
  if (!value.startsWith(`${PORTAL}/`) || value.includes("\\") || /[\u0000-\u001f\u007f]/u.test(value)) return null;
  if (!URL.canParse(value, HERE)) return null;
  const url = new URL(value, HERE);
  if (url.origin !== HERE || !url.pathname.startsWith(`${PORTAL}/`) || url.pathname.includes("//")) return null;
  const inner = url.pathname.slice(PORTAL.length).replace(/\/+$/u, "") || "/";
  if (SIGN_IN_PAGES.includes(inner)) return null;
  return `${url.pathname}${url.search}`;
}

/** The return address a sign-in address carries (`location.search`), or null. */
export const returnAddressIn = (search: string): string | null => returnAddress(new URLSearchParams(search).get(RETURN_PARAM));

/** A sign-in address (`/exhibitor/login`, `/api/login`) that brings the person back to `address` afterwards, when it may. */
export function withReturnAddress(to: string, address: string | null): string {
  const back = returnAddress(address);
  if (back === null) return to;
  return `${to}${to.includes("?") ? "&" : "?"}${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}
