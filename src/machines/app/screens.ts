import { canCall, type Role } from "../../rules/roles.ts";
import { hasMachine, screenAt } from "../screen/screen-on-show.ts";
import type { RouteQuestion, ScreenTable } from "../screen/screen-table.ts";
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

/** True when a person with this role may open the screen. */
export const mayOpen = (role: Role | null, screen: PortalScreen): boolean => canCall(role, PORTAL_SCREEN_ROUTES[screen].roles);

/** SPEC §2 sidebar, in its order (Scan Badges before Lead Management, issue 13), then the Activity log and Integrations (issue 32). */
export const SIDEBAR_SCREENS: ReadonlyArray<PortalScreen> = SCREENS.filter((screen) => PORTAL_SCREEN_ROUTES[screen].sidebar);

/** The sidebar of a role: only the screens it may open. */
export const sidebarScreens = (role: Role | null): ReadonlyArray<PortalScreen> => SIDEBAR_SCREENS.filter((screen) => mayOpen(role, screen));

/**
 * SPEC §2's two route tables as one table: the signed-in screens with their roles (the sidebar's are
 * the home's candidates), the signed-out ones, the guest's page in both, and signed out, the way out
 * to sign-in at a signed-in screen's address. The not-found and not-allowed screens have no address:
 * they are shown in place of another.
 */
export const PORTAL_SCREEN_TABLE: ScreenTable<ScreenName> = {
  homePaths: [PORTAL_PATHS.home],
  // A role that may open no screen of the sidebar is told so at the home.
  withoutHome: "notAllowed",
  screens: [
    ...SCREENS.map((screen) => ({
      name: screen,
      paths: [SCREEN_PATHS[screen]],
      phases: ["signedIn"] as const,
      roles: PORTAL_SCREEN_ROUTES[screen].roles,
      home: PORTAL_SCREEN_ROUTES[screen].sidebar,
      machine: true,
    })),
    { name: "guestRegistration", paths: [], pathPrefix: GUEST_REGISTRATION_PREFIX, phases: ["signedIn", "signedOut"], machine: true },
    {
      name: "signIn",
      paths: [SIGNED_OUT_PATHS.home, SIGNED_OUT_PATHS.login, SIGNED_OUT_PATHS.mobileLogin, SIGNED_OUT_PATHS.otpVerification],
      phases: ["signedOut"],
      machine: true,
    },
    { name: "emailLogin", paths: [SIGNED_OUT_PATHS.emailLogin], phases: ["signedOut"], machine: true },
    // Signed out, Reset Password is "Forgot password?": a code to the account's number sets a new one.
    { name: "forgotPassword", paths: [SIGNED_OUT_PATHS.resetPassword], phases: ["signedOut"], machine: true },
    // The way out to sign-in only leaves: it has no machine.
    { name: "leaveForLogin", paths: PROTECTED_PATHS, phases: ["signedOut"], machine: false },
    { name: "notFound", paths: [], phases: [], machine: true },
    { name: "notAllowed", paths: [], phases: [], machine: true },
  ],
};

/**
 * The portal's home (`/exhibitor/`) for a role: the first screen of its sidebar (the dashboard, or
 * Scan Badges for a lead scanner). A role that may open none of them is told so there.
 */
export const homeScreen = (role: Role | null): PortalScreen | "notAllowed" => sidebarScreens(role)[0] ?? "notAllowed";

/** The screen an address shows for a settled session: a screen the role may not open says so. */
export const portalScreenAt = (question: RouteQuestion): ScreenName => screenAt(PORTAL_SCREEN_TABLE, question);

/** `/exhibitor/leads/` -> `/leads`; an address outside the portal's base is not the portal's. */
export const portalPath = (pathname: string): string | null => {
  if (pathname !== PORTAL_BASE && !pathname.startsWith(`${PORTAL_BASE}/`)) return null;
  const inner = pathname.slice(PORTAL_BASE.length).replace(/\/+$/, "");
  return inner === "" ? "/" : inner;
};

/** A screen of the portal's menu and addresses. */
export const isPortalScreen = (screen: ScreenName): screen is PortalScreen => (SCREENS as ReadonlyArray<ScreenName>).includes(screen);

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
export const hasScreenMachine = (screen: ScreenName): boolean => hasMachine(PORTAL_SCREEN_TABLE, screen);
