import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine.ts";

/**
 * What the router needs from the session: which tree of routes to show.
 * - `unknown`: the stored token is being checked (SPEC §4: full-screen "Loading...");
 * - `signedIn` / `signedOut`: the two route tables of SPEC §2;
 * - `failed`: the current user could not be fetched (network, 5xx), with a retry;
 * - `leaving`: logging out, or unauthorized and about to leave for the login ("Loading...").
 */
export type SessionPhase = "unknown" | "signedIn" | "signedOut" | "failed" | "leaving";

export const sessionPhase = (snapshot: SnapshotFrom<typeof sessionMachine>): SessionPhase => {
  if (snapshot.hasTag("authenticated")) return "signedIn";
  if (snapshot.matches("signedOut")) return "signedOut";
  if (snapshot.matches("fetchFailed")) return "failed";
  if (snapshot.matches("checking") || snapshot.matches("fetchingUser")) return "unknown";
  return "leaving";
};
