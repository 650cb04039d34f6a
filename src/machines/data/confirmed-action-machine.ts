import { assign, setup } from "xstate";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../forms/entity-messages.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * The buttons of one row (a team member, a webhook endpoint) that each run one call: some go at
 * once, the ones that cannot be undone ask first. One runs at a time; the server's message becomes
 * the toast either way, and a success is reported to the screen, which decides what to refresh.
 */

/** The row a button belongs to. */
export interface ActionSubject {
  readonly _id: string;
}

export interface RunActionInput<Kind extends string> {
  readonly kind: Kind;
  readonly id: string;
}

/** The answer's envelope message, when it has one, and whatever else the call answers. */
export interface ActionOutput {
  readonly message?: string;
}

export interface ActionPending<Subject extends ActionSubject, Kind extends string> {
  readonly subject: Subject;
  readonly kind: Kind;
}

/** What the screen hears after a call succeeded. */
export interface ActionDone<Subject extends ActionSubject, Kind extends string, Output extends ActionOutput> extends ActionPending<Subject, Kind> {
  readonly output: Output;
}

export interface ConfirmedActionContext<Subject extends ActionSubject, Kind extends string> {
  readonly pending: ActionPending<Subject, Kind> | null;
}

export type ConfirmedActionEvent<Subject extends ActionSubject, Kind extends string> =
  | { readonly type: "action.request"; readonly subject: Subject; readonly kind: Kind }
  | { readonly type: "action.confirm" }
  | { readonly type: "action.cancel" };

export interface ConfirmedActionTypes<Subject extends ActionSubject, Kind extends string> {
  context: ConfirmedActionContext<Subject, Kind>;
  events: ConfirmedActionEvent<Subject, Kind>;
  tags: "busy" | "confirm";
}

/** What differs between the rows: which kinds ask first and the toasts' sentences. */
export interface ConfirmedActionSpec<Subject extends ActionSubject, Kind extends string> {
  readonly id: string;
  /** Why the asking kinds ask: shown on the `confirming` state. */
  readonly confirmingDescription: string;
  /** The kinds that ask first; `"always"` for a row whose every button asks (nothing there goes at once). */
  readonly asksFirst: ((kind: Kind) => boolean) | "always";
  /** The success toast when the server sends no sentence of its own. */
  readonly done: (pending: ActionPending<Subject, Kind>) => string;
  /** The failure toast when the server sends no sentence of its own. */
  readonly failed: Readonly<Record<Kind, string>>;
}

export const confirmedActionMachine = <Subject extends ActionSubject, Kind extends string, Output extends ActionOutput>(spec: ConfirmedActionSpec<Subject, Kind>) =>
  setup({
    types: {} as ConfirmedActionTypes<Subject, Kind>,
    actors: {
      runAction: notProvidedActor<Output, RunActionInput<Kind>>("runAction"),
    },
    guards: {
      asksFirst: (_, params: { kind: Kind }) => spec.asksFirst === "always" || spec.asksFirst(params.kind),
    },
    actions: {
      notify,
      /** Tells the screen what changed; provided by the screen machine. */
      report: notProvided<ActionDone<Subject, Kind, Output>>("report"),
      hold: assign({ pending: (_, params: ActionPending<Subject, Kind>) => params }),
      forget: assign({ pending: null }),
    },
  }).createMachine({
    id: spec.id,
    context: { pending: null },
    initial: "idle",
    states: {
      idle: {
        on: {
          "action.request":
            spec.asksFirst === "always"
              ? { target: "confirming", actions: { type: "hold", params: ({ event }) => ({ subject: event.subject, kind: event.kind }) } }
              : [
                  {
                    guard: { type: "asksFirst", params: ({ event }) => ({ kind: event.kind }) },
                    target: "confirming",
                    actions: { type: "hold", params: ({ event }) => ({ subject: event.subject, kind: event.kind }) },
                  },
                  { target: "running", actions: { type: "hold", params: ({ event }) => ({ subject: event.subject, kind: event.kind }) } },
                ],
        },
      },
      confirming: {
        tags: "confirm",
        description: spec.confirmingDescription,
        on: {
          "action.confirm": "running",
          "action.cancel": { target: "idle", actions: "forget" },
        },
      },
      running: {
        tags: "busy",
        invoke: {
          id: "runAction",
          src: "runAction",
          input: ({ context }) => ({ kind: context.pending!.kind, id: context.pending!.subject._id }),
          onDone: {
            target: "idle",
            actions: [
              {
                type: "notify",
                params: ({ context, event }) => ({ title: SUCCESS_TITLE, description: event.output.message ?? spec.done(context.pending!), variant: "success" }),
              },
              { type: "report", params: ({ context, event }) => ({ ...context.pending!, output: event.output }) },
              "forget",
            ],
          },
          onError: {
            target: "idle",
            actions: [
              {
                type: "notify",
                params: ({ context, event }) => ({
                  title: FAILURE_TITLE,
                  description: serverMessage(event.error) ?? spec.failed[context.pending!.kind],
                  variant: "destructive",
                }),
              },
              "forget",
            ],
          },
        },
      },
    },
  });
