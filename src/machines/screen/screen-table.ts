import { canCall, type OperationAccess, type Role, type OrganiserRole } from "../../rules/roles.ts";

// Which screen an address shows, written once for both apps: the portal's table (app/screens.ts) and
// the console's (organiser/console-screens.ts) are tables of this shape, and `routeFor` reads either.
// In this room, beside screen-input.ts, because both apps' roots read it and neither may import the other.

/** The session phases a screen can be shown in. */
export type ScreenPhase = "signedOut" | "signedIn";

export interface ScreenRoute<Name extends string = string> {
  readonly name: Name;
  /** The addresses inside the app that show it (none: it is only shown in place of another). */
  readonly paths: ReadonlyArray<string>;
  /** Also every address under this prefix, with something after it (`/register/<token>`). */
  readonly pathPrefix?: string;
  /** The session phases that may show it at its addresses. */
  readonly phases: ReadonlyArray<ScreenPhase>;
  /** Who may open it signed in: the contract's x-roles of the operation it opens with. Absent: anyone. */
  readonly roles?: OperationAccess;
  /** A candidate for a role's home: the first of them, in the table's order, the role may open. */
  readonly home?: boolean;
  /** It runs a machine of its own, downloaded with the screen. */
  readonly machine: boolean;
}

export interface ScreenTable<Name extends string = string> {
  readonly screens: ReadonlyArray<ScreenRoute<Name>>;
  /** The addresses where a signed-in role sees its home. */
  readonly homePaths: ReadonlyArray<string>;
  /** What a signed-in role that may open none of the home's candidates sees there. */
  readonly withoutHome: "notFound" | "notAllowed";
}

/** What an address shows: a screen, a screen the role may not open (named when it has an address), or nothing. */
export type Route<Name extends string = string> =
  | { readonly kind: "screen"; readonly screen: ScreenRoute<Name> }
  | { readonly kind: "notAllowed"; readonly screen: ScreenRoute<Name> | null }
  | { readonly kind: "notFound" };

export interface RouteQuestion {
  /** The address inside the app (`/leads`). */
  readonly path: string;
  readonly phase: ScreenPhase;
  readonly role: Role | OrganiserRole | null;
}

/** True when a person with this role may open the screen. */
export const mayOpenScreen = (screen: ScreenRoute, role: Role | OrganiserRole | null): boolean => screen.roles === undefined || canCall(role, screen.roles);

const shows = (screen: ScreenRoute, path: string): boolean =>
  screen.paths.includes(path) || (screen.pathPrefix !== undefined && path.startsWith(screen.pathPrefix) && path.length > screen.pathPrefix.length);

/** The home candidates a role may open, in the table's order. */
export const homeCandidates = <Name extends string>(table: ScreenTable<Name>, role: Role | OrganiserRole | null): ReadonlyArray<ScreenRoute<Name>> =>
  table.screens.filter((screen) => screen.home === true && screen.phases.includes("signedIn") && mayOpenScreen(screen, role));

/** The route of an address for a settled session: a signed-in role's home, a screen, one it may not open, or none. */
export const routeFor = <Name extends string>(table: ScreenTable<Name>, { path, phase, role }: RouteQuestion): Route<Name> => {
  if (phase === "signedIn" && table.homePaths.includes(path)) {
    const home = homeCandidates(table, role)[0];
    if (home !== undefined) return { kind: "screen", screen: home };
    return table.withoutHome === "notAllowed" ? { kind: "notAllowed", screen: null } : { kind: "notFound" };
  }
  const screen = table.screens.find((candidate) => candidate.phases.includes(phase) && shows(candidate, path));
  if (screen === undefined) return { kind: "notFound" };
  return mayOpenScreen(screen, role) ? { kind: "screen", screen } : { kind: "notAllowed", screen };
};
