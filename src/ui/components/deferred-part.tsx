import { memo, startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "../../machines/data/when-idle.ts";
import { QuietLoadBoundary } from "./quiet-load-boundary.tsx";
import { renewFailedScreens, retryableLazy } from "./retryable-lazy.ts";

/** Events that say the person is about to use the screen: the parts' code is wanted now. */
const USE_EVENTS = ["pointerdown", "keydown"] as const;

type PartState = "waiting" | "wanted" | "failed";

/** What a deferred part's placeholder is told beside the part's own props. */
export interface PlaceholderState {
  /** The part's code could not be downloaded; the next tap or key press asks again. */
  readonly loadFailed: boolean;
}

// Parts' code is fetched one part at a time, each in an idle moment after the one before has been
// downloaded and run: the parts of a screen, wanted at the same idle moment, would otherwise arrive
// together and be run in one long task (a phone's main thread held for 100 ms and more).
// A download that hangs (a hall network that stopped answering) holds the next part back for at
// most TURN_WAIT_MS; a tap still asks for any part at once.
const TURN_WAIT_MS = 5_000;
let idleTurns: Promise<void> = Promise.resolve();
function inIdleTurn(preload: () => Promise<void>): Promise<void> {
  const turn = idleTurns.then(() => whenIdle(2_000)).then(preload);
  idleTurns = Promise.race([turn, new Promise<void>((resolve) => setTimeout(resolve, TURN_WAIT_MS))]);
  return turn;
}

interface PartCode {
  readonly isLoaded: () => boolean;
  readonly preload: () => Promise<void>;
}

/**
 * "wanted" once the screen has painted and the part's code was fetched in an idle turn, or at the
 * person's first tap or key press, whichever comes first. Until then a deferred part is not
 * rendered, so its code is not asked for while the screen's own code and first read are on their
 * way. A download that failed waits for a tap or key press: an idle page does not retry on its own.
 */
function usePartState(code: PartCode): readonly [PartState, () => void] {
  // A part whose code is already here (preloaded, or drawn before) renders at once.
  const [state, setState] = useState<PartState>(code.isLoaded() ? "wanted" : "waiting");
  useEffect(() => {
    if (state === "wanted") return undefined;
    let settled = false;
    const settle = (next: PartState) => {
      if (settled) return;
      settled = true;
      // A transition: the part's first render (a whole list card, say) is sliced into short tasks
      // instead of one that holds the page, and a tap meanwhile is answered first.
      startTransition(() => setState(next));
    };
    const want = () => {
      // After a failed download the next render imports afresh (React.lazy keeps a rejection).
      if (state === "failed") renewFailedScreens();
      settle("wanted");
    };
    for (const type of USE_EVENTS) document.addEventListener(type, want, { capture: true });
    // The frame after the first render is the screen's first paint; idle comes after it.
    const frame =
      state === "waiting" ? requestAnimationFrame(() => void inIdleTurn(code.preload).then(() => settle(code.isLoaded() ? "wanted" : "failed"))) : undefined;
    return () => {
      settled = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      for (const type of USE_EVENTS) document.removeEventListener(type, want, { capture: true });
    };
  }, [state, code]);
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
    const [state, failed] = usePartState(Part);
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
  // A screen re-renders whenever one of its reads changes; a part whose props did not change (a
  // closed dialog over its actor) is left alone instead of rendering its Ark machines again.
  return Object.assign(memo(DeferredPart) as ComponentType<P>, { preload: Part.preload });
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
