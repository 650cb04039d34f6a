import type { components } from "../../api/schema.d.ts";
import { PORTAL_BASE, SIGNED_OUT_PATHS } from "./screens.ts";
import type { SignOutOutcome } from "./sign-out.machine.ts";

export type { SignOutOutcome };

/** The session's names and timings, and what its machine is typed with (`session.machine.ts`). */

export type CurrentUser = components["schemas"]["CurrentUser"];

/** SPEC §9: the current user is fresh for 5 minutes. */
export const USER_CACHE_MS = 300_000;
/** SPEC §4/§9: the browser leaves 500 ms after the Unauthorized toast. */
export const REDIRECT_DELAY_MS = 500;
/** Logout is best effort: the token is dropped locally even when the server never answers. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** Local storage key of the user last read with the stored token (for a start with no network). */
export const STORED_USER_KEY = "current_user";

export const LOGIN_REDIRECT = "/api/login";
/** The sign-in screen, for a visitor who opened a portal screen signed out. */
export const SIGN_IN_ADDRESS = `${PORTAL_BASE}${SIGNED_OUT_PATHS.login}`;
export const LOGOUT_REDIRECT = "/exhibitor";
/** SPEC §8 API client fallback when a failure carries no message. */
export const SESSION_FALLBACK_MESSAGE = "An error occurred";

export interface ToastParams {
  readonly title: string;
  readonly description: string;
  readonly variant: "default" | "destructive" | "success";
}

export const UNAUTHORIZED_TOAST: ToastParams = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
  variant: "destructive",
};

export interface SessionInput {
  /** `localStorage.access_token` when the app starts (null when absent). */
  readonly token: string | null;
  /**
   * The current user as last read with that token (`localStorage.current_user`): who is signed in
   * when the portal opens with no network.
   */
  readonly storedUser?: CurrentUser | null;
}

export interface SessionContext {
  readonly token: string | null;
  readonly user: CurrentUser | null;
  /** Why the current user could not be fetched (not a 401); shown with a retry. */
  readonly error: string | null;
  /** The user last read with the stored token; stands in while `/auth/me` cannot be reached. */
  readonly storedUser: CurrentUser | null;
}

export type SessionEvent =
  /** A verified code or password sign-in produced a token (SPEC §4: saved, then the user is refetched). */
  | { readonly type: "session.signedIn"; readonly token: string }
  /** Any API answer 401 (the client reports it). */
  | { readonly type: "session.unauthorized" }
  /**
   * A portal screen was opened signed out (a bookmark, the team's invite link): the sign-in, which
   * brings the person back to it. Nobody is told they were logged out: there was no session.
   */
  | { readonly type: "session.required" }
  | { readonly type: "session.logout" }
  | { readonly type: "session.retry" }
  /** A screen wants the current user; refetched only when the cached one is older than 5 minutes. */
  | { readonly type: "user.refresh" }
  /**
   * An answer refused the person (403): their role may have changed, so the current user is read
   * again at once, whatever its age. A new role restarts the screen (the app machine).
   */
  | { readonly type: "user.reload" }
  /** The question asked before signing out (the child `signOut`, downloaded when Sign out is pressed) answered. */
  | { readonly type: "xstate.done.actor.signOut"; readonly output: SignOutOutcome }
  | { readonly type: "xstate.error.actor.signOut"; readonly error: unknown };

export interface SessionTypes {
  input: SessionInput;
  context: SessionContext;
  events: SessionEvent;
  tags: "busy" | "authenticated" | "error";
}
