import type { AnyActorLogic, AnyActorRef } from "xstate";
import type { ToastParams } from "../../forms/entity-messages.ts";
import type { OrganiserSession, OrganiserSignedIn } from "../sign-in/organiser-sign-in.types.ts";

/** The toast of a session the server ended (expired, revoked, the organiser removed). */
export const CONSOLE_MESSAGES = {
  expired: { title: "Logged out", description: "Your session has ended. Please sign in again.", variant: "destructive" },
  sessionFailed: "Could not reach the server to check your sign-in.",
  screenFailed: "Could not load this screen. Check your connection and try again.",
} as const satisfies Record<string, ToastParams | string>;

export interface ConsoleInput {
  /** A token is stored: its session is checked before anything shows. */
  readonly hasToken: boolean;
  /** The address inside the console the page opened at (`/exhibitors`). */
  readonly path: string;
  readonly search: string;
}

export interface ConsoleContext {
  /** A token was stored when the console opened. */
  readonly storedToken: boolean;
  readonly session: OrganiserSession | null;
  readonly path: string;
  readonly search: string;
  readonly error: string | null;
  /** The screen the address shows (`notFound`, `notAllowed` in place of one); null signed out. */
  readonly screenName: string | null;
  /** Its running machine. */
  readonly screen: AnyActorRef | null;
}

export type ConsoleEvent =
  | { readonly type: "nav.go"; readonly path: string }
  | { readonly type: "nav.location"; readonly path: string; readonly search: string }
  | { readonly type: "session.logout" }
  | { readonly type: "session.unauthorized" }
  /** Checks the stored token again after the server could not be reached. */
  | { readonly type: "session.retry" }
  /** Downloads the screen's code again after it failed. */
  | { readonly type: "screen.retry" }
  /** A screen said the open support requests changed: the header's count is read again. */
  | { readonly type: "support.changed" };

/** The screen whose machine `loadScreen` downloads, by its name in the console's screen table. */
export interface LoadScreenInput {
  readonly screen: string;
}

export interface ConsoleTypes {
  context: ConsoleContext;
  events: ConsoleEvent;
  input: ConsoleInput;
  tags: "busy" | "error";
  /** Children the views reach by id: the header's count of open support requests. */
  children: { supportBadge: "supportBadge"; signIn: "signIn"; leaveGuard: "leaveGuard" };
}

export type { AnyActorLogic, OrganiserSession, OrganiserSignedIn };
