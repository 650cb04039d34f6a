import { fromCallback } from "xstate";

/** What a machine asks of the one navigation actor. */
export type NavigationCommand =
  /** Show another screen of the portal (the address changes, the app stays). */
  | { readonly type: "navigation.go"; readonly to: string; readonly replace?: boolean }
  /** Leave the app for an address (SPEC §4: /api/login, /exhibitor after logout): every actor's state goes. */
  | { readonly type: "navigation.leave"; readonly to: string }
  /**
   * The browser's Back, or `fallback` when this tab has nothing to go back to (an address opened
   * directly): only the navigation actor can see the tab's history.
   */
  | { readonly type: "navigation.back"; readonly fallback: string }
  /**
   * To the sign-in at `to`, which brings the person back to the address on show once signed in
   * (`?next=`, when it is a portal address: src/rules/return-address.ts): in the app, in place of
   * this address, or leaving the app (`leave`) when every actor's state must go.
   */
  | { readonly type: "navigation.signIn"; readonly to: string; readonly leave?: boolean };

/** What the navigation actor reports: the address now shown, whoever changed it (a link, Back, a machine). */
export interface LocationChanged {
  readonly type: "location.changed";
  /** `location.pathname` (with the portal's base). */
  readonly pathname: string;
  /** `location.search`, `?` included. */
  readonly search: string;
}

/**
 * What the app machine tells the running screen machine when the address changes but the screen
 * stays (and once when the screen's machine starts): the screen decides what that address means for
 * its flow (the sign-in screen's login form and code step are two addresses of one screen).
 */
export interface ScreenLocation {
  readonly type: "screen.location";
  /** The address inside the portal (`/otp-verification`), without the portal's base. */
  readonly path: string;
  /** `location.search` (`?owner=me`): a link to another view of the same screen. */
  readonly search?: string;
}

/** Default of the app machine's `navigation` actor: the app root provides the browser's. */
export const notProvidedNavigation = fromCallback<NavigationCommand>(() => {
  throw new Error('The actor "navigation" is not provided; pass it with machine.provide().');
});
