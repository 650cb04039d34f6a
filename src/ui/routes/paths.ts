/** The portal is served under this base (vite `base`, the server's SPA fallback). */
export const PORTAL_BASE = "/exhibitor";

/** SPEC §2: signed-in routes (`/` is the dashboard too). */
export const PORTAL_PATHS = {
  home: "/",
  dashboard: "/dashboard",
  profile: "/profile",
  team: "/team",
  tickets: "/tickets",
  leads: "/leads",
  resources: "/resources",
  products: "/products",
  support: "/support",
  resetPassword: "/reset-password",
} as const;

/** SPEC §2: signed-out routes. */
export const SIGNED_OUT_PATHS = {
  home: "/",
  login: "/login",
  mobileLogin: "/mobile-login",
  otpVerification: "/otp-verification",
  resetPassword: "/reset-password",
} as const;

/**
 * Portal screens a signed-out visitor may have bookmarked: SPEC §4 sends them through the
 * Unauthorized toast to /api/login instead of showing the not-found screen.
 */
export const PROTECTED_PATHS: ReadonlyArray<string> = [
  PORTAL_PATHS.dashboard,
  PORTAL_PATHS.profile,
  PORTAL_PATHS.team,
  PORTAL_PATHS.tickets,
  PORTAL_PATHS.leads,
  PORTAL_PATHS.resources,
  PORTAL_PATHS.products,
  PORTAL_PATHS.support,
];

/**
 * The portal's home is `/exhibitor/`: Vite's dev server (base `/exhibitor/`) answers 404 for the
 * bare `/exhibitor` the machines name, so every navigation to it carries the slash.
 */
export const withPortalSlash = (to: string): string => (to === PORTAL_BASE ? `${PORTAL_BASE}/` : to);
