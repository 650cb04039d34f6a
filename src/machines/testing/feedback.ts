import { recordInto } from "./record-into.ts";
import type { ToastParams } from "../forms/entity-messages.ts";

/** The app's `notify` and `refreshList` for an actor under test, keeping what they were told. */
export const recordedFeedback = () => {
  const toasts: ToastParams[] = [];
  let refreshes = 0;
  return {
    toasts,
    notify: (toast: ToastParams) => void toasts.push(toast),
    refreshList: () => void (refreshes += 1),
    refreshes: () => refreshes,
  };
};

/** A model's world for a machine that reports back: the toasts it raised and the list reloads it asked for. */
export interface FeedbackWorld {
  readonly toasts: ToastParams[];
  refreshes: number;
}

export const feedbackWorld = (): FeedbackWorld => ({ toasts: [], refreshes: 0 });

/** The `notify` and `refreshList` actions writing into a model's `FeedbackWorld`. */
export const feedbackWorldActions = (world: FeedbackWorld) => ({
  notify: recordInto(world.toasts),
  refreshList: () => void (world.refreshes += 1),
});
