/**
 * The checks several forms share, and the server's own: its validator checks the contract's
 * `format: email` with `isEmailAddress` (server/http/ajv.ts) and website and product links with
 * `isWebUrl`, so a value the browser lets through is not refused after the round trip.
 */

/** ajv-formats' `email` pattern. */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** An e-mail address as the contract takes it (at most 254 characters). */
export const isEmailAddress = (text: string): boolean => text.length <= 254 && EMAIL_PATTERN.test(text);

/** An absolute http(s) address with a host, without spaces ("example.com" alone is not one). */
export const isWebUrl = (text: string): boolean => {
  if (/\s/u.test(text) || !URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
};
