import type { ToastParams } from "../machines/forms/entity-messages.ts";

/*
 * Raising toasts (SPEC §4 Toasts, §9). The store and the region (Ark's toast machines, about 9 KB
 * gzip) are a lazy chunk (components/toast-store.ts, components/toaster-view.tsx) mounted at the
 * first toast or once signed in (src/ui/app.tsx), so the sign-in screen does not carry them.
 * Machines never import this module: the app root hands `notify` to their injected actions.
 */

/** Hands a toast to the store; set when the store's chunk has loaded. */
type ToastSink = (toast: ToastParams) => unknown;

let sink: ToastSink | null = null;
/** Toasts raised before the store loaded (or while its chunk cannot be downloaded), oldest first. */
const waiting: ToastParams[] = [];
const listeners = new Set<() => void>();
let toastsRaised = 0;

/** Shows a toast: at once when the store is there, else as soon as it has loaded. */
export const notify = (toast: ToastParams): void => {
  toastsRaised += 1;
  if (sink === null) waiting.push(toast);
  else sink(toast);
  for (const listener of listeners) listener();
};

/** How many toasts were raised since the page loaded. */
export const raisedToastCount = (): number => toastsRaised;

/** For `useSyncExternalStore(subscribeToToasts, raisedToastCount)`: the app mounts the region at the first toast. */
export const subscribeToToasts = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** Called once by the store's module when it loads: it gets the toasts that waited, in order. */
export const connectToastStore = (next: ToastSink): void => {
  sink = next;
  for (const toast of waiting.splice(0)) next(toast);
};
