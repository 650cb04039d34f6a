import type { CodeStepInput, CodeStepOutput } from "./code-step.machine.ts";

// The state of a flow that runs its code step (code-step.machine.ts), as every code flow writes it.
// The flow names `codeStep: codeStepMachine` in its setup's actors, `isVerified` in its guards, and
// `clearError`, `setError` and its `store` action (which takes `{ answer }`) in its actions.

/** A flow's guard on the step's output: the code was accepted. */
export const isVerified = (_: unknown, params: { output: CodeStepOutput }): boolean => params.output.outcome === "verified";

type Done = { readonly event: { readonly output: CodeStepOutput } };

/** What the flow's own verify call answered: its store action names that answer's type. */
const answerOf = (output: CodeStepOutput): never => (output.outcome === "verified" ? output.answer : undefined) as never;

/**
 * The state that runs the step: `sending` (busy) until the step tells `code.sent`, then `open`, the
 * code entry (tag `codeStep`), which `open` may add to (the flow's Back, its address). A verified
 * code takes the flow to `verified`, the verify call's answer given to its `store` action; a refused
 * send goes to `refused`, where `setError` shows why.
 */
export const codeStepState = <TContext, const TVerified, const TStore extends string, const TRefused, const TSendingOn extends object, const TOpen extends object>(flow: {
  readonly description: string;
  readonly input: (context: TContext) => CodeStepInput;
  readonly verified: TVerified;
  readonly store: TStore;
  readonly refused: TRefused;
  /** What the flow hears while the first code goes out, besides `code.sent`. */
  readonly sendingOn?: TSendingOn;
  readonly open: TOpen;
}) =>
  ({
    description: flow.description,
    entry: "clearError",
    invoke: {
      id: "codeStep",
      src: "codeStep",
      input: ({ context }: { readonly context: TContext }) => flow.input(context),
      onDone: [
        {
          guard: { type: "isVerified", params: ({ event }: Done) => ({ output: event.output }) },
          target: flow.verified,
          actions: { type: flow.store, params: ({ event }: Done) => ({ answer: answerOf(event.output) }) },
        },
        {
          target: flow.refused,
          actions: { type: "setError", params: ({ event }: Done) => ({ message: event.output.outcome === "refused" ? event.output.message : "" }) },
        },
      ],
    },
    initial: "sending",
    states: {
      sending: { tags: "busy", on: { "code.sent": { target: "open" }, ...(flow.sendingOn as TSendingOn) } },
      open: { tags: "codeStep", ...flow.open },
    },
  }) as const;
