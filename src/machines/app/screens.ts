import { canCall, type Role } from "../../rules/roles.ts";
import { PORTAL_SCREEN_ROUTES } from "./portal-screen-routes.ts";

/**
 * The portal's screens and the addresses that show them (SPEC §2). The app machine reads this table
 * to decide which screen machine runs; the route view reads the same decision from the app's snapshot,
 * so an address maps to a screen in exactly one place.
 */

/** The portal is served under this base (vite `base`, the server's SPA fallback). */
export const PORTAL_BASE = "/exhibitor";

/**
 * Screens of a signed-in person with an address, each inside the portal's shell: their descriptors
 * (src/machines/signed-in-screens.ts), as `npm run gen:api` writes them for the page's start.
 */
export type PortalScreen = keyof typeof PORTAL_SCREEN_ROUTES;

const SCREENS = Object.keys(PORTAL_SCREEN_ROUTES) as ReadonlyArray<PortalScreen>;

/** SPEC §2: each signed-in screen's address. */
const SCREEN_PATHS = Object.fromEntries(SCREENS.map((screen) => [screen, PORTAL_SCREEN_ROUTES[screen].path])) as {
  readonly [Screen in PortalScreen]: (typeof PORTAL_SCREEN_ROUTES)[Screen]["path"];
};

/** SPEC §2: signed-in routes (`/` is the dashboard too). */
export const PORTAL_PATHS = { home: "/", ...SCREEN_PATHS } as const;

/** SPEC §2: signed-out routes. */
export const SIGNED_OUT_PATHS = {
  home: "/",
  login: "/login",
  mobileLogin: "/mobile-login",
  otpVerification: "/otp-verification",
  resetPassword: "/reset-password",
  emailLogin: "/email-login",
} as const;

/**
 * Portal screens a signed-out visitor may have bookmarked: SPEC §4 sends them through the
 * Unauthorized toast to /api/login instead of showing the not-found screen. Reset Password is not
 * among them: it is a signed-out route too.
 */
export const PROTECTED_PATHS: ReadonlyArray<string> = SCREENS.filter((screen) => screen !== "resetPassword").map(
  (screen) => SCREEN_PATHS[screen],
);

/**
 * Every screen the portal shows. `signIn` is the login form and the code step (one flow over two
 * addresses); `notAllowed` is shown inside the shell at the address of a screen the role may not open.
 */
export type ScreenName = PortalScreen | "signIn" | "emailLogin" | "forgotPassword" | "leaveForLogin" | "notFound" | "notAllowed" | "guestRegistration";

/**
 * A pass's public registration link: `/register/<token>`, opened by a guest. It is the same page
 * signed in (an exhibitor trying the link they are about to share), outside the shell.
 */
export const GUEST_REGISTRATION_PREFIX = "/register/";

const isGuestRegistrationPath = (path: string): boolean => path.startsWith(GUEST_REGISTRATION_PREFIX) && path.length > GUEST_REGISTRATION_PREFIX.length;

/** True when a person with this role may open the screen. */
export const mayOpen = (role: Role | null, screen: PortalScreen): boolean => canCall(role, PORTAL_SCREEN_ROUTES[screen].roles);

/** SPEC §2 sidebar, in its order (Scan Badges before Lead Management, issue 13), then the Activity log and Integrations (issue 32). */
export const SIDEBAR_SCREENS: ReadonlyArray<PortalScreen> = SCREENS.filter((screen) => PORTAL_SCREEN_ROUTES[screen].sidebar);

/** The sidebar of a role: only the screens it may open. */
export const sidebarScreens = (role: Role | null): ReadonlyArray<PortalScreen> => SIDEBAR_SCREENS.filter((screen) => mayOpen(role, screen));

/**
 * The portal's home (`/exhibitor/`) for a role: the first screen of its sidebar (the dashboard, or
 * Scan Badges for a lead scanner). A role that may open none of them is told so there.
 */
export const homeScreen = (role: Role | null): PortalScreen | "notAllowed" => sidebarScreens(role)[0] ?? "notAllowed";

/** The screen a signed-in person with this role sees at an address: a screen the role may not open says so. */
export const signedInScreen = (path: string, role: Role | null): ScreenName => {
  if (path === PORTAL_PATHS.home) return homeScreen(role);
  const screen = screenForPath(path, "signedIn");
  if (!isPortalScreen(screen)) return screen;
  return mayOpen(role, screen) ? screen : "notAllowed";
};

/** Which table of routes applies: the session decides (SPEC §2). */
export type RouteTable = "signedIn" | "signedOut";

const PORTAL_SCREENS: Readonly<Record<string, PortalScreen>> = {
  [PORTAL_PATHS.home]: "dashboard",
  ...Object.fromEntries(SCREENS.map((screen) => [SCREEN_PATHS[screen], screen])),
};

const SIGNED_OUT_SCREENS: Readonly<Record<string, ScreenName>> = {
  [SIGNED_OUT_PATHS.home]: "signIn",
  [SIGNED_OUT_PATHS.login]: "signIn",
  [SIGNED_OUT_PATHS.mobileLogin]: "signIn",
  [SIGNED_OUT_PATHS.otpVerification]: "signIn",
  [SIGNED_OUT_PATHS.emailLogin]: "emailLogin",
  // Signed out, Reset Password is "Forgot password?": a code to the account's number sets a new one.
  [SIGNED_OUT_PATHS.resetPassword]: "forgotPassword",
};

/** `/exhibitor/leads/` -> `/leads`; an address outside the portal's base is not the portal's. */
export const portalPath = (pathname: string): string | null => {
  if (pathname !== PORTAL_BASE && !pathname.startsWith(`${PORTAL_BASE}/`)) return null;
  const inner = pathname.slice(PORTAL_BASE.length).replace(/\/+$/, "");
  return inner === "" ? "/" : inner;
};

/** The screen an address shows for the signed-in or signed-out route table. */
export const screenForPath = (path: string, table: RouteTable): ScreenName => {
  if (isGuestRegistrationPath(path)) return "guestRegistration";
  if (table === "signedIn") return PORTAL_SCREENS[path] ?? "notFound";
  return SIGNED_OUT_SCREENS[path] ?? (PROTECTED_PATHS.includes(path) ? "leaveForLogin" : "notFound");
};

/** A screen of the portal's menu and addresses. */
export const isPortalScreen = (screen: ScreenName): screen is PortalScreen =>
  Object.values(PORTAL_SCREENS).includes(screen as PortalScreen);

/**
 * The portal's home is `/exhibitor/`: Vite's dev server (base `/exhibitor/`) answers 404 for the
 * bare `/exhibitor` the machines name, so every navigation to it carries the slash.
 */
export const withPortalSlash = (to: string): string => (to === PORTAL_BASE ? `${PORTAL_BASE}/` : to);

/** The screens drawn inside the signed-in shell (header, sidebar, footer). */
export type ShellScreen = PortalScreen | "notAllowed";

export const isShellScreen = (screen: ScreenName): screen is ShellScreen => screen === "notAllowed" || isPortalScreen(screen);

/**
 * Every screen runs a machine of its own, described in its feature (`screen.ts`, collected in
 * src/machines/signed-in-screens.ts and signed-out-screens.ts), but the way out to sign-in, which only leaves.
 */
export const hasScreenMachine = (screen: ScreenName): boolean => screen !== "leaveForLogin";
