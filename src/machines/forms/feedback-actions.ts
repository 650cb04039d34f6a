import type { ToastParams } from "./entity-messages.ts";

/** How a machine that changes something reports back at the app root: a toast, and the list to read again. */
export interface FeedbackDependencies {
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
  /** Reloads the list; left out when a screen machine owns the child (it tells its parent instead). */
  readonly refreshList?: () => void;
}

/** The `notify` action, and `refreshList` when there is a list to reload, for `machine.provide()`. */
export const feedbackActions = ({ notify, refreshList }: FeedbackDependencies) => ({
  notify: (_: unknown, toast: ToastParams) => notify(toast),
  ...(refreshList === undefined ? {} : { refreshList: () => refreshList() }),
});
