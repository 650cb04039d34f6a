/** The server serves uploaded files under this prefix, on the API's origin. */
export const FILES_PREFIX = "/files/";

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * SPEC §3 "Uploaded file reference": a stored value is a path, turned into a full URL unless it
 * already starts with http:// or https:// (those are kept as they are, e.g. seeded or external
 * links). The upload endpoint answers paths relative to `/files/` and the server serves them at
 * `/files/<path>` on the API's origin, so a relative path resolves to `<api origin>/files/<path>`;
 * a path that already begins with `/files/` (or `files/`) is not prefixed twice. With a same-origin API base
 * such as `/api` the result is the root-relative `/files/<path>`. Empty stays empty so a view can
 * test the result to decide whether to draw anything.
 */
export const resolveFileUrl = (path: string | null | undefined, apiBase: string): string => {
  const value = (path ?? "").trim();
  if (value === "") return "";
  if (ABSOLUTE_URL.test(value)) return value;
  const relative = value.replace(/^\/+/, "");
  const served = relative.startsWith(FILES_PREFIX.slice(1)) ? `/${relative}` : `${FILES_PREFIX}${relative}`;
  if (ABSOLUTE_URL.test(apiBase)) return new URL(served, apiBase).toString();
  return served;
};
