import { Network, Server, Unauthorized, Validation } from "../../api/errors.ts";
import type { InternalModelEvent } from "./model.ts";

/** No answer arrived: the browser's own words, which no screen shows as they are. */
export const OFFLINE = new Network({ message: "Failed to fetch" });

/** A server that is up but cannot answer (its database is down, say), with the words it sent. */
export const serverDown = (message: string, status = 503) => new Server({ message, status });

/** The session ended while the call ran (the session machine, not the form, says so). */
export const SIGNED_OUT = new Unauthorized({ message: "Unauthorized" });

/** The server's 400 refusing the answers: its message, and each refused answer's words by the answer's path. */
export const refusal = (message: string, wordsByPath: Readonly<Record<string, string>>) =>
  new Validation({ message, errors: Object.entries(wordsByPath).map(([path, words]) => ({ path, message: words })) });

/**
 * The events an invoked call sends its machine when it settles: one per answer it may give, then one per
 * way it may fail. A model lists them to walk every outcome of the call.
 */
export const outcomesOf = (
  actor: string,
  { answers = [], failures = [] }: { readonly answers?: ReadonlyArray<unknown>; readonly failures?: ReadonlyArray<unknown> },
): InternalModelEvent[] => [
  ...answers.map((output) => ({ type: `xstate.done.actor.${actor}` as const, output })),
  ...failures.map((error) => ({ type: `xstate.error.actor.${actor}` as const, error })),
];
