// The console's addresses: it lives under /organiser, and its screens' paths are relative to it.
// Which screen an address shows is its screen table's (console-screens.ts) and the shared route decision's.

/** The console lives under this prefix; its screens' paths are relative to it. */
export const CONSOLE_BASE = "/organiser";
export const CONSOLE_LOGIN_PATH = "/login";

/** The address inside the console (`/exhibitors`) of a browser path (`/organiser/exhibitors/`). */
export const consolePath = (pathname: string): `/${string}` => {
  const inside = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) : pathname;
  const trimmed = inside.replace(/\/+$/, "");
  return trimmed === "" ? "/" : (trimmed as `/${string}`);
};
