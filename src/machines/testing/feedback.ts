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
