import { Suspense, useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "../../machines/data/when-idle.ts";
import { QuietLoadBoundary } from "../routes/quiet-load-boundary.tsx";
import { renewFailedScreens, retryableLazy } from "../routes/retryable-lazy.ts";

/** Events that say the person is about to use the screen: the parts' code is wanted now. */
const USE_EVENTS = ["pointerdown", "keydown"] as const;

type PartState = "waiting" | "wanted" | "failed";

/** What a deferred part's placeholder is told beside the part's own props. */
export interface PlaceholderState {
  /** The part's code could not be downloaded; the next tap or key press asks again. */
  readonly loadFailed: boolean;
}

/**
 * "wanted" once the screen has painted and the browser is idle, or at the person's first tap or key
 * press, whichever comes first. Until then a deferred part is not rendered, so its code is not
 * asked for while the screen's own code and first read are on their way. After a failed download
 * only a tap or key press asks again: an idle page does not retry on its own.
 */
function usePartState(loaded: boolean): readonly [PartState, () => void] {
  // A part whose code is already here (preloaded, or drawn before) renders at once.
  const [state, setState] = useState<PartState>(loaded ? "wanted" : "waiting");
  useEffect(() => {
    if (state === "wanted") return undefined;
    let settled = false;
    const want = () => {
      if (settled) return;
      settled = true;
      // After a failed download the next render imports afresh (React.lazy keeps a rejection).
      if (state === "failed") renewFailedScreens();
      setState("wanted");
    };
    for (const type of USE_EVENTS) document.addEventListener(type, want, { capture: true });
    // The frame after the first render is the screen's first paint; idle comes after it.
    const frame = state === "waiting" ? requestAnimationFrame(() => void whenIdle(2_000).then(want)) : undefined;
    return () => {
      settled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      for (const type of USE_EVENTS) document.removeEventListener(type, want, { capture: true });
    };
  }, [state]);
  return [state, () => setState("failed")] as const;
}

/**
 * A part of a screen that its first paint does not show (a dialog, until it opens), with its code
 * in a chunk of its own: the screen paints without waiting for it, and it is rendered once the
 * screen has painted and the browser is idle, or at the first tap or key press (the one that opens
 * it, at the latest). Once rendered it stays, so it opens and closes as a part of the screen would.
 * A chunk that cannot be downloaded (a hall network that dropped) leaves the screen as it is.
 *
 * A part the first paint does show in a simpler form (a menu's button, before its menu) gives that
 * form as `Placeholder`: drawn until the part's code is here, and again, told `loadFailed`, while a
 * failed download waits for the next tap.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder?: ComponentType<P & PlaceholderState>,
): ComponentType<P> & { readonly preload: () => Promise<void> } {
  const Part = retryableLazy<P>(() => load().then((part) => ({ default: part })));
  function DeferredPart(props: P) {
    const [state, failed] = usePartState(Part.isLoaded());
    const placeholder = Placeholder === undefined ? null : <Placeholder {...props} loadFailed={state === "failed"} />;
    if (state !== "wanted") return placeholder;
    return (
      <QuietLoadBoundary retryKey={0} onLoadFailure={failed}>
        <Suspense fallback={placeholder}>
          <Part {...props} />
        </Suspense>
      </QuietLoadBoundary>
    );
  }
  return Object.assign(DeferredPart, { preload: Part.preload });
}

/**
 * Downloads a deferred part's code in the task after the screen's first paint: for a part drawn as
 * soon as a read answers, so that its code and the answer arrive together instead of one after the
 * other, while the first paint still does not wait for it.
 */
export function usePreloadAfterPaint(part: { readonly preload: () => Promise<void> }): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void part.preload());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [part]);
}
