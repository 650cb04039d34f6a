import { fromPromise } from "xstate";
import type { ToastParams } from "./entity-messages.ts";

/** A form's calls: its submit, and for a form that edits a stored record, the read of that record. */
export interface FormCalls<O, B, L = never> {
  readonly submit: (body: B) => Promise<O>;
  readonly load?: () => Promise<L>;
}

export interface FormEffects {
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
  /** After a successful submit: reload what else shows the saved record (the header's company). */
  readonly onSaved?: () => void;
}

/** What `createFormMachine`'s machines take in `provide()`: the calls as actors, the effects as actions. */
export const formImplementations = <O, B, L = never>({ submit, load }: FormCalls<O, B, L>, { notify, onSaved }: FormEffects) => ({
  actors: {
    submit: fromPromise<O, B>(({ input }) => submit(input)),
    ...(load === undefined ? {} : { load: fromPromise<L, void>(() => load()) }),
  },
  actions: {
    notify: (_: unknown, params: ToastParams) => notify(params),
    ...(onSaved === undefined ? {} : { saved: () => onSaved() }),
  },
});
