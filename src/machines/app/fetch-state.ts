/**
 * One read of something the app keeps (the current user, the event of the host), written once: a
 * state that invokes the read and leaves by what it answered. `found` when it answered a value
 * (the machine's guard `isFound`, params `{ output }`), else the first of `missing` that applies;
 * when the read failed, the first of `failed` that applies. Guards and `take` actions of the
 * outcomes are given `{ output }` (found, missing) or `{ error }` (failed); `take` runs before the
 * outcome's other `actions`.
 */

/** Where an outcome goes and what it does, in the machine's own names. */
export interface FetchOutcome<TGuard = string, TTake = string, TAction = string> {
  readonly target: string;
  readonly guard?: TGuard;
  readonly take?: TTake;
  readonly actions?: ReadonlyArray<TAction>;
  readonly description?: string;
}

export interface FetchStateOptions<TId extends string, TGuard, TTake, TAction, TInput> {
  /** The invoke's id, and the actor's name in `setup({ actors })`. */
  readonly id: TId;
  readonly input?: (args: { context: any }) => TInput;
  readonly found: Omit<FetchOutcome<TGuard, TTake, TAction>, "guard">;
  /** Tried in order; the last one has no guard. */
  readonly missing: ReadonlyArray<FetchOutcome<TGuard, TTake, TAction>>;
  /** Tried in order; the last one has no guard. */
  readonly failed: ReadonlyArray<FetchOutcome<TGuard, TTake, TAction>>;
}

interface Answered {
  readonly event: { readonly output?: unknown; readonly error?: unknown };
}

// What the read answers, or why it failed, is the machine's to type (in its guards' and actions'
// params): here it is only passed on, so this says `any` rather than name every machine's types.
type Given = (args: Answered) => any;

const output: Given = ({ event }) => ({ output: event.output });
const error: Given = ({ event }) => ({ error: event.error });

const transition = <TGuard, TTake, TAction>(outcome: FetchOutcome<TGuard, TTake, TAction>, params: Given) => ({
  target: outcome.target,
  ...(outcome.guard === undefined ? {} : { guard: { type: outcome.guard, params } }),
  ...(outcome.description === undefined ? {} : { description: outcome.description }),
  actions: [...(outcome.take === undefined ? [] : [{ type: outcome.take, params }]), ...(outcome.actions ?? [])],
});

/** The state's `invoke`, to spread into a state node beside its tags and description. */
export const fetchState = <const TId extends string, const TGuard extends string = never, const TTake extends string = never, const TAction = never, TInput = undefined>(
  options: FetchStateOptions<TId, TGuard, TTake, TAction, TInput>,
) => ({
  invoke: {
    id: options.id,
    src: options.id,
    input: options.input,
    onDone: [
      { ...transition(options.found, output), guard: { type: "isFound" as const, params: output } },
      ...options.missing.map((outcome) => transition(outcome, output)),
    ],
    onError: options.failed.map((outcome) => transition(outcome, error)),
  },
});
