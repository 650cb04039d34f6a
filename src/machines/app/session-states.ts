import { isApiError } from "../../api/error-checks.ts";
import { fetchState, type FetchOutcome } from "./fetch-state.ts";

// The session's read and its end, one part of both apps' roots (the portal's session.machine.ts,
// the console's console.machine.ts): whose session a stored token holds (`fetchCurrentUser`: a
// session, none, refused, or the server could not be asked, kept for a retry), and the sign-out
// that revokes the token (`logout`) and ends the session whatever the server answers, or after
// LOGOUT_TIMEOUT_MS (session.types.ts) when it does not answer. Each root says where each outcome leads and what it
// keeps there; the calls themselves are its own actors.
//
// Chart states to spread, as screen-on-show.ts is: each root keeps its own session's other parts
// (the portal's user kept for offline use and its refresh, the console's sign-in).

/** The guards the read's outcomes name, for each root's `setup({ guards })`. */
export const sessionGuards = {
  /** The read answered a session (a user); null means there is none. */
  isFound: (_: unknown, params: { output: unknown }) => params.output !== null,
  /** The server refused the token (401). */
  isUnauthorized: (_: unknown, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Unauthorized",
};

/** Where one outcome leads, in the root's own state and action names. */
type Outcome<TAction> = Pick<FetchOutcome<never, never, TAction>, "target" | "actions" | "description">;

export interface SessionReadOutcomes<TTake, TAction> {
  /** A session was read: `take` keeps it (params `{ output }`). */
  readonly found: Outcome<TAction> & { readonly take: TTake };
  /** No session to read (no token is stored any more). */
  readonly missing: Outcome<TAction>;
  /** The token was refused. */
  readonly unauthorized: Outcome<TAction>;
  /** Any other failure: `take` (if any) is given `{ error }`. */
  readonly failed: Outcome<TAction> & { readonly take?: TTake };
}

/** One read of the current session, as every read of it goes: the state's `invoke`, to spread. */
export const readSession = <const TTake extends string, const TAction extends string = never>(to: SessionReadOutcomes<TTake, TAction>) =>
  fetchState({
    id: "fetchCurrentUser",
    found: to.found,
    missing: [to.missing],
    failed: [{ ...to.unauthorized, guard: "isUnauthorized" as const }, to.failed],
  });

export interface SessionStateTargets<TTake, TAction> {
  /** A session was read with the stored token. */
  readonly found: SessionReadOutcomes<TTake, TAction>["found"];
  /** No session, or the token was refused. */
  readonly missing: Outcome<TAction>;
  readonly unauthorized: Outcome<TAction>;
  /** After the sign-out, whatever the server answered. */
  readonly loggedOut: Outcome<TAction>;
}

/**
 * `fetchingUser` reads the stored token's session, `fetchFailed` waits for `session.retry` when the
 * server could not be asked (its message kept by the root's `recordFailure`, dropped by
 * `clearError`), and `loggingOut` revokes the token. The root's setup gives the guards above, the
 * actions named here and the delay `logoutTimeout`.
 */
export const sessionStates = <const TTake extends string, const TAction extends string = never>(to: SessionStateTargets<TTake, TAction>) =>
  ({
    fetchingUser: {
      tags: ["busy"],
      ...readSession<TTake | "recordFailure", TAction>({ found: to.found, missing: to.missing, unauthorized: to.unauthorized, failed: { target: "fetchFailed", take: "recordFailure" } }),
    },
    fetchFailed: {
      tags: ["error"],
      description: "The server could not be asked (network, 5xx); the token is kept for a retry.",
      exit: "clearError",
      on: { "session.retry": { target: "fetchingUser" } },
    },
    loggingOut: {
      tags: ["busy"],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: to.loggedOut,
        onError: { ...to.loggedOut, description: "Best effort: the local session ends anyway." },
      },
      after: { logoutTimeout: to.loggedOut },
      on: {
        "session.unauthorized": { description: "The token being revoked may answer 401; the sign-out goes on." },
      },
    },
  }) as const;
