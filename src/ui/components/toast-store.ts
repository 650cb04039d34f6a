import { createToaster } from "@ark-ui/react/toast";
import type { ToastParams, ToastVariant } from "../../machines/forms/entity-messages.ts";
import { connectToastStore } from "../toaster.ts";

/**
 * The portal's one toast store (SPEC §4 Toasts, §9): Ark UI's, rendered by the lazily loaded region
 * (toaster-view.tsx), which imports this module. `notify` (../toaster.ts) hands it every toast,
 * the ones raised before it loaded included.
 *
 * Zag's toast group already pauses the timer while the pointer is over the toasts or focus is in
 * them, and when the page is hidden (`pauseOnPageIdle`). Zag 1.43 has no swipe gesture, so the
 * region adds "swipe right to dismiss" (threshold 50 px) itself: see toast-swipe.ts and
 * toaster-view.tsx. The close button and Escape dismiss too.
 */

/** SPEC §9: one toast at a time, 5000 ms, F8 moves focus to the toasts. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_HOTKEY: ReadonlyArray<string> = ["F8"];
/**
 * How long a dismissed toast stays mounted: Ark's default, long enough for its exit animation.
 * The spec's 1,000,000 ms belongs to the original's toast library, where it only delayed removing
 * the record from memory; here it would keep every dismissed toast in the DOM for about 16 minutes,
 * and with a limit of one it would hold the next toast back for as long.
 */
export const TOAST_REMOVE_DELAY_MS = 200;

export const toaster = createToaster({
  placement: "bottom-end",
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
  // A copy: zag keeps the array, and the constant must not change with it.
  hotkey: [...TOAST_HOTKEY],
  overlap: false,
  gap: 16,
});

/** SPEC §4 variants as Ark toast types; the view styles each type (error for destructive). */
export const TOAST_TYPES: Readonly<Record<ToastVariant, "info" | "success" | "error">> = {
  default: "info",
  success: "success",
  destructive: "error",
};

let regionMounted = false;
/** Called by the region when it mounts and unmounts. */
export const setToastRegionMounted = (mounted: boolean): void => {
  regionMounted = mounted;
};

/**
 * Shows a toast. The one on screen is dismissed first: with a limit of one, the newest message is
 * the one that matters (the original's toaster replaced it too), and Ark's queue would otherwise
 * hold it back until the old one's 5 seconds ran out.
 */
export const showToast = ({ title, description, variant }: ToastParams): string => {
  for (const shown of toaster.getVisibleToasts()) {
    // Dismissing starts the exit animation, after which the region removes the toast. Before the
    // region is mounted nothing would ever remove it, and the new toast would wait behind it.
    if (regionMounted) toaster.dismiss(shown.id);
    else toaster.remove(shown.id);
  }
  return toaster.create({ title, description, type: TOAST_TYPES[variant] });
};

connectToastStore(showToast);
