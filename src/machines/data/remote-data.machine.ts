import { assign, fromPromise, setup, type AnyActorRef } from "xstate";
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

/**
 * What a read that keeps its answers on the device resolves with when the server says the kept copy
 * is still current (a 304 to the version kept with it): what shows stays as it is.
 */
export const KEPT_IS_CURRENT = Object.freeze({ keptIsCurrent: true } as const);

/** By shape, not identity: the inspector and path tests see events as copies. */
const saysKeptIsCurrent = (output: unknown): boolean =>
  typeof output === "object" && output !== null && !Array.isArray(output) && (output as { keptIsCurrent?: unknown }).keptIsCurrent === true;

/** A read of something its owner names: a screen machine invokes it with `{ params }`. */
export interface RemoteDataInput {
  readonly params: unknown;
}

/**
 * What `fetchData` and `recallData` are given: the read's params, and the read itself, so a read
 * in pages can show its first page before the rest arrive (`page.read`).
 */
export interface ReadInput {
  readonly params: unknown;
  readonly parent: AnyActorRef;
}

export type RemoteDataEvent =
  | { readonly type: "data.refresh" }
  /** A write the screen made answered the whole of this data (a list in its new order): it shows as read. */
  | { readonly type: "data.replace"; readonly data: unknown }
  /** A read in pages: what its answer has brought so far (the pages say that it is not all yet). */
  | { readonly type: "page.read"; readonly data: unknown };

const readInput = ({ context, self }: { readonly context: RemoteDataContext; readonly self: AnyActorRef }): ReadInput => ({
  params: context.params,
  parent: self,
});

export interface RemoteDataTypes { context: RemoteDataContext; events: RemoteDataEvent; tags: "busy" }

/**
 * One read from the API for a screen or the header (company summary, dashboard figures, team list,
 * passes, ...). `data.refresh` loads again: after a change the screen made, or as the retry of a
 * failed load. The injected `fetchData` actor decides the call; a 401 is handled by the app's runner
 * (the session ends), so here it is just a failure. A read of something its screen names (an
 * event's resources) is invoked with `input: { params }`, which every `fetchData` gets as its input.
 * The view reads `hasTag('busy')`, `context.data` (typed by its screen's selector) and `context.error`.
 */
export const remoteDataMachine = setup({
  types: {} as RemoteDataTypes,
  actors: {
    // Its input is a `ReadInput` (`any`: a fixed read's actor reads none of it, a named one its own params).
    fetchData: notProvidedActor<unknown, any>("fetchData"),
    /**
     * What an earlier visit kept on the device, shown until a read answers (null: nothing kept).
     * By default nothing is kept and this never answers, so a plain read gets no extra event (its
     * parent sees no snapshot it did not cause); a read that keeps its answers provides this and
     * `keepData`.
     */
    recallData: fromPromise<unknown, any>(() => new Promise<never>(() => undefined)),
  },
  actions: {
    /** Keeps what arrived on the device for the next visit's `recallData`; by default nothing is kept. */
    keepData: (_, _params: { data: unknown }) => undefined,
    /** What the device kept, or a first page, shows while the read goes on. */
    showData: assign((_, params: { data: unknown }) => ({ data: params.data })),
    showAnswer: assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    clearError: assign({ error: null }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
  },
  guards: {
    /** Something was kept, and nothing newer has arrived to show. */
    showsRecalled: ({ context }, params: { data: unknown }) => context.data === null && params.data !== null && params.data !== undefined,
    keptIsCurrent: (_, params: { output: unknown }) => saysKeptIsCurrent(params.output),
    showsNothing: ({ context }) => context.data === null,
  },
}).createMachine({
  id: "remoteData",
  // No declared input: a fixed read is invoked without one.
  context: ({ input }) => {
    const params = (input as RemoteDataInput | undefined)?.params;
    return params === undefined ? { data: null, error: null } : { data: null, error: null, params };
  },
  invoke: {
    id: "recallData",
    src: "recallData",
    input: readInput,
    // Beside the read rather than inside `loading`: offline the read can fail before the device
    // answers, and what was kept then still shows, beside the error.
    onDone: {
      guard: { type: "showsRecalled", params: ({ event }) => ({ data: event.output }) },
      description: "A repeat visit: what was kept shows at once (still busy while the read runs) until the read answers.",
      actions: { type: "showData", params: ({ event }) => ({ data: event.output }) },
    },
  },
  on: {
    "data.replace": {
      target: ".loaded",
      description: "The write's answer is the newest there is: it shows (and is kept), and a read still running is dropped.",
      actions: [
        { type: "showAnswer", params: ({ event }) => ({ data: event.data }) },
        { type: "keepData", params: ({ event }) => ({ data: event.data }) },
      ],
    },
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
        "page.read": {
          guard: "showsNothing",
          description:
            "A read in pages: its first page shows while the rest comes (the pages say it is not all yet), unless a whole list already shows (an earlier answer, or what the device kept), which stays until the new one is whole.",
          actions: { type: "showData", params: ({ event }) => ({ data: event.data }) },
        },
      },
      invoke: {
        id: "fetchData",
        src: "fetchData",
        input: readInput,
        onDone: [
          {
            guard: { type: "keptIsCurrent", params: ({ event }) => ({ output: event.output }) },
            target: "loaded",
            actions: "clearError",
            description:
              "The server says the copy kept on the device is current: what shows stays (the kept copy, or it once the device answers), nothing is drawn or kept again.",
          },
          {
            target: "loaded",
            actions: [
              { type: "showAnswer", params: ({ event }) => ({ data: event.output }) },
              { type: "keepData", params: ({ event }) => ({ data: event.output }) },
            ],
          },
        ],
        onError: { target: "failed", actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: { on: { "data.refresh": "loading" } },
    failed: {
      description: "Shows the error with a retry; the previous data, or what the device kept (if any), stays on screen.",
      on: { "data.refresh": "loading" },
    },
  },
});
