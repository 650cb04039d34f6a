import { assign, setup } from "xstate";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvidedActor } from "../not-provided.ts";

/** SPEC §8 gives no text for a failed read; this one says what to do about it. */
export const LOAD_FAILED_MESSAGE = "Could not load this data. Check your connection and try again.";

/** What a failed read shows: the server's own words when it gave some, else a plain retry hint. */
export const loadErrorMessage = (error: unknown): string => serverMessage(error) ?? LOAD_FAILED_MESSAGE;

export interface RemoteDataContext {
  /** The last data that arrived; a failed reload keeps it, so a screen never blanks what it showed. */
  readonly data: unknown;
  readonly error: string | null;
  /** What to read (an event's id, say), handed to every `fetchData`; undefined for a fixed read. */
  readonly params?: unknown;
}

/** A read of something its owner names: a screen machine invokes it with `{ params }`. */
export interface RemoteDataInput {
  readonly params: unknown;
}

/**
 * One read from the API for a screen or the header (company summary, dashboard figures, team list,
 * passes, ...). `data.refresh` loads again: after a change the screen made, or as the retry of a
 * failed load. The injected `fetchData` actor decides the call; a 401 is handled by the app's runner
 * (the session ends), so here it is just a failure. A read of something its screen names (an
 * event's resources) is invoked with `input: { params }`, which every `fetchData` gets as its input.
 * The view reads `hasTag('busy')`, `context.data` (typed by its screen's selector) and `context.error`.
 */
export const remoteDataMachine = setup({
  types: {
    context: {} as RemoteDataContext,
    events: {} as { type: "data.refresh" },
    tags: {} as "busy",
  },
  actors: {
    // Its input is the read's `params` (`any`: a fixed read's actor takes none, a named one its own type).
    fetchData: notProvidedActor<unknown, any>("fetchData"),
  },
}).createMachine({
  id: "remoteData",
  // No declared input: a fixed read is invoked without one.
  context: ({ input }) => {
    const params = (input as RemoteDataInput | undefined)?.params;
    return params === undefined ? { data: null, error: null } : { data: null, error: null, params };
  },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      on: {
        "data.refresh": {
          target: "loading",
          reenter: true,
          description: "A change made while the read ran may have missed it: read again.",
        },
      },
      invoke: {
        id: "fetchData",
        src: "fetchData",
        input: ({ context }: { readonly context: RemoteDataContext }) => context.params,
        onDone: { target: "loaded", actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => loadErrorMessage(event.error) }) },
      },
    },
    loaded: { on: { "data.refresh": "loading" } },
    failed: {
      description: "Shows the error with a retry; the previous data (if any) stays on screen.",
      on: { "data.refresh": "loading" },
    },
  },
});
