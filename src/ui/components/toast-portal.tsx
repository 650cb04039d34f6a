import { Suspense, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { QuietLoadBoundary } from "./quiet-load-boundary.tsx";

/**
 * The toast region's view beside the app in <body>, marked as a live announcer: an open modal dialog
 * hides everything else from screen readers, and the toast of its save must still be heard. If the
 * region's code cannot be downloaded (server gone), the app goes on without it and the next toast
 * (`raised`) tries again; `notify` still holds the toasts raised meanwhile.
 */
export function ToastPortal({ view: View, raised }: { readonly view: ComponentType; readonly raised: number }) {
  return createPortal(
    <div data-live-announcer="">
      <QuietLoadBoundary retryKey={raised}>
        <Suspense fallback={null}>
          <View />
        </Suspense>
      </QuietLoadBoundary>
    </div>,
    document.body,
  );
}
