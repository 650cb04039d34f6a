import { fromPromise, type AnyActorLogic } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import { createTokenStore } from "../../api/token-store.ts";
import { STORED_EVENT_KEY } from "./event-loading.actors.ts";
import { STORED_USER_KEY, type CurrentUser, type ToastParams } from "./session.types.ts";
import type { SignOutQueue } from "./sign-out.actors.ts";

/** `localStorage.current_user`, for the machine's input; null when absent or unreadable. */
export const storedUser = (storage: Pick<Storage, "getItem">): CurrentUser | null => {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORED_USER_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { _id, role } = value as { _id?: unknown; role?: unknown };
    return typeof _id === "string" && typeof role === "string" ? (value as CurrentUser) : null;
  } catch {
    return null;
  }
};


export interface SessionDependencies {
  /** Runs API Effects (`makeApiRunner(apiLayer(...))`), built on the same storage as below. */
  readonly runApi: ApiRunner;
  /** `window.localStorage`: `access_token` lives here, and logout clears it (all but the event). */
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear">;
  /** `window.sessionStorage`: logout clears it (the event id kept there). */
  readonly sessionStorage: Pick<Storage, "clear">;
  /** Full-page navigation (`location.assign`): `/exhibitor` after logout leaves the app's state behind. */
  readonly navigate: (to: string) => void;
  /**
   * To the sign-in (the navigation actor's `navigation.signIn`), which keeps the address on show to
   * come back to; `leave` loads the page afresh (after a refused token).
   */
  readonly signIn: (command: { readonly to: string; readonly leave: boolean }) => void;
  /** Ark UI's toaster (`toaster.create({ title, description, type })`). */
  readonly showToast: (toast: ToastParams) => void;
  /**
   * The page's outbox (it arrives with the signed-in parts' code): before signing out, the person
   * is asked about their captures still waiting in it.
   */
  readonly outbox: () => Promise<SignOutQueue>;
}

/**
 * The session machine's effects over the browser and the contract. At the app root:
 * `sessionMachine.provide(sessionImplementations(deps))` with `input: { token: tokens.get() }`.
 */
export const sessionImplementations = (deps: SessionDependencies) => {
  const tokens = createTokenStore(deps.localStorage);
  return {
    actors: {
      // SPEC §7: `auth/me` is read without retries; without a token there is no user to ask for (§4).
      fetchCurrentUser: fromPromise<CurrentUser | null, void>(async ({ signal }) => {
        if (tokens.get() === null) return null;
        const { query } = await loadApiCalls();
        const answer = await deps.runApi(
          query((client, abort) => client.GET("/auth/me", { signal: abort }), { retries: 0 }),
          { signal },
        );
        return answer.data;
      }),
      // Revokes the token server-side; no retries, the user is leaving.
      logout: fromPromise<unknown, void>(async ({ signal }) => {
        const { mutation } = await loadApiCalls();
        return deps.runApi(mutation((client, abort) => client.POST("/auth/logout", { signal: abort }), { retries: 0 }), { signal });
      }),
      // Only a signed-in person signs out: the question's code comes when Sign out is pressed.
      loadSignOut: fromPromise<AnyActorLogic, void>(async () => (await import("./sign-out.actors.ts")).providedSignOut({ queue: deps.outbox })),
    },
    actions: {
      persistToken: (_: unknown, { token }: { token: string }) => tokens.set(token),
      persistUser: ({ context }: { context: { user: CurrentUser | null } }) => deps.localStorage.setItem(STORED_USER_KEY, JSON.stringify(context.user)),
      clearToken: () => {
        tokens.clear();
        deps.localStorage.removeItem(STORED_USER_KEY);
      },
      // The event is public and this site's own: kept, the sign-in that follows opens with no network.
      clearStorage: () => {
        const event = deps.localStorage.getItem(STORED_EVENT_KEY);
        deps.localStorage.clear();
        deps.sessionStorage.clear();
        if (event !== null) deps.localStorage.setItem(STORED_EVENT_KEY, event);
      },
      showToast: (_: unknown, toast: ToastParams) => deps.showToast(toast),
      redirect: (_: unknown, { to }: { to: string }) => deps.navigate(to),
      goToSignIn: (_: unknown, command: { to: string; leave: boolean }) => deps.signIn(command),
    },
  };
};
